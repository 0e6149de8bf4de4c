import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copy as defaultCopy } from '@portfolio/content/copy';
import { untranslated, withLeftOut } from '@portfolio/content-model/translation';
import { translatedWords } from '@portfolio/content-model/translation-schemas';
import {
  contentLanguage,
  translatedCopy,
  translatedModuleCode,
} from './content-language-plugin.ts';

const directory = mkdtempSync(path.join(tmpdir(), 'content-language-'));
writeFileSync(path.join(directory, 'about.ts'), 'export const about = {};\n');
writeFileSync(
  path.join(directory, 'copy.ts'),
  "export const copy = { language: 'xx', locale: 'xx_XX', blog: { heading: 'Xx' } };\n",
);
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const english = { lang: 'en', dir: 'ltr' } as const;

describe('a further language’s build', () => {
  it('lays the translation of a file over the default one, or marks all of it untranslated', () => {
    const [identity, about, , projects, , , socialLinks] = translatedWords;
    const translated = translatedModuleCode(about, { directory }, english);
    expect(translated).toContain(`from ${JSON.stringify(path.join(directory, 'about.ts'))}`);
    expect(translated).toContain('translate(base, words, {"lang":"en","dir":"ltr"})');
    const untranslated = translatedModuleCode(identity, { directory }, english);
    expect(untranslated).toContain('const words = undefined;');
    // A project keeps its address whatever its title becomes.
    expect(translatedModuleCode(projects, { directory }, english)).toContain('translateProjects(');
    // A profile's name is written out before the translation's is laid over, and the file's
    // footer order stays exported.
    const profiles = translatedModuleCode(socialLinks, { directory }, english);
    expect(profiles).toContain('export const socialLinks = translate(withNetworkNames(base)');
    expect(profiles).toContain('export * from');
  });

  it('resolves the owner’s words to the translation, and nothing in the default language’s build', () => {
    const language = {
      tag: 'hi',
      segment: 'hi',
      name: 'हिन्दी',
      direction: 'ltr' as const,
      untranslatedPages: 'fallback' as const,
      directory,
    };
    const plugin = contentLanguage(language, english);
    const resolve = plugin.resolveId as (source: string) => string | undefined;
    expect(resolve('@portfolio/content/copy')).toBe('\0portfolio-copy');
    expect(resolve('@portfolio/content/about')).toBe('\0portfolio-words:about');
    expect(resolve('@portfolio/content/navigation')).toBe('\0portfolio-words:navigation');
    expect(resolve('@portfolio/content/social-links')).toBe('\0portfolio-words:social-links');
    expect(resolve('@portfolio/content/resume')).toBe('\0portfolio-words:resume');
    const own = contentLanguage(undefined, english).resolveId as (source: string) => unknown;
    expect(own('@portfolio/content/about')).toBeUndefined();
  });
});

describe('a translation’s copy.ts that leaves texts out', () => {
  it('shows each left-out text in the default language, marked with its lang and dir', async () => {
    const { copy, leftOut } = (await translatedCopy({ directory }, english)) as {
      copy: typeof defaultCopy;
      leftOut: string[][];
    };
    const marked = withLeftOut(copy, leftOut, english);
    expect(marked.language).toBe('xx');
    expect(marked.blog.heading).toBe('Xx');
    expect(untranslated(marked.blog, 'heading')).toEqual({});
    expect(marked.blog.allPosts).toBe(defaultCopy.blog.allPosts);
    expect(untranslated(marked.blog, 'allPosts')).toEqual(english);
    expect(untranslated(marked, 'skipToContent')).toEqual(english);
    expect(leftOut).toContainEqual(['contact', 'form', 'send']);
    expect(leftOut).not.toContainEqual(['language']);
  });
});

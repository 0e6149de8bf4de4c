import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projects } from '@portfolio/content/projects';
import { contentAssetRefs, contentAssetsModule } from './content-assets-plugin.ts';
import { translatedContent } from './translated-content.ts';

describe('the content assets module', () => {
  it('imports each file content/ refers to once, with the query for its kind', () => {
    const refs = {
      projectPictures: ['assets/projects/a/01.webp', 'assets/projects/a/01.webp'],
      profilePictures: ['assets/me.png'],
      markdownPictures: ['assets/posts/chart.png'],
      sounds: { navigation: 'assets/sounds/click.wav', action: 'assets/sounds/tap.wav' },
    };
    const projects = contentAssetsModule(refs, 'projectPictures', '/content/');
    expect(projects.match(/^import /gm)).toHaveLength(1);
    expect(projects).toContain(
      'import asset0 from "/content/assets/projects/a/01.webp?w=480;960&format=avif;webp&as=picture";',
    );
    expect(projects).toContain('export default { "assets/projects/a/01.webp": asset0 };');
    expect(contentAssetsModule(refs, 'profilePictures', '/content/')).toContain(
      '"/content/assets/me.png?w=256;384;512;768&format=avif;webp&as=picture"',
    );
    expect(contentAssetsModule(refs, 'markdownPictures', '/content/')).toContain(
      '"/content/assets/posts/chart.png?w=480;768;1536&format=avif;webp&as=picture"',
    );
    const sounds = contentAssetsModule(refs, 'sounds', '/content/');
    expect(sounds).toContain('"/content/assets/sounds/click.wav?url"');
    // The sounds by kind, so the site script needs nothing else of content/identity.ts.
    expect(sounds).toContain('export default { "navigation": asset0, "action": asset1 };');
  });

  it('refers to exactly the screenshots, portrait and sounds the content names', () => {
    const refs = contentAssetRefs();
    expect(new Set(refs.projectPictures)).toEqual(
      new Set(projects.flatMap((project) => project.images)),
    );
    expect(refs.profilePictures).toHaveLength(1);
    expect(Object.keys(refs.sounds)).toEqual(['navigation', 'action']);
  });

  it('refers, in a further language’s build, to a picture only its translated write-up shows', async () => {
    // A translation translates a write-up the default language's project has: the first such.
    const written = projects.findIndex((project) => project.writeUp !== undefined);
    const directory = mkdtempSync(path.join(tmpdir(), 'locale-'));
    try {
      const picture = 'assets/projects/only-in-this-language.png';
      const words = projects.map((_, index) =>
        index === written ? { writeUp: `Translated.\n\n![A chart](../${picture})\n` } : {},
      );
      writeFileSync(
        path.join(directory, 'projects.ts'),
        `export const projects = ${JSON.stringify(words)};\n`,
      );
      const language = {
        tag: 'x-test',
        segment: 'x-test',
        name: 'Test',
        direction: 'ltr' as const,
        untranslatedPages: 'fallback' as const,
        directory,
      };
      const translated = await translatedContent(language, { lang: 'en', dir: 'ltr' });
      // With no write-up to translate (the persona's one project has none), none is added.
      if (written === -1)
        expect(translated.projects.every((project) => project.writeUp === undefined)).toBe(true);
      else expect(contentAssetRefs(translated).markdownPictures).toContain(picture);
      // The default language's build does not build it.
      expect(contentAssetRefs().markdownPictures).not.toContain(picture);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

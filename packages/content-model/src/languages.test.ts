import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLanguages, untranslatedPagesOf } from './languages.ts';

const folders: string[] = [];

/** A content/ of the test's own: `files` are paths under it, each written with a line of text. */
function contentWith(files: readonly string[]): string {
  const content = mkdtempSync(path.join(tmpdir(), 'languages-'));
  folders.push(content);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    writeFileSync(path.join(content, file), 'text\n');
  }
  return content;
}

const read = (content: string, defaultLanguage = 'en', defaultIsSample = true) =>
  readLanguages(defaultLanguage, defaultIsSample, path.join(content, 'locales'), content);

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the languages of content/locales/', () => {
  it('are none when the folder does not exist: a site in one language', () => {
    expect(read(contentWith(['copy.ts']))).toEqual({
      languages: [],
      problems: [],
      leftOut: [],
      warnings: [],
      untranslated: [],
    });
  });

  it('are each folder with a copy.ts, its address in lower case, and what it leaves untranslated', () => {
    const content = contentWith([
      'copy.ts',
      'identity.ts',
      'about.ts',
      'posts/first.md',
      'posts/second.md',
      'locales/pt-BR/copy.ts',
      'locales/pt-BR/about.ts',
      'locales/pt-BR/posts/first.md',
      'locales/ar/copy.ts',
    ]);
    const reading = read(content);
    expect(reading.problems).toEqual([]);
    expect(
      reading.languages.map(({ tag, segment, direction }) => [tag, segment, direction]),
    ).toEqual([
      ['ar', 'ar', 'rtl'],
      ['pt-BR', 'pt-br', 'ltr'],
    ]);
    expect(reading.untranslated).toEqual([
      { tag: 'ar', files: ['identity.ts', 'about.ts', 'posts/first.md', 'posts/second.md'] },
      { tag: 'pt-BR', files: ['identity.ts', 'posts/second.md'] },
    ]);
  });

  it('names every mistake by its folder', () => {
    const content = contentWith([
      'copy.ts',
      'pages/uses.md',
      'locales/klingon_empire/copy.ts',
      'locales/en/copy.ts',
      'locales/hi/about.ts',
      'locales/pt-BR/copy.ts',
      'locales/pt-br/copy.ts',
      'locales/pt-BR/pages/now.md',
    ]);
    expect(read(content).problems).toEqual([
      "content/locales/en/: en is the default language already (content/copy.ts's language): content/ itself is its text",
      'content/locales/hi/copy.ts is missing: it names the language (`language`, `locale`); any text of content/copy.ts it leaves out is shown in the default language',
      expect.stringMatching(
        /^content\/locales\/klingon_empire\/: "klingon_empire" is not a BCP 47/,
      ),
      "content/locales/pt-BR/pages/now.md translates content/pages/now.md, which does not exist: write the default language's first",
      'content/locales/pt-br/: pt-BR again: content/locales/pt-BR/ is the same language',
    ]);
  });

  describe("the sample's own translation", () => {
    /** A content/ whose Hindi is the sample's (its copy.ts marked) and whose Portuguese is not. */
    function forkedContent(): string {
      const content = contentWith([
        'copy.ts',
        'posts/mine.md',
        'locales/pt-BR/copy.ts',
        'locales/hi/posts/sample-post.md',
      ]);
      writeFileSync(
        path.join(content, 'locales/hi/copy.ts'),
        "// SAMPLE CONTENT: the site's words in Hindi.\nexport const copy = {};\n",
      );
      return content;
    }

    it("is left out of a site whose content is the owner's, with one line saying what to do", () => {
      const reading = read(forkedContent(), 'en', false);
      expect(reading.languages.map((language) => language.tag)).toEqual(['pt-BR']);
      // Its posts translate the sample's, which the fork removed: not a problem, as it is left out.
      expect(reading.problems).toEqual([]);
      expect(reading.leftOut).toEqual([
        "content/locales/hi/ is still the sample's translation (its files say SAMPLE CONTENT) and content/ is yours now: translate it and delete its SAMPLE CONTENT lines, or delete content/locales/hi/; the site is built without hi until then",
      ]);
    });

    it('is built while the content is still the sample', () => {
      const reading = read(forkedContent(), 'en', true);
      expect(reading.languages.map((language) => language.tag)).toEqual(['hi', 'pt-BR']);
      expect(reading.leftOut).toEqual([]);
    });
  });

  it('warns of a tag search engines ignore in hreflang, and builds it', () => {
    const content = contentWith([
      'copy.ts',
      'locales/es-419/copy.ts',
      'locales/fil/copy.ts',
      'locales/zh-Hant/copy.ts',
      'locales/pt-BR/copy.ts',
    ]);
    const reading = read(content);
    expect(reading.languages.map((language) => language.tag)).toEqual([
      'es-419',
      'fil',
      'pt-BR',
      'zh-Hant',
    ]);
    expect(reading.warnings).toHaveLength(2);
    expect(reading.warnings[0]).toMatch(
      /^content\/locales\/es-419\/: search engines ignore es-419 in hreflang/,
    );
    expect(reading.warnings[1]).toMatch(
      /^content\/locales\/fil\/: search engines ignore fil in hreflang/,
    );
  });

  it('omit the posts and pages they have not translated only when their copy.ts says so', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'untranslated-pages-'));
    try {
      expect(untranslatedPagesOf(directory)).toBe('fallback');
      const copy = path.join(directory, 'copy.ts');
      writeFileSync(
        copy,
        "export const copy = {\n  language: 'ar',\n  untranslatedPages: 'omit',\n};\n",
      );
      expect(untranslatedPagesOf(directory)).toBe('omit');
      writeFileSync(copy, "export const copy = {\n  // untranslatedPages: 'omit',\n};\n");
      expect(untranslatedPagesOf(directory)).toBe('fallback');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

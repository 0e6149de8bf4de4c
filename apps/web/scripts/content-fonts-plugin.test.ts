import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontCharacters } from '@portfolio/dev-tools/font-characters';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import { contentCharacters, languageCharacters } from './content-characters.ts';
import { cutFont, facesFor, furtherFacesFor, unicodeRange } from './content-fonts-plugin.ts';
import { contentFonts, furtherSources, inUnicodeRange } from './font-sources.ts';

const require = createRequire(import.meta.url);

describe('contentCharacters', () => {
  const characters = contentCharacters();

  it("holds every character of content's words and every printable ASCII character once", () => {
    const words = [
      identity.fullName,
      identity.role,
      copy.contact.heading,
      ...projects.map((p) => p.title),
    ];
    for (const character of words.join('')) expect(characters).toContain(character);
    for (let code = 0x20; code < 0x7f; code += 1)
      expect(characters).toContain(String.fromCharCode(code));
    // Code points, which is what a font maps.
    expect(new Set(Array.from(characters)).size).toBe(Array.from(characters).length);
  });

  it("follows a fork's own words, in any script", () => {
    expect(contentCharacters([{ name: 'Željko Šimić', role: 'Разработчик' }])).toContain('Ž');
    expect(contentCharacters([{ name: 'Željko Šimić', role: 'Разработчик' }])).toContain('Р');
  });

  it('keeps the capitals CSS sets headings in, and the months Intl writes in the language', () => {
    const characters = contentCharacters([{ eyebrow: 'Experiência', city: 'São Paulo' }], 'fr');
    for (const capital of ['Ê', 'Ã', 'E', 'X']) expect(characters).toContain(capital);
    // "févr.", "août" (and their capitals).
    for (const letter of ['é', 'û', 'É', 'Û']) expect(characters).toContain(letter);
  });
});

describe('languageCharacters', () => {
  it('counts the owner’s name, in the navbar of every page', async () => {
    const { all } = await languageCharacters(undefined, []);
    for (const character of identity.fullName.replace(/\s/g, '')) expect(all).toContain(character);
  });
});

describe('cutFont', () => {
  for (const [name, { source }] of Object.entries(contentFonts))
    it(`keeps ${name}'s glyph for every content character it had, and drops the rest`, async () => {
      const original = readFileSync(require.resolve(source));
      const text = contentCharacters();
      const cut = await cutFont(source, text);
      const had = await fontCharacters(original);
      const has = await fontCharacters(cut);
      const wanted = Array.from(text).filter((character) => had.has(character));
      expect(wanted.filter((character) => !has.has(character))).toEqual([]);
      // Something the font had and content never uses is gone: the file is smaller for it.
      const unused = [...had].filter((character) => !text.includes(character) && character > '~');
      expect(unused.length).toBeGreaterThan(0);
      expect([...has].filter((character) => unused.includes(character))).toEqual([]);
      expect(cut.length).toBeLessThan(original.length);
    });
});

describe('further faces', () => {
  it('write a unicode-range of exactly their characters', () => {
    expect(unicodeRange('cab\u00a0é')).toBe('U+61-63,U+A0,U+E9');
  });

  it('are none for text the Latin files draw, one per script beyond them, each drawing its own', async () => {
    expect(await furtherFacesFor('Hello, São Paulo — 21 de março')).toEqual([]);
    const faces = await furtherFacesFor('Łódź नमस्ते مرحبا Привет ệ');
    expect(faces.map((face) => [face.family, face.file])).toEqual([
      ['inter', 'further-inter-latin-ext-wght-normal.woff2'],
      ['inter', 'further-inter-vietnamese-wght-normal.woff2'],
      ['inter', 'further-inter-cyrillic-wght-normal.woff2'],
      ['grotesk', 'further-space-grotesk-latin-ext-wght-normal.woff2'],
      ['grotesk', 'further-space-grotesk-vietnamese-wght-normal.woff2'],
      ['scripts', 'further-noto-sans-devanagari-devanagari-wght-normal.woff2'],
      ['scripts', 'further-noto-sans-arabic-arabic-wght-normal.woff2'],
    ]);
    const scripts = faces.filter((face) => face.family === 'scripts');
    expect(scripts[0]?.characters).toContain('न');
    expect(scripts[0]?.characters).not.toContain('م');
    expect(scripts[1]?.characters).toContain('م');
    // A character is drawn by one face of a family, the first that has it.
    const inter = faces.filter((face) => face.family === 'inter').map((face) => face.characters);
    expect(inter.join('')).toHaveLength(new Set(inter.join('')).size);
  });

  it('draw other languages’ offers of a page in a family of their own, each offer by one face', async () => {
    // An English page whose switcher names Hindi, and whose hidden offer is in Hindi.
    const faces = await facesFor({
      all: 'Hello हिन्दी',
      offers: 'यह पृष्ठ हिन्दी में पढ़ें Czytaj po polsku: łódź',
    });
    const scripts = faces.filter((face) => face.family === 'scripts');
    const offers = faces.filter((face) => face.family === 'offers');
    expect(scripts).toHaveLength(1);
    // Letters only the offer has are not in the switcher's face.
    for (const character of 'यपषठमढ') expect(scripts[0]?.characters).not.toContain(character);
    expect(offers).toHaveLength(1);
    // The whole offer's Devanagari, the switcher's letters too: one face shapes it all.
    for (const character of 'यहपृष्ठहिन्दीमेंढ़'.replace(/[्]/g, ''))
      expect(offers[0]?.characters).toContain(character);
    expect(offers[0]?.file).toMatch(/^offer-further-noto-sans-devanagari/);
    // Its Latin beyond the Latin files ("ł") is Inter's, as on any page.
    expect(faces.some((face) => face.family === 'inter' && face.characters.includes('ł'))).toBe(
      true,
    );
  });

  it('draw Chinese and Japanese from the CJK slices, reading only those that hold a character', async () => {
    const text = '你好，世界。こんにちは、カタカナ';
    const faces = await furtherFacesFor(`Hello ${text}`);
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face.family).toBe('scripts');
      expect(face.source).toMatch(/noto-sans-sc-\d+-wght-normal\.woff2$/);
    }
    const drawn = faces.map((face) => face.characters).join('');
    for (const character of text) expect(drawn, character).toContain(character);
    // A page without them looks in none of the slices, and its arrows stay the visitor's own.
    expect(await furtherFacesFor('Hello नमस्ते ← →')).toHaveLength(1);
  });

  it('read a package’s unicode-range as CSS does', () => {
    expect(inUnicodeRange('你', 'U+3000-303f,U+4e00-9fff')).toBe(true);
    expect(inUnicodeRange('、', 'U+3001')).toBe(true);
    expect(inUnicodeRange('a', 'U+3000-303f,U+4e00-9fff')).toBe(false);
  });

  it('are cut to their characters, far smaller than the npm file', async () => {
    const [face] = await furtherFacesFor('नमस्ते');
    const source = furtherSources.find(({ source: npm }) =>
      npm.endsWith('devanagari-wght-normal.woff2'),
    );
    expect(face).toBeDefined();
    expect(source).toBeDefined();
    const cut = await cutFont(source?.source ?? '', face?.characters ?? '');
    const drawn = await fontCharacters(cut);
    for (const character of 'नमस्ते'.replace(/[्]/g, '')) expect(drawn).toContain(character);
    expect(cut.length).toBeLessThan(readFileSync(require.resolve(source?.source ?? '')).length / 4);
  });
});

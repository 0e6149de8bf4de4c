import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import { ogImage } from '../app/lib/og-image.ts';
import { fontCharacters } from '@portfolio/dev-tools/font-characters';
import { cardFonts, renderOgImage, renderPostOgImage, renderProjectOgImage } from './og-image.tsx';

describe('renderOgImage', () => {
  it('draws a PNG card of the size the meta tags announce', async () => {
    const png = await renderOgImage(identity, 'https://me.example');
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({
      format: 'png',
      width: ogImage.width,
      height: ogImage.height,
    });
  });

  it('draws it from the content, so another owner gets another card', async () => {
    const mine = await renderOgImage(identity, 'https://me.example');
    const theirs = await renderOgImage(
      { ...identity, fullName: 'Someone Else', role: 'Designer' },
      'https://me.example',
    );
    expect(theirs.equals(mine)).toBe(false);
  });
});

describe('renderProjectOgImage', () => {
  const [project] = projects;
  const cover = (path: string) =>
    fileURLToPath(new URL(`../../../content/${path}`, import.meta.url));

  it('draws a project’s card at the same size, from its title and its cover', async () => {
    if (project === undefined) return;
    const png = await renderProjectOgImage(
      project,
      cover(project.image),
      identity,
      'https://me.example',
    );
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({
      format: 'png',
      width: ogImage.width,
      height: ogImage.height,
    });
    const retitled = await renderProjectOgImage(
      { ...project, title: 'Another Project' },
      cover(project.image),
      identity,
      'https://me.example',
    );
    expect(retitled.equals(png)).toBe(false);
  });
});

describe('renderPostOgImage', () => {
  const profile = fileURLToPath(new URL(`../../../content/${identity.photo.src}`, import.meta.url));

  it('draws a post’s card at the same size, from its title, over its cover when it has one', async () => {
    const plain = await renderPostOgImage({ title: 'A post' }, identity, 'https://me.example');
    const covered = await renderPostOgImage(
      { title: 'A post', coverFile: profile },
      identity,
      'https://me.example',
    );
    for (const png of [plain, covered]) {
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({
        format: 'png',
        width: ogImage.width,
        height: ogImage.height,
      });
    }
    expect(covered.equals(plain)).toBe(false);
    const retitled = await renderPostOgImage({ title: 'Another' }, identity, 'https://me.example');
    expect(retitled.equals(plain)).toBe(false);
  });
});

describe('the card in any language', () => {
  it('has a face for every letter of the scripts the site draws, so no card shows a box', async () => {
    const drawn = new Set<string>();
    for (const face of cardFonts())
      for (const character of await fontCharacters(Buffer.from(face.data as ArrayBuffer)))
        drawn.add(character);
    const words = 'Željko Šimić Привет Ωμέγα Tiếng Việt आरव मेहता फ़ुल-स्टैक مرحبا بالعالم שלום עולם';
    expect(
      Array.from(words).filter((character) => character.trim() !== '' && !drawn.has(character)),
    ).toEqual([]);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identity } from '@portfolio/content/identity';
import { ogImage } from '../app/lib/og-image.ts';
import { renderOgImage } from './og-image.tsx';

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

import { describe, expect, it, vi } from 'vitest';

vi.mock('virtual:content-assets/projectPictures', () => ({ default: {} }));

const { widestOnly } = await import('./project-pictures.ts');

describe('a screenshot after the first', () => {
  it('names only its widest file in each format, its fallback and size unchanged', () => {
    const picture = {
      sources: {
        avif: '/assets/shot-a.avif 480w, /assets/shot-b.avif 960w',
        webp: '/assets/shot-c.webp 480w, /assets/shot-d.webp 960w',
      },
      img: { src: '/assets/shot-d.webp', w: 960, h: 600 },
    };
    expect(widestOnly(picture)).toEqual({
      sources: { avif: '/assets/shot-b.avif 960w', webp: '/assets/shot-d.webp 960w' },
      img: picture.img,
    });
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PictureData } from '../../lib/picture-data.ts';
import { carouselWords } from './carousel-words.ts';
import { ProjectCarousel } from './project-carousel.tsx';
import { cardPictureLoad, cardRendering } from './projects-grid.tsx';

const pictures: PictureData[] = [0, 1].map((i) => ({
  sources: { avif: `/shot-${i}.avif 480w` },
  img: { src: `/shot-${i}.webp`, w: 480, h: 300 },
}));

/** The first picture of the card at `index`, as the build writes it. */
function firstPicture(index: number): HTMLImageElement | null {
  const html = renderToString(
    <ProjectCarousel
      words={carouselWords('Shop', pictures.length)}
      pictures={pictures}
      firstPicture={cardPictureLoad(index)}
    />,
  );
  return new DOMParser().parseFromString(html, 'text/html').querySelector('img');
}

describe("the projects' cards", () => {
  it("fetch the first card's picture first: it is the page's largest paint", () => {
    const picture = firstPicture(0);
    expect(picture?.getAttribute('loading')).toBe('eager');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    expect(picture?.getAttribute('decoding')).toBe('sync');
  });

  it("fetch the second card's at once, beside it on a wide screen, but never before it", () => {
    const picture = firstPicture(1);
    expect(picture?.getAttribute('loading')).toBe('eager');
    expect(picture?.getAttribute('fetchpriority')).toBe('low');
    expect(picture?.getAttribute('decoding')).toBe('async');
  });

  it('fetch every other card’s as it nears the view', () => {
    for (const index of [2, 3, 10]) {
      expect(firstPicture(index)?.getAttribute('loading')).toBe('lazy');
      expect(firstPicture(index)?.getAttribute('fetchpriority')).toBe('auto');
    }
  });

  it('that wait for the view skip their rendering until they near it, sized meanwhile', () => {
    for (const index of [0, 1]) expect(cardRendering(index)).toBeUndefined();
    for (const index of [2, 3, 10]) {
      expect(cardRendering(index)?.contentVisibility).toBe('auto');
      expect(cardRendering(index)?.containIntrinsicSize).toMatch(/^auto [\d.]+rem$/);
    }
  });
});

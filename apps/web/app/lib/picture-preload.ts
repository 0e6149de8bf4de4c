import { preload } from 'react-dom';
import type { PictureData } from './picture-data.ts';

/**
 * Asks React to fetch a page's largest above-the-fold picture from the <head>, at high priority,
 * before the parser reaches the <img>. Called while the page renders: React puts high-priority
 * image preloads at the top of the <head>, right after the charset and viewport, ahead of the
 * stylesheet. A <picture> leaves the format to the browser, so React cannot preload it by itself;
 * the preload names the first format (AVIF), which every browser that honours `imagesrcset`
 * preloads also decodes.
 */
export function preloadPicture(picture: PictureData, sizes: string): void {
  const [format, srcSet] = Object.entries(picture.sources)[0] ?? ['', picture.img.src];
  preload(picture.img.src, {
    as: 'image',
    imageSrcSet: srcSet,
    imageSizes: sizes,
    fetchPriority: 'high',
    ...(format === '' ? {} : { type: `image/${format}` }),
  });
}

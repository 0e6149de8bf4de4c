import pictures from 'virtual:content-assets/projectPictures';
import { pickContentPicture } from '../../lib/content-asset.ts';
import type { PictureData } from '../../lib/picture-data.ts';

export function projectPicture(contentPath: string): PictureData {
  return pickContentPicture(pictures, contentPath);
}

/** A screenshot's rendered width: a full-width card on phones, half the grid from 768 px. */
export const screenshotSizes = '(min-width: 1152px) 560px, (min-width: 768px) 46vw, 92vw';

/** A project's screenshots as shown: the cover first, then the rest in their listed order. */
export function coverFirst(project: { image: string; images: string[] }): string[] {
  return [project.image, ...project.images.filter((path) => path !== project.image)];
}

/**
 * A screenshot with its widest file alone in each format: for a card's screenshots after the first,
 * which wait until the visitor gets to them. Every address a page names is bytes of its HTML that
 * compress poorly (each file's hash); the narrower files would save a mid-size screen of one pixel
 * per dot a few KiB each, later, while their addresses cost every visitor the page's first round
 * trip when they push it past the first 14.6 KB the server may send (decision 0050).
 */
export function widestOnly(picture: PictureData): PictureData {
  const sources = Object.fromEntries(
    Object.entries(picture.sources).map(([type, set]) => [type, set.split(', ').at(-1) ?? set]),
  );
  return { ...picture, sources };
}

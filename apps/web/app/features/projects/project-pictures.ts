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

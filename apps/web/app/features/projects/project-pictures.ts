import { pickContentPicture } from '../../lib/content-asset.ts';
import type { PictureData } from '../../lib/picture-data.ts';

// Cards are at most ~560 CSS px wide; 480/960 covers one- and two-x screens without waste.
const pictures = import.meta.glob(
  '../../../../../content/assets/projects/**/*.{png,jpg,jpeg,webp,avif}',
  {
    eager: true,
    import: 'default',
    query: { w: '480;960', format: 'avif;webp', as: 'picture' },
  },
);

export function projectPicture(contentPath: string): PictureData {
  return pickContentPicture(pictures, contentPath);
}

/** A screenshot's rendered width: a full-width card on phones, half the grid from 768 px. */
export const screenshotSizes = '(min-width: 1152px) 560px, (min-width: 768px) 46vw, 92vw';

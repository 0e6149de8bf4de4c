import { isPictureData } from '../../components/responsive-picture.tsx';
import type { PictureData } from '../../components/responsive-picture.tsx';
import { pickContentAsset } from '../../lib/content-asset.ts';

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
  const picture = pickContentAsset(pictures, contentPath);
  if (!isPictureData(picture)) throw new Error(`content/${contentPath} did not load as a picture`);
  return picture;
}

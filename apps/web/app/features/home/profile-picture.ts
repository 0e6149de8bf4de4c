import { identity } from '@portfolio/content/identity';
import { isPictureData } from '../../components/responsive-picture.tsx';
import type { PictureData } from '../../components/responsive-picture.tsx';
import { pickContentAsset } from '../../lib/content-asset.ts';

const pictures = import.meta.glob('../../../../../content/assets/*.{png,jpg,jpeg,webp,avif}', {
  eager: true,
  import: 'default',
  query: { w: '256;384;512;768', format: 'avif;webp', as: 'picture' },
});

function loadProfilePicture(): PictureData {
  const picture = pickContentAsset(pictures, identity.photo.src);
  if (!isPictureData(picture))
    throw new Error(`content/${identity.photo.src} did not load as a picture`);
  return picture;
}

export const profilePicture = loadProfilePicture();

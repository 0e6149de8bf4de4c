import { identity } from '@portfolio/content/identity';
import { pickContentPicture } from '../../lib/content-asset.ts';

const pictures = import.meta.glob('../../../../../content/assets/*.{png,jpg,jpeg,webp,avif}', {
  eager: true,
  import: 'default',
  query: { w: '256;384;512;768', format: 'avif;webp', as: 'picture' },
});

export const profilePicture = pickContentPicture(pictures, identity.photo.src);

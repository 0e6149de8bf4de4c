import { identity } from '@portfolio/content/identity';
import { pickContentPicture } from '../../lib/content-asset.ts';

const pictures = import.meta.glob('../../../../../content/assets/*.{png,jpg,jpeg,webp,avif}', {
  eager: true,
  import: 'default',
  query: { w: '256;384;512;768', format: 'avif;webp', as: 'picture' },
});

export const profilePicture = pickContentPicture(pictures, identity.photo.src);

/** The portrait's rendered width: the hero's column is 18rem on phones and 24rem from `sm` up. */
export const profilePictureSizes = '(min-width: 640px) 384px, 288px';

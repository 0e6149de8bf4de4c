import { identity } from '@portfolio/content/identity';
import pictures from 'virtual:content-assets/profilePictures';
import { pickContentPicture } from '../../lib/content-asset.ts';

export const profilePicture = pickContentPicture(pictures, identity.photo.src);

/** The portrait's rendered width: the hero's column is 18rem on phones and 24rem from `sm` up. */
export const profilePictureSizes = '(min-width: 640px) 384px, 288px';

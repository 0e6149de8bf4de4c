import type { HtmlLinkDescriptor, LinkDescriptor } from 'react-router';
import type { PictureData } from './picture-data.ts';

/**
 * A `links` entry that fetches a page's largest above-the-fold picture from the <head>, at high
 * priority, before the parser reaches the <img>. A <picture> leaves the format to the browser, so
 * React cannot preload it by itself; the preload names the first format (AVIF), which every
 * browser that honours `imagesrcset` preloads also decodes.
 */
export function picturePreload(picture: PictureData, sizes: string): LinkDescriptor {
  const [format, srcSet] = Object.entries(picture.sources)[0] ?? ['', picture.img.src];
  // React Router passes every property through to the <link>; its types just predate fetchPriority.
  const preload: HtmlLinkDescriptor & { fetchPriority: 'high' } = {
    rel: 'preload',
    as: 'image',
    imageSrcSet: srcSet,
    imageSizes: sizes,
    ...(format === '' ? {} : { type: `image/${format}` }),
    fetchPriority: 'high',
  };
  return preload;
}

import type { PictureData } from '../lib/picture-data.ts';

/** `sizes` goes on the sources, which carry the srcsets; the fallback <img> has none to choose from. */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  picture: PictureData;
  alt: string;
  sizes: string;
  /** The page's largest above-the-fold image: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}

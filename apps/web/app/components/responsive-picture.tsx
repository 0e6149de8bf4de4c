import type { PictureData } from '../lib/picture-data.ts';

/**
 * How a picture loads: `first`, the page's largest paint (fetched first, never lazy, drawn at
 * once); `eager`, in view at once on some screen but not the largest paint, so fetched at once yet
 * after the first (low priority: it never competes with it); `lazy`, as it nears the view.
 */
export type PictureLoad = 'first' | 'eager' | 'lazy';

/** `sizes` goes on the sources, which carry the srcsets; the fallback <img> has none to choose from. */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  load = 'lazy',
  className,
}: {
  picture: PictureData;
  alt: string;
  sizes: string;
  load?: PictureLoad;
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
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={load === 'first' ? 'high' : load === 'eager' ? 'low' : 'auto'}
        decoding={load === 'first' ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}

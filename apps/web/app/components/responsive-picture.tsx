/** What vite-imagetools returns for `as=picture`: one srcset per format plus a fallback <img>. */
export interface PictureData {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

export function isPictureData(value: unknown): value is PictureData {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PictureData>;
  return (
    typeof candidate.sources === 'object' &&
    typeof candidate.img?.src === 'string' &&
    typeof candidate.img.w === 'number' &&
    typeof candidate.img.h === 'number'
  );
}

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
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}

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

// Types for the font tools the build and its tests use; none of them ships its own.

declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      /** Each axis pinned to a value, or cut to a range of it. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Buffer, to: 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
}

// Types for madge (it ships none): the part scripts/import-circles.test.ts uses.
declare module 'madge' {
  interface MadgeResult {
    /** Each circle, as the files it passes through. */
    circular(): string[][];
    obj(): Record<string, string[]>;
  }
  export default function madge(
    paths: string | string[],
    config?: {
      baseDir?: string;
      fileExtensions?: string[];
      excludeRegExp?: RegExp[];
      tsConfig?: string;
    },
  ): Promise<MadgeResult>;
}

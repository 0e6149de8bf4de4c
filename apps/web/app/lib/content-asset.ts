import { isPictureData } from './picture-data.ts';
import type { PictureData } from './picture-data.ts';

/**
 * Finds the module Vite produced for a content/ asset path such as "assets/profile.png".
 * `modules` comes from an eager import.meta.glob over content/assets, keyed by relative path.
 */
export function pickContentAsset<T>(modules: Record<string, T>, contentPath: string): T {
  const suffix = `/content/${contentPath}`;
  const key = Object.keys(modules).find((candidate) => candidate.endsWith(suffix));
  const found = key === undefined ? undefined : modules[key];
  if (found === undefined) throw new Error(`content asset not found: content/${contentPath}`);
  return found;
}

/** The responsive picture vite-imagetools made for a content/ image path. */
export function pickContentPicture(
  modules: Record<string, unknown>,
  contentPath: string,
): PictureData {
  const picture = pickContentAsset(modules, contentPath);
  if (!isPictureData(picture)) throw new Error(`content/${contentPath} did not load as a picture`);
  return picture;
}

import { isPictureData } from './picture-data.ts';
import type { PictureData } from './picture-data.ts';

/**
 * The built form of a content/ file such as "assets/profile.png", from a map the build makes of
 * exactly the files content/ refers to (apps/web/scripts/content-assets-plugin.ts).
 */
export function pickContentAsset<T>(modules: Record<string, T>, contentPath: string): T {
  const found = modules[contentPath];
  if (found === undefined) throw new Error(`content asset not built: content/${contentPath}`);
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

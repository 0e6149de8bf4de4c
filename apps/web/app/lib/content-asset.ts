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

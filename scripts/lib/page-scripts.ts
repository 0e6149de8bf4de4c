// Which islands a built page holds, read from its HTML (apps/web/app/islands/island.tsx writes
// each as a container with its name and when it wakes).
export function pageIslands(html: string): { name: string; load: string }[] {
  return [...html.matchAll(/<div\b[^>]*\bdata-island="([\w-]+)"[^>]*\bdata-load="([\w-]+)"/g)].map(
    (match) => ({ name: match[1] ?? '', load: match[2] ?? '' }),
  );
}

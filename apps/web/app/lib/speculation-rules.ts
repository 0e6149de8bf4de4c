/**
 * The rules by which the browser prefetches a page of the site when the visitor shows intent (a
 * hover, a press), where it can: an inline <script type="speculationrules"> in every page
 * (root.tsx), allowed by its hash (vite.config.ts).
 */
export function speculationRules(basePath: string): string {
  return JSON.stringify({
    prefetch: [{ where: { href_matches: `${basePath}*` }, eagerness: 'moderate' }],
  });
}

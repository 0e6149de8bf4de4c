import { createHash } from 'node:crypto';

/** A <script> element with its attributes and body, as React and React Router write them. */
export const scriptTag =
  /<script(?<attrs>(?:\s+[\w-]+(?:="[^"]*")?)*)\s*>(?<body>[\s\S]*?)<\/script>/gi;
export const scriptType = (attrs: string) =>
  (/\stype="(?<type>[^"]*)"/i.exec(attrs)?.groups?.type ?? '').toLowerCase();
/** JSON-LD and other data blocks never run, and CSP does not apply to them; speculation rules it does. */
export const isDataBlock = (attrs: string) =>
  !['', 'module', 'text/javascript', 'speculationrules'].includes(scriptType(attrs));
export const hasSrc = (attrs: string) => /\ssrc=/i.test(attrs);
const runs = (attrs: string) => !hasSrc(attrs) && !isDataBlock(attrs);

/**
 * The CSP hash source (`'sha256-…'`) of every inline script a page runs, in page order, each
 * once: the theme's script and the prefetch rules (root.tsx). A policy listing them
 * runs exactly these scripts and no other inline code.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(scriptTag)]
    .filter((match) => runs(match.groups?.attrs ?? ''))
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match.groups?.body ?? '', 'utf8')
          .digest('base64')}'`,
    );
  return [...new Set(hashes)];
}

import { createHash } from 'node:crypto';

export interface ExternalizedPage {
  html: string;
  /** New files to write under the client build, keyed by path relative to its root (e.g. "assets/inline-ab12.js"). */
  files: Map<string, string>;
}

const inlineScript = /<script(?<attrs>(?:\s+[\w-]+(?:="[^"]*")?)*)\s*>(?<body>[\s\S]*?)<\/script>/g;

/**
 * Moves every inline <script> of a prerendered page into a content-hashed file, in place and with
 * its attributes, so the page runs under `script-src 'self'` with no inline script allowed.
 * Classic scripts stay classic (parser-blocking, in document order); modules stay modules.
 */
export function externalizeInlineScripts(html: string, assetsDir = 'assets'): ExternalizedPage {
  const files = new Map<string, string>();
  const rewritten = html.replace(inlineScript, (whole, ...rest: unknown[]) => {
    const groups = rest.at(-1) as { attrs?: string; body?: string };
    const body = groups.body ?? '';
    // React 19 treats `<script async src>` as a hoistable resource and skips it while hydrating,
    // which misaligns the tree. Module scripts are deferred anyway, so async buys nothing here.
    const attrs = (groups.attrs ?? '').replace(/\s+async(="[^"]*")?/, '');
    if (/\ssrc=/.test(attrs) || body.trim() === '') return whole;
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    const path = `${assetsDir}/inline-${hash}.js`;
    files.set(path, body);
    return `<script${attrs} src="/${path}"></script>`;
  });
  return { html: rewritten, files };
}

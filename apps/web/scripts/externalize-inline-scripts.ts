import { createHash } from 'node:crypto';
import { FrameworkOutputChanged } from './framework-output.ts';

export interface ExternalizedPage {
  html: string;
  /** New files to write under the client build, keyed by path relative to its root (e.g. "assets/inline-ab12.js"). */
  files: Map<string, string>;
}

const scriptTag = /<script(?<attrs>(?:\s+[\w-]+(?:="[^"]*")?)*)\s*>(?<body>[\s\S]*?)<\/script>/g;

interface Tag {
  whole: string;
  attrs: string;
  body: string;
  start: number;
}

const typeOf = (attrs: string) => /\stype="(?<type>[^"]*)"/.exec(attrs)?.groups?.type ?? '';
const isModule = (attrs: string) => typeOf(attrs) === 'module';
/** JSON-LD and other data blocks never run, CSP does not apply to them, and crawlers read them inline. */
const isData = (attrs: string) => !['', 'module', 'text/javascript'].includes(typeOf(attrs));
const hasSrc = (attrs: string) => /\ssrc=/.test(attrs);

/**
 * Moves every inline <script> of a prerendered page into a content-hashed file, so the page runs
 * under `script-src 'self'` with no inline script allowed.
 *
 * React Router and React emit several small classic scripts (router context, streamed data, the
 * boundary-reveal helpers). Each would be its own parser-blocking request, one round trip after
 * another on a phone network, so a run of them becomes one file at the place of the last. That is
 * safe because each only touches what comes before it and the module script, which reads their
 * globals, runs after parsing anyway. The earlier tags stay as empty scripts (which never run, not
 * even as blocked inline code) so the DOM React hydrates keeps its shape. A classic script that
 * already has a `src` ends a run, keeping execution order.
 */
export function externalizeInlineScripts(
  html: string,
  assetsDir = 'assets',
  where?: string,
): ExternalizedPage {
  const files = new Map<string, string>();
  const fileFor = (body: string) => {
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    const path = `${assetsDir}/inline-${hash}.js`;
    files.set(path, body);
    return `/${path}`;
  };

  const tags: Tag[] = [...html.matchAll(scriptTag)].map((match) => ({
    whole: match[0],
    // React 19 treats `<script async src>` as a hoistable resource and skips it while hydrating,
    // which misaligns the tree. Module scripts are deferred anyway, so async buys nothing here.
    attrs: (match.groups?.attrs ?? '').replace(/\s+async(="[^"]*")?/, ''),
    body: match.groups?.body ?? '',
    start: match.index,
  }));

  const replacements = new Map<Tag, string>();
  let run: Tag[] = [];
  const closeRun = () => {
    const last = run.at(-1);
    if (last === undefined) return;
    for (const tag of run.slice(0, -1)) replacements.set(tag, `<script${tag.attrs}></script>`);
    const body = run.map((tag) => tag.body.trim().replace(/;?$/, ';')).join('\n');
    replacements.set(last, `<script${last.attrs} src="${fileFor(body)}"></script>`);
    run = [];
  };
  for (const tag of tags) {
    if (isData(tag.attrs)) {
      // Left in place.
    } else if (hasSrc(tag.attrs)) {
      if (!isModule(tag.attrs)) closeRun();
    } else if (tag.body.trim() === '') {
      // Nothing to run and nothing to move.
    } else if (isModule(tag.attrs)) {
      replacements.set(tag, `<script${tag.attrs} src="${fileFor(tag.body)}"></script>`);
    } else {
      run.push(tag);
    }
  }
  closeRun();
  if (![...replacements.keys()].some((tag) => isModule(tag.attrs)))
    throw new FrameworkOutputChanged(
      'externalize-inline-scripts',
      'no inline module script (the bootstrap) to move into a file',
      where,
    );

  let out = '';
  let cursor = 0;
  for (const tag of tags) {
    const replacement = replacements.get(tag);
    if (replacement === undefined) continue;
    out += html.slice(cursor, tag.start) + replacement;
    cursor = tag.start + tag.whole.length;
  }
  return { html: out + html.slice(cursor), files };
}

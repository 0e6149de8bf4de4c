import { createHash } from 'node:crypto';
import { hasSrc, isDataBlock, scriptTag, scriptType } from '../server/inline-script-hashes.ts';
import { FrameworkOutputChanged } from './framework-output.ts';

export interface ExternalizedPage {
  html: string;
  /** New files to write under the client build, keyed by path relative to its root (e.g. "assets/inline-ab12.js"). */
  files: Map<string, string>;
}

interface Tag {
  whole: string;
  attrs: string;
  body: string;
  start: number;
}

const isModule = (attrs: string) => scriptType(attrs) === 'module';
/** Ours, marked to stay inline: it must run before the first paint (the theme, root.tsx). */
const runsBeforePaint = (attrs: string) => /\sdata-before-paint\b/i.test(attrs);

/**
 * Moves every inline <script> of a prerendered page into a content-hashed file, so the page runs
 * under `script-src 'self'` with no inline script allowed.
 *
 * React Router and React emit several small classic scripts (router context, streamed data, the
 * boundary-reveal helpers). Each would be its own request, one round trip after another on a phone
 * network, so a run of them becomes one file. When nothing that runs after parsing (a module or
 * deferred script) comes before the run, the file takes the place of the run's first script with
 * `defer`: it still runs before the module scripts, which read its globals, and after the whole
 * document is parsed, so the DOM it touches exists and it never stops the parser. (A script that
 * stops the parser at the end of the body makes the browser paint what it has, then style the whole
 * page again once parsing resumes: one long task after first paint.) Otherwise the file takes the
 * place of the run's last script and runs where the run did. The other tags stay as empty scripts
 * (which never run, not even as blocked inline code) so the DOM React hydrates keeps its shape. A
 * classic script that already has a `src` ends a run, keeping execution order, and so does one of
 * ours marked `data-before-paint`, which stays inline (allowed by its hash in the policy): a file
 * would cost a round trip before the first paint.
 */
export function externalizeInlineScripts(
  html: string,
  assetsDir = 'assets',
  where?: string,
  /** The path the site is served under (Vite's `base`); the files' URLs start with it. */
  base = '/',
): ExternalizedPage {
  const files = new Map<string, string>();
  const fileFor = (body: string) => {
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    const path = `${assetsDir}/inline-${hash}.js`;
    files.set(path, body);
    return `${base}${path}`;
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
  // Whether a script that runs after parsing has come before the current run began.
  let afterParsingSeen = false;
  let runDeferrable = false;
  const closeRun = () => {
    const first = run[0];
    const last = run.at(-1);
    if (first === undefined || last === undefined) return;
    const host = runDeferrable ? first : last;
    for (const tag of run) if (tag !== host) replacements.set(tag, `<script${tag.attrs}></script>`);
    const body = run.map((tag) => tag.body.trim().replace(/;?$/, ';')).join('\n');
    replacements.set(
      host,
      `<script${host.attrs}${runDeferrable ? ' defer' : ''} src="${fileFor(body)}"></script>`,
    );
    run = [];
  };
  for (const tag of tags) {
    if (isDataBlock(tag.attrs)) {
      // Left in place.
    } else if (runsBeforePaint(tag.attrs) && !hasSrc(tag.attrs) && !isModule(tag.attrs)) {
      closeRun();
    } else if (hasSrc(tag.attrs)) {
      if (isModule(tag.attrs) || /\sdefer\b/i.test(tag.attrs)) afterParsingSeen = true;
      else closeRun();
    } else if (tag.body.trim() === '') {
      // Nothing to run and nothing to move.
    } else if (isModule(tag.attrs)) {
      replacements.set(tag, `<script${tag.attrs} src="${fileFor(tag.body)}"></script>`);
      afterParsingSeen = true;
    } else {
      if (run.length === 0) runDeferrable = !afterParsingSeen;
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

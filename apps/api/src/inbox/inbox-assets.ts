// The inbox's stylesheet and its one script, served by the API under content-hashed names (so
// they can be cached for good). The script is a TypeScript module bundled with its library by
// esbuild the first time it is asked for.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface Asset {
  /** `inbox.3f2a9c1b.css`: the name carries the content's hash. */
  name: string;
  type: string;
  body: string;
}

const hashOf = (body: string): string =>
  createHash('sha256').update(body).digest('hex').slice(0, 12);

const stylesheetFile = fileURLToPath(new URL('inbox.css', import.meta.url));
const scriptEntry = fileURLToPath(new URL('client/passkey-buttons.ts', import.meta.url));

export function stylesheet(): Asset {
  const body = readFileSync(stylesheetFile, 'utf8');
  return { name: `inbox.${hashOf(body)}.css`, type: 'text/css; charset=utf-8', body };
}

export async function passkeyScript(): Promise<Asset> {
  const result = await build({
    entryPoints: [scriptEntry],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  const body = result.outputFiles[0]?.text;
  if (body === undefined) throw new Error('esbuild produced no inbox script');
  return { name: `inbox.${hashOf(body)}.js`, type: 'text/javascript; charset=utf-8', body };
}

export interface InboxAssets {
  css: Asset;
  js: Asset;
}

let loaded: Promise<InboxAssets> | undefined;

/** Built once per process; a failed build is retried on the next request. */
export function inboxAssets(): Promise<InboxAssets> {
  loaded ??= passkeyScript().then(
    (js) => ({ css: stylesheet(), js }),
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

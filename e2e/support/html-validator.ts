// The W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run with the machine's Java), the
// validator behind validator.w3.org/nu. One JVM checks every document given.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

export interface HtmlError {
  document: string;
  line: number | undefined;
  message: string;
  extract: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The checker (vnu-jar 26.9.27) predates `<link rel="expect" blocking="render">`, which the HTML
 * standard allows (html.spec.whatwg.org, "link-type-expect"): it reports `blocking` as allowed on
 * stylesheets only. That one message, on an expect link, is not an error.
 */
function outdated(message: VnuMessage): boolean {
  return (
    message.message.startsWith('A “link” element with a “blocking” attribute') &&
    (message.extract ?? '').includes('<link rel="expect"')
  );
}

/** Every error the checker finds in the files (warnings and notes left out). */
export async function htmlErrors(files: readonly string[]): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  const output = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: unknown) => {
    throw new Error(
      `The Nu HTML Checker did not run (is Java installed? apt-get install -y default-jre-headless): ${String(error)}`,
    );
  });
  const { messages } = JSON.parse(output.stderr) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .filter((message) => !outdated(message))
    .map((message) => ({
      document: message.url?.replace(/^file:/, '') ?? '',
      line: message.lastLine,
      message: message.message,
      extract: message.extract ?? '',
    }));
}

/** Checks HTML held in memory (a live page's DOM), each named for the report. */
export async function htmlErrorsIn(documents: Record<string, string>): Promise<HtmlError[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'nu-check-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(folder, `${index}-${name.replace(/[^\w-]+/g, '_') || 'home'}.html`);
      writeFileSync(file, html);
      return file;
    });
    return await htmlErrors(files);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

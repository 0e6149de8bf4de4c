// The README and docs/ hold: every relative link and anchor leads somewhere, every `npm run`
// command they quote is in package.json, the JavaScript budget they quote is the one `npm run
// budget` holds, and the README stays a five-minute read (at most 200 lines, none wider than 120
// characters outside a code block), and every picture they show an owner how to write is one the
// content check accepts.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentImagePath } from '@portfolio/content-model/markdown-images';
import { budget } from './lib/budget.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const pages = [
  path.join(root, 'README.md'),
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join(root, 'docs', file)),
];

/** The text outside fenced code blocks, line by line (a fence's lines are blank). */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's anchor for each heading of a Markdown file. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of prose(readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${String(count)}`);
  }
  return anchors;
}

describe('the README and docs/', () => {
  it('link only to files and anchors that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const lines = prose(readFileSync(page, 'utf8'));
      lines.forEach((line, index) => {
        // Inline code is not a link.
        const text = line.replace(/`[^`]*`/g, '');
        for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
          const target = match[1] ?? '';
          if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
          const [file = '', anchor] = target.split('#');
          const resolved = file === '' ? page : path.resolve(path.dirname(page), file);
          const where = `${path.relative(root, page)}:${String(index + 1)} → ${target}`;
          if (!existsSync(resolved)) {
            broken.push(`${where} (no such file)`);
            continue;
          }
          if (
            anchor !== undefined &&
            (statSync(resolved).isDirectory() ||
              !resolved.endsWith('.md') ||
              !anchorsOf(resolved).has(anchor))
          )
            broken.push(`${where} (no such heading)`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('quote only commands that package.json has', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const missing: string[] = [];
    for (const page of pages)
      for (const match of readFileSync(page, 'utf8').matchAll(
        /\bnpm (?:run(?: --silent)? ([\w:-]+)|(start|test))\b/g,
      )) {
        const name = match[1] ?? match[2] ?? '';
        if (!(name in scripts)) missing.push(`${path.relative(root, page)}: npm run ${name}`);
      }
    expect(missing).toEqual([]);
  });

  it('quote the JavaScript budget as `npm run budget` holds it', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const quoted = [...readme.matchAll(/a script of at most ([\d.]+) KiB/g)].map((match) =>
      Number(match[1]),
    );
    expect(quoted).toEqual([budget.firstJsGzipKiB]);
    const performance = readFileSync(
      path.join(root, 'docs', 'performance-and-reliability.md'),
      'utf8',
    );
    expect(performance).toContain(
      `**${String(budget.firstJsGzipKiB)} KiB before any interaction, ${String(budget.islandsJsGzipKiB)} KiB with a page's islands awake`,
    );
  });

  it('keep the README to 200 lines, none wider than 120 characters outside code', () => {
    const text = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    const wide = prose(text).filter((line) => line.length > 120);
    expect(wide).toEqual([]);
  });
});

describe('the pictures the docs show how to write', () => {
  it('are written as the content check accepts them', () => {
    const examples = pages.flatMap((page) =>
      [...readFileSync(page, 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]*assets\/[^)\s]*)\)/g)].map(
        ([, url = '']) => ({ page: path.relative(root, page), url: url.replace('…', 'file.webp') }),
      ),
    );
    expect(examples.length).toBeGreaterThan(0);
    for (const { page, url } of examples)
      expect(contentImagePath(url), `${page}: ${url}`).toBeDefined();
  });
});

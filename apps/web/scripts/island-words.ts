// The sections of the site's words (content/copy.ts) the browser needs: those the islands read.
// Every other page's words are written into its HTML at build time, so the browser's copy module
// (island-words-plugin.ts) holds only these, and a new section for a page (the newsletter's form,
// say) costs the islands nothing. Found by reading the islands' own code and what it imports
// within app/: a use of `copy.<section>` keeps that section; any other use of `copy` (passed
// whole, indexed) keeps them all, so a use this cannot follow errs on the side of bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const copyImport = /import\s*\{([^}]*)\}\s*from\s*['"]@portfolio\/content\/copy['"]\s*;?/g;
const relativeImport = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Comments out of the way (a comment may name "the copy's words"). Strings are left alone. */
const withoutComments = (code: string): string =>
  code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');

/** The local names `copy` is imported as in `code` (`copy`, or an alias). */
function copyNames(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(copyImport))
    for (const part of (match[1] ?? '').split(',')) {
      const [imported, local] = part.trim().split(/\s+as\s+/);
      if (imported === 'copy') names.push((local ?? imported).trim());
    }
  return names;
}

/**
 * The sections `files` and everything they import within the app read, or 'all' when some use
 * cannot be followed.
 */
export function copySectionsRead(
  files: readonly string[],
  read: (file: string) => string | undefined = (file) =>
    existsSync(file) ? readFileSync(file, 'utf8') : undefined,
): Set<string> | 'all' {
  const sections = new Set<string>();
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = read(file);
    if (source === undefined) continue;
    const code = withoutComments(source);
    for (const match of code.matchAll(relativeImport)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      if (/\.tsx?$/.test(target)) queue.push(target);
    }
    const names = copyNames(code);
    if (names.length === 0) continue;
    const body = code.replace(copyImport, ' ');
    for (const name of names) {
      const uses = body.matchAll(
        new RegExp(`(?<![\\w$.])${name}(?![\\w$])(\\??\\.([A-Za-z_$][\\w$]*))?`, 'g'),
      );
      for (const use of uses) {
        const section = use[2];
        if (section === undefined) return 'all';
        sections.add(section);
      }
    }
  }
  return sections;
}

/** `copy` with only `sections` (every section for 'all'). */
export function pickSections(copy: Record<string, unknown>, sections: Set<string> | 'all') {
  return sections === 'all'
    ? copy
    : Object.fromEntries(Object.entries(copy).filter(([section]) => sections.has(section)));
}

// Pages of the owner's own: content/pages/<slug>.md becomes /<slug> (for /uses, /now, /talks).
// Markdown after a front matter of `title` and `description`; read at build time only (Node),
// checked like the rest of content/, each mistake named by file and field.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { routePaths } from './navigation-schema.ts';
import { slugPattern } from './project-slug.ts';
import { text } from './shared-schema.ts';

export interface MarkdownPage {
  slug: string;
  /** Its address: /<slug>. */
  path: string;
  /** Where it came from, as errors name it: content/pages/uses.md. */
  file: string;
  title: string;
  description: string;
  /** The Markdown after the front matter. */
  body: string;
}

// Found through the package, not this file's own address: the build bundles this module into its
// server code, which runs from the build's folder.
export const pagesDirectory = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@portfolio/content/navigation')),
  'pages',
);

const frontMatterSchema = z.strictObject({ title: text, description: text });

/** Addresses the site answers already, or keeps for what it may answer later. */
export const reservedSlugs: ReadonlySet<string> = new Set([
  ...routePaths.filter((path) => path !== '/').map((path) => path.slice(1)),
  'resume',
  'resume.json',
  'sitemap.xml',
  'robots.txt',
  '404',
  'blog',
  'search',
  'assets',
  'rss.xml',
  'atom.xml',
  'feed.json',
]);

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** One file's page, or what is wrong with it. */
export function parseMarkdownPage(
  file: string,
  source: string,
): { page: MarkdownPage } | { problems: string[] } {
  const name = file.split('/').pop() ?? file;
  const slug = name.replace(/\.md$/, '');
  const problems: string[] = [];
  if (!slugPattern.test(slug))
    problems.push(
      `${file}: the file name must be a slug of lowercase letters, digits and hyphens, such as uses.md or now-2024.md`,
    );
  else if (reservedSlugs.has(slug))
    problems.push(`${file}: /${slug} is a page the site already has; name the file otherwise`);
  const match = frontMatter.exec(source);
  if (match === null)
    return {
      problems: [
        ...problems,
        `${file}: must start with a front matter: a line "---", title: and description:, then "---"`,
      ],
    };
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problems: [...problems, `${file}: the front matter is not valid YAML (${reason})`] };
  }
  const result = frontMatterSchema.safeParse(data ?? {});
  if (!result.success)
    for (const issue of result.error.issues)
      problems.push(
        issue.code === 'unrecognized_keys'
          ? `${file}: ${issue.keys.join(', ')}: not a field of a page (title and description are)`
          : `${file}: ${issue.path.join('.') || 'front matter'}: ${issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message}`,
      );
  const body = (match[2] ?? '').trim();
  if (body === '') problems.push(`${file}: the page has no text after its front matter`);
  if (problems.length > 0 || !result.success) return { problems };
  return { page: { slug, path: `/${slug}`, file, body, ...result.data } };
}

/** Every page in content/pages/, in file-name order, and every problem found on the way. */
export function readMarkdownPages(directory: string = pagesDirectory): {
  pages: MarkdownPage[];
  problems: string[];
} {
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith('.md'));
  } catch {
    return { pages: [], problems: [] };
  }
  const pages: MarkdownPage[] = [];
  const problems: string[] = [];
  for (const name of names.sort()) {
    const file = `content/pages/${name}`;
    const parsed = parseMarkdownPage(file, readFileSync(path.join(directory, name), 'utf8'));
    if ('page' in parsed) pages.push(parsed.page);
    else problems.push(...parsed.problems);
  }
  return { pages, problems };
}

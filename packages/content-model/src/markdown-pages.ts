// Pages of the owner's own: content/pages/<slug>.md becomes /<slug> (for /uses, /now, /talks).
// Markdown after a front matter of `title` and `description`; read at build time only (Node),
// checked like the rest of content/, each mistake named by file and field.
import path from 'node:path';
import { z } from 'zod';
import { contentDirectory } from './content-directory.ts';
import { readFrontMatter, readMarkdownFolder, slugOfFile } from './front-matter.ts';
import { routePaths } from './navigation-schema.ts';
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
  /** Whether a table of contents lists its headings, when it has three or more (`toc: false`: never). */
  toc: boolean;
}

export const pagesDirectory = path.join(contentDirectory, 'pages');

const frontMatterSchema = z.strictObject({
  title: text,
  description: text,
  toc: z.boolean({ error: 'must be true or false' }).default(true),
});

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

/** One file's page, or what is wrong with it. */
export function parseMarkdownPage(
  file: string,
  source: string,
): { page: MarkdownPage } | { problems: string[] } {
  const { slug, problem } = slugOfFile(file, 'uses.md or now-2024.md');
  const problems: string[] = [];
  if (problem !== undefined) problems.push(problem);
  else if (reservedSlugs.has(slug))
    problems.push(`${file}: /${slug} is a page the site already has; name the file otherwise`);
  const read = readFrontMatter(
    file,
    source,
    frontMatterSchema,
    'page',
    'title and description, and optionally toc',
  );
  problems.push(...read.problems);
  if (problems.length > 0 || read.data === undefined) return { problems };
  return { page: { slug, path: `/${slug}`, file, body: read.body, ...read.data } };
}

/** Every page in content/pages/, in file-name order, and every problem found on the way. */
export function readMarkdownPages(directory: string = pagesDirectory): {
  pages: MarkdownPage[];
  problems: string[];
} {
  const { values, problems } = readMarkdownFolder(directory, 'pages', (file, source) => {
    const parsed = parseMarkdownPage(file, source);
    return 'page' in parsed ? { value: parsed.page } : parsed;
  });
  return { pages: values, problems };
}

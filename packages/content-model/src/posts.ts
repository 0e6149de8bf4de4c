// Posts: content/posts/<slug>.md becomes /blog/<slug>. Markdown after a front matter of title, date,
// description and tags (optional updated, draft, cover), read at build time only (Node) and checked
// like the rest of content/, each mistake named by file and field. A draft is shown by the
// development server only: never built, listed, fed or indexed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentDirectory } from './content-directory.ts';
import { postPath, tagPath } from './blog-paths.ts';
import { seriesSlug } from './series-slug.ts';
import { readFrontMatter, readMarkdownFolder, slugOfFile } from './front-matter.ts';
import { slugPattern } from './project-slug.ts';
import { text } from './shared-schema.ts';

export interface Post {
  slug: string;
  /** Its address: /blog/<slug>. */
  path: string;
  /** Where it came from, as errors name it: content/posts/hello.md. */
  file: string;
  title: string;
  description: string;
  /** The day it was published, YYYY-MM-DD. */
  date: string;
  /** The day it last changed, when it did after publication. */
  updated?: string | undefined;
  /** Tag slugs, in the author's order: each has its page at /blog/tags/<tag>. */
  tags: string[];
  draft: boolean;
  /** A picture in content/assets/ its sharing card is drawn over. */
  cover?: string | undefined;
  /** The Markdown after the front matter. */
  body: string;
  /** Minutes to read at 220 words a minute, at least one. */
  readingMinutes: number;
  /** Whether a table of contents lists its headings, when it has three or more (`toc: false`: never). */
  toc: boolean;
  /** The series it is a part of, by name (a translation may give the name in its language). */
  series?: string | undefined;
  /** The series' address, from its name in the default language: /blog/series/<slug>. */
  seriesSlug?: string | undefined;
  /** Its place in the series: parts are read in this order (then by date). */
  seriesOrder?: number | undefined;
}

export const postsDirectory = path.join(contentDirectory, 'posts');

/** The first and only path segment of a tag's page: lowercase words joined by hyphens. */
const tag = z
  .string()
  .regex(
    slugPattern,
    'must be lowercase letters, digits and hyphens, such as react or web-performance',
  );

const day = z.iso.date({ error: 'must be a day written YYYY-MM-DD, such as 2024-06-29' });

const frontMatterSchema = z
  .strictObject({
    title: text,
    description: text,
    // YAML reads an unquoted 2024-06-29 as a string under its core schema: checked as one.
    date: day,
    updated: day.optional(),
    tags: z
      .array(tag)
      .min(1, 'must list at least one tag')
      .refine((tags) => new Set(tags).size === tags.length, {
        error: 'each tag may appear once',
      }),
    draft: z.boolean().default(false),
    toc: z.boolean({ error: 'must be true or false' }).default(true),
    series: text
      .refine((name) => seriesSlug(name) !== '', {
        error: 'must hold a letter or a digit, such as Building a booking API',
      })
      .optional(),
    seriesOrder: z
      .number({ error: 'must be a whole number, such as 2' })
      .int('must be a whole number, such as 2')
      .positive('must be 1 or more')
      .optional(),
    // Checked to exist by the content check (postCoverProblems), not here: this module is also
    // bundled into the build's server code, where a path test against this file would misfire.
    cover: z
      .string()
      .regex(
        /^assets\/[\w./-]+\.(png|jpg|jpeg|webp|avif)$/,
        'must be a path like "assets/…" ending in .png, .jpg, .jpeg, .webp or .avif',
      )
      .optional(),
  })
  .refine((post) => post.updated === undefined || post.updated >= post.date, {
    error: 'must not be before date',
    path: ['updated'],
  })
  .refine((post) => post.seriesOrder === undefined || post.series !== undefined, {
    error: 'needs series: the name of the series this is a part of',
    path: ['seriesOrder'],
  });

const fields =
  'title, date, description and tags, and optionally updated, draft, cover, toc, series and seriesOrder';

const wordsPerMinute = 220;

/** Minutes to read a Markdown text: its words (code counted as words too) at 220 a minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** One file's post, or what is wrong with it. */
export function parsePost(file: string, source: string): { post: Post } | { problems: string[] } {
  const { slug, problem } = slugOfFile(file, 'hello-world.md');
  const problems: string[] = [];
  if (problem !== undefined) problems.push(problem);
  else if (slug === 'tags')
    problems.push(`${file}: /blog/tags is the list of tags; name the file otherwise`);
  const read = readFrontMatter(file, source, frontMatterSchema, 'post', fields);
  problems.push(...read.problems);
  if (problems.length > 0 || read.data === undefined) return { problems };
  return {
    post: {
      slug,
      path: postPath(slug),
      file,
      body: read.body,
      readingMinutes: readingMinutes(read.body),
      ...read.data,
      ...(read.data.series === undefined ? {} : { seriesSlug: seriesSlug(read.data.series) }),
    },
  };
}

/** Newest first; on the same day, by title. */
export function newestFirst(
  a: Pick<Post, 'date' | 'title'>,
  b: Pick<Post, 'date' | 'title'>,
): number {
  return a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1;
}

/** Every post in content/posts/, newest first, and every problem found on the way. */
export function readPosts(directory: string = postsDirectory): {
  posts: Post[];
  problems: string[];
} {
  const { values, problems } = readMarkdownFolder(directory, 'posts', (file, source) => {
    const parsed = parsePost(file, source);
    return 'post' in parsed ? { value: parsed.post } : parsed;
  });
  return { posts: values.sort(newestFirst), problems };
}

/**
 * Whether drafts are shown: by the development server only. Vite sets NODE_ENV to "development"
 * for `vite dev` (which `npm run dev` runs) and to "production" for a build, before it loads the
 * route table.
 */
export const showsDrafts = (): boolean => process.env.NODE_ENV === 'development';

/** The posts a build publishes: every post that is not a draft, or all of them in development. */
export function publishedPosts(
  posts: readonly Post[],
  withDrafts: boolean = showsDrafts(),
): Post[] {
  return posts.filter((post) => withDrafts || !post.draft);
}

/** Each tag the posts carry, with its posts (newest first), in alphabetical order. */
export function tagsOf<P extends Pick<Post, 'tags'>>(
  posts: readonly P[],
): { tag: string; path: string; posts: P[] }[] {
  const byTag = new Map<string, P[]>();
  for (const post of posts)
    for (const name of post.tags) byTag.set(name, [...(byTag.get(name) ?? []), post]);
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, tagged]) => ({ tag: name, path: tagPath(name), posts: tagged }));
}

/** A post's cover that is not a file of content/assets/. */
export function postCoverProblems(post: Pick<Post, 'file' | 'cover'>): string[] {
  if (post.cover === undefined || existsSync(path.join(contentDirectory, post.cover))) return [];
  return [`${post.file}: cover: file content/${post.cover} does not exist`];
}

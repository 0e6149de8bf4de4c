// The Markdown files of content/ (pages, posts): a folder of them read in name order, each file's
// slug from its name, and its front matter (YAML between two "---" lines) checked against a
// schema, each mistake named by file and field.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { slugPattern } from './project-slug.ts';

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export type FrontMatterResult<T> =
  | { data: T; body: string; problems: string[] }
  | { data?: undefined; body?: undefined; problems: string[] };

/**
 * The checked front matter and the Markdown after it, or every problem found. `kind` names what
 * the file is ("page", "post") and `fields` what its front matter may hold, for the messages.
 */
export function readFrontMatter<T>(
  file: string,
  source: string,
  schema: z.ZodType<T>,
  kind: string,
  fields: string,
): FrontMatterResult<T> {
  const match = frontMatter.exec(source);
  if (match === null)
    return {
      problems: [`${file}: must start with a front matter: a line "---", ${fields}, then "---"`],
    };
  let raw: unknown;
  try {
    raw = parse(match[1] ?? '');
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problems: [`${file}: the front matter is not valid YAML (${reason})`] };
  }
  const problems: string[] = [];
  const result = schema.safeParse(raw ?? {});
  if (!result.success)
    for (const issue of result.error.issues)
      problems.push(
        issue.code === 'unrecognized_keys'
          ? `${file}: ${issue.keys.join(', ')}: not a field of a ${kind} (${fields} are)`
          : `${file}: ${issue.path.join('.') || 'front matter'}: ${issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message}`,
      );
  const body = (match[2] ?? '').trim();
  if (body === '') problems.push(`${file}: the ${kind} has no text after its front matter`);
  if (!result.success) return { problems };
  return { data: result.data, body, problems };
}

/** A file's slug, its name without ".md", or what is wrong with it (`example` names a good one). */
export function slugOfFile(file: string, example: string): { slug: string; problem?: string } {
  const slug = (file.split('/').pop() ?? file).replace(/\.md$/, '');
  return slugPattern.test(slug)
    ? { slug }
    : {
        slug,
        problem: `${file}: the file name must be a slug of lowercase letters, digits and hyphens, such as ${example}`,
      };
}

/**
 * Every Markdown file of content/<folder>/ (`directory` on disk), in name order, as `parse` reads
 * it, and every problem found on the way; nothing when the folder is not there.
 */
export function readMarkdownFolder<T>(
  directory: string,
  folder: string,
  parse: (file: string, source: string) => { value: T } | { problems: string[] },
): { values: T[]; problems: string[] } {
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith('.md'));
  } catch {
    return { values: [], problems: [] };
  }
  const values: T[] = [];
  const problems: string[] = [];
  for (const name of names.sort()) {
    const parsed = parse(
      `content/${folder}/${name}`,
      readFileSync(path.join(directory, name), 'utf8'),
    );
    if ('value' in parsed) values.push(parsed.value);
    else problems.push(...parsed.problems);
  }
  return { values, problems };
}

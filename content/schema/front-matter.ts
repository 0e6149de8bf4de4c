// The front matter of a Markdown file in content/ (pages, posts): YAML between two "---" lines,
// checked against a schema, each mistake named by file and field.
import { parse } from 'yaml';
import type { z } from 'zod';

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

// Posts and pages of the owner's own in a further language: content/locales/<tag>/posts/<slug>.md
// translates content/posts/<slug>.md (pages likewise), with a front matter of its own title and
// description; its date, tags, cover and draft state are the default language's post's, so the
// post keeps its address, its tags' pages and its place in every language. A post or page left
// untranslated is shown in the default language, marked so (`untranslated`).
// docs/decisions/0028-the-owners-words-translated.md
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readFrontMatter } from './front-matter.ts';
import { readingMinutes } from './posts.ts';
import { text } from './shared-schema.ts';

// A post's series, when it is a part of one, may be named in the language too; its address stays.
const translationFrontMatter = z.strictObject({
  title: text,
  description: text,
  series: text.optional(),
});

const fields =
  'title and description, and a series’ name (its date, tags, cover, draft state and place in a series are the default language’s)';

interface MarkdownEntry {
  slug: string;
  file: string;
  title: string;
  description: string;
  body: string;
}

/** An entry as a translated site shows it: translated, or the default language's, marked so. */
export type Translated<T> = T & { untranslated: boolean };

/**
 * Each entry of `folder` (posts, pages) in the language whose translation is in `directory`:
 * its translation where the folder has one, else itself marked untranslated.
 */
export function translateMarkdown<T extends MarkdownEntry>(
  entries: readonly T[],
  directory: string,
  folder: 'posts' | 'pages',
): { values: Translated<T>[]; problems: string[] } {
  const problems: string[] = [];
  const values = entries.map((entry): Translated<T> => {
    const own = path.join(directory, folder, `${entry.slug}.md`);
    if (!existsSync(own)) return { ...entry, untranslated: true };
    const file = `content/${path.relative(path.dirname(path.dirname(directory)), own)}`;
    const read = readFrontMatter(
      file,
      readFileSync(own, 'utf8'),
      translationFrontMatter,
      folder === 'posts' ? 'post' : 'page',
      fields,
    );
    if (read.data === undefined) {
      problems.push(...read.problems);
      return { ...entry, untranslated: true };
    }
    const { series, ...words } = read.data;
    if (series !== undefined && !('seriesSlug' in entry && entry.seriesSlug !== undefined))
      problems.push(`${file}: series: the default language's post is in no series to name`);
    return {
      ...entry,
      ...words,
      ...(series !== undefined && 'series' in entry ? { series } : {}),
      file,
      body: read.body,
      ...('readingMinutes' in entry ? { readingMinutes: readingMinutes(read.body) } : {}),
      untranslated: false,
    };
  });
  return { values, problems };
}

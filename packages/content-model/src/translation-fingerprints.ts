// Which translations are stale: for each text, entry, post and page a language translates, the
// fingerprint of the default language's source it was translated from, recorded in
// content/locales/<tag>/translated-from.json (committed with the content, so a fresh clone knows
// as much as the fork it came from). The content check compares each with the source as it is now
// and names every translation whose source changed since; `npm run content:translated -- <tag>`
// records the sources as they are once the translations are brought up to date.
// docs/decisions/0039-stale-translations-by-fingerprint.md
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { copyTranslationSchema } from './copy-schema.ts';
import { contentDirectory } from './content-directory.ts';
import type { SiteLanguage } from './languages.ts';
import { isPluralForms } from './plural-forms.ts';
import { tagNamesSchema } from './tag-names.ts';
import { entryKey, isRecord } from './translation.ts';
import { unwrapped } from './words-left-out.ts';
import { translatedWords } from './translation-schemas.ts';

/** The file, beside a language's translations, that records what each was translated from. */
export const fingerprintsFile = 'translated-from.json';

/** The command that records a language's sources as they are now. */
export const markCommand = (tag: string): string => `npm run content:translated -- ${tag}`;

/** A source's fingerprint: short, and the same for the same words on every machine. */
export const fingerprint = (source: string): string =>
  createHash('sha256').update(source.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);

/**
 * Each text the translation gives, by its path, with the default language's text it translates
 * (read off the schema of what it may translate, as words-left-out.ts reads what it leaves out).
 */
export function translatedSources(
  schema: z.ZodType,
  base: unknown,
  translation: unknown,
  at: readonly string[] = [],
): [string, string][] {
  const own = unwrapped(schema);
  if (translation === undefined) return [];
  if (typeof translation === 'string' || isPluralForms(translation)) {
    if (typeof base === 'string') return [[at.join('.'), base]];
    return isPluralForms(base) ? [[at.join('.'), JSON.stringify(base)]] : [];
  }
  if (own instanceof z.ZodObject && isRecord(base) && isRecord(translation))
    return Object.entries(own.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
      translatedSources(value, base[key], translation[key], [...at, key]),
    );
  if (own instanceof z.ZodRecord && Array.isArray(base) && isRecord(translation))
    return base.flatMap((entry: unknown) => {
      const key = entryKey(entry);
      return key === undefined
        ? []
        : translatedSources(own.valueType as z.ZodType, entry, translation[key], [...at, key]);
    });
  if (own instanceof z.ZodArray && Array.isArray(base) && Array.isArray(translation))
    return translation.flatMap((item: unknown, index) =>
      translatedSources(own.element as z.ZodType, base[index], item, [...at, String(index)]),
    );
  return [];
}

const markdownFiles = (directory: string): string[] =>
  existsSync(directory) ? readdirSync(directory).filter((name) => name.endsWith('.md')) : [];

async function exportsOf(file: string): Promise<Record<string, unknown>> {
  return existsSync(file)
    ? ((await import(pathToFileURL(file).href)) as Record<string, unknown>)
    : {};
}

/**
 * Every item `language` translates, as "<file>" (a post, a page, the auto-reply) or
 * "<file>#<path>" (a text of copy.ts or of the owner's words), with the fingerprint of the default
 * language's source it translates as that source is now.
 */
export async function currentSources(
  language: Pick<SiteLanguage, 'directory'>,
  content: string = contentDirectory,
): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  const modules = [
    { file: 'copy.ts', exportName: 'copy', schema: copyTranslationSchema as z.ZodType },
    { file: 'tags.ts', exportName: 'tags', schema: tagNamesSchema as z.ZodType },
    ...translatedWords.map((words) => ({ ...words, schema: words.schema as z.ZodType })),
  ];
  for (const { file, exportName, schema } of modules) {
    const own = path.join(language.directory, file);
    if (!existsSync(own)) continue;
    const translation = (await exportsOf(own))[exportName];
    const base = (await exportsOf(path.join(content, file)))[exportName];
    const pairs =
      exportName === 'tags'
        ? Object.keys(isRecord(translation) ? translation : {}).map((tag): [string, string] => [
            tag,
            isRecord(base) && typeof base[tag] === 'string' ? base[tag] : tag,
          ])
        : translatedSources(schema, base, translation).filter(
            // A copy.ts's language and locale are the language's own, not a translation.
            ([at]) => !(file === 'copy.ts' && (at === 'language' || at === 'locale')),
          );
    for (const [at, source] of pairs) sources.set(`${file}#${at}`, fingerprint(source));
  }
  for (const folder of ['posts', 'pages'])
    for (const name of markdownFiles(path.join(language.directory, folder))) {
      const source = path.join(content, folder, name);
      if (existsSync(source))
        sources.set(`${folder}/${name}`, fingerprint(readFileSync(source, 'utf8')));
    }
  for (const name of ['auto-reply.md', 'newsletter.md']) {
    const source = path.join(content, name);
    if (existsSync(path.join(language.directory, name)) && existsSync(source))
      sources.set(name, fingerprint(readFileSync(source, 'utf8')));
  }
  return sources;
}

const recordSchema = z.record(z.string(), z.string());

/** What the language's translated-from.json records; undefined without one. */
export function recordedSources(
  language: Pick<SiteLanguage, 'directory'>,
): Map<string, string> | undefined {
  const file = path.join(language.directory, fingerprintsFile);
  if (!existsSync(file)) return undefined;
  const read = recordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return read.success ? new Map(Object.entries(read.data)) : new Map();
}

export interface Staleness {
  /** Items whose source changed since they were translated, each "<file>: <path>" or "<file>". */
  stale: string[];
  /** Items translated with no record of their source (written before the record, or since). */
  unrecorded: string[];
  /** Whether the language has a record at all. */
  recorded: boolean;
}

const describe = (item: string): string => item.replace('#', ': ');

/** Which of a language's translations are stale, and which have no record to tell. */
export function staleness(
  current: ReadonlyMap<string, string>,
  recorded: ReadonlyMap<string, string> | undefined,
): Staleness {
  if (recorded === undefined)
    return { stale: [], unrecorded: [...current.keys()].map(describe), recorded: false };
  const stale: string[] = [];
  const unrecorded: string[] = [];
  for (const [item, now] of current) {
    const then = recorded.get(item);
    if (then === undefined) unrecorded.push(describe(item));
    else if (then !== now) stale.push(describe(item));
  }
  return { stale, unrecorded, recorded: true };
}

/**
 * Records the sources of `language`'s translations as they are now: every item, or those of the
 * files or items named ("posts/a-post.md", "copy.ts", "about.ts#services.design.title"). Items no
 * longer translated are dropped. Returns how many it recorded anew.
 */
export async function markTranslated(
  language: Pick<SiteLanguage, 'directory'>,
  only: readonly string[] = [],
  content: string = contentDirectory,
): Promise<number> {
  const current = await currentSources(language, content);
  const recorded = recordedSources(language) ?? new Map<string, string>();
  const wanted = (item: string) =>
    only.length === 0 ||
    only.some(
      (name) => item === name || item.startsWith(`${name}#`) || item === name.replace(': ', '#'),
    );
  const next: Record<string, string> = {};
  let marked = 0;
  for (const [item, now] of [...current].sort(([a], [b]) => a.localeCompare(b))) {
    const then = recorded.get(item);
    if (wanted(item)) {
      next[item] = now;
      if (then !== now) marked += 1;
    } else if (then !== undefined) next[item] = then;
  }
  writeFileSync(
    path.join(language.directory, fingerprintsFile),
    `${JSON.stringify(next, null, 2)}\n`,
  );
  return marked;
}

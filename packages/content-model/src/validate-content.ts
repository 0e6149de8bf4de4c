import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ZodObject, ZodOptional, type z } from 'zod';
import { closestNames } from './closest-names.ts';
import { aboutSchema } from './about-schema.ts';
import { copySchema, copyTranslationSchema } from './copy-schema.ts';
import { identitySchema } from './identity-schema.ts';
import { localesDirectory, type SiteLanguage } from './languages.ts';
import { longerLists, translatedWords } from './translation-schemas.ts';
import { unknownEntryKeys } from './translation.ts';
import { describeLeftOut } from './words-left-out.ts';
import { navigationSchema } from './navigation-schema.ts';
import { projectsSchema } from './projects-schema.ts';
import { resumeSchema } from './resume-schema.ts';
import { skillsSchema } from './skills-schema.ts';
import { footerOrderSchema, socialLinksSchema } from './social-links-schema.ts';

export interface ContentEntry {
  /** File under content/ that exports the value, named in every error. */
  file: string;
  exportName: string;
  schema: z.ZodType;
  value: unknown;
}

/** A content file that could not even be loaded, e.g. because it imports an icon that does not exist. */
export class ContentLoadError extends Error {
  constructor(file: string, reason: string) {
    super(`content/${file}: ${reason}`);
    this.name = 'ContentLoadError';
  }
}

const missingExport = /The requested module '([^']+)' does not provide an export named '([^']+)'/;

/** Turns Node's error for a missing named import (a misspelt icon) into a content error with suggestions. */
export async function explainLoadError(file: string, error: unknown): Promise<Error> {
  const message = error instanceof Error ? error.message : String(error);
  const match = missingExport.exec(message);
  if (match === null) return new ContentLoadError(file, `could not be loaded: ${message}`);
  const [, module = '', name = ''] = match;
  let names: string[] = [];
  try {
    names = Object.keys((await import(module)) as Record<string, unknown>);
  } catch {
    // The module itself is missing; there is nothing to suggest from.
  }
  const suggestions = closestNames(name, names);
  return new ContentLoadError(
    file,
    `imports "${name}" from "${module}", which has no such export` +
      (suggestions.length > 0
        ? `; did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?`
        : ''),
  );
}

async function load<T>(file: string, importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    throw await explainLoadError(file, error);
  }
}

export async function loadContentEntries(): Promise<ContentEntry[]> {
  const [identity, navigation, socialLinks, about, skills, projects, copy, resume] =
    await Promise.all([
      load('identity.ts', () => import('@portfolio/content/identity')),
      load('navigation.ts', () => import('@portfolio/content/navigation')),
      load('social-links.ts', () => import('@portfolio/content/social-links')),
      load('about.ts', () => import('@portfolio/content/about')),
      load('skills.ts', () => import('@portfolio/content/skills')),
      load('projects.ts', () => import('@portfolio/content/projects')),
      load('copy.ts', () => import('@portfolio/content/copy')),
      load('resume.ts', () => import('@portfolio/content/resume')),
    ]);
  return [
    { file: 'about.ts', exportName: 'about', schema: aboutSchema, value: about.about },
    { file: 'skills.ts', exportName: 'skills', schema: skillsSchema, value: skills.skills },
    {
      file: 'projects.ts',
      exportName: 'projects',
      schema: projectsSchema,
      value: projects.projects,
    },
    {
      file: 'identity.ts',
      exportName: 'identity',
      schema: identitySchema,
      value: identity.identity,
    },
    {
      file: 'navigation.ts',
      exportName: 'navigation',
      schema: navigationSchema,
      value: navigation.navigation,
    },
    {
      file: 'social-links.ts',
      exportName: 'socialLinks',
      schema: socialLinksSchema,
      value: socialLinks.socialLinks,
    },
    {
      file: 'social-links.ts',
      exportName: 'footerOrder',
      schema: footerOrderSchema,
      value: socialLinks.footerOrder,
    },
    { file: 'copy.ts', exportName: 'copy', schema: copySchema, value: copy.copy },
    { file: 'resume.ts', exportName: 'resume', schema: resumeSchema, value: resume.resume },
  ];
}

/** What one translated file leaves in the default language: its texts, by key. */
export interface LeftOutWords {
  tag: string;
  file: string;
  keys: string[];
}

/**
 * Each further language's translation of copy.ts, checked as content/copy.ts is (each text it
 * holds not empty, each placeholder known, no key content/copy.ts lacks), and its `language` the
 * folder's tag; and what each translated file leaves in the default language, text by text.
 */
export async function loadLanguageEntries(
  languages: readonly SiteLanguage[],
): Promise<{ entries: ContentEntry[]; problems: string[]; leftOut: LeftOutWords[] }> {
  const entries: ContentEntry[] = [];
  const problems: string[] = [];
  const leftOut: LeftOutWords[] = [];
  const defaultCopy = (
    (await load('copy.ts', () => import('@portfolio/content/copy'))) as { copy: unknown }
  ).copy;
  for (const language of languages) {
    const file = path.relative(
      path.dirname(localesDirectory),
      path.join(language.directory, 'copy.ts'),
    );
    const module = (await load(
      file,
      () => import(pathToFileURL(path.join(language.directory, 'copy.ts')).href),
    )) as { copy?: unknown };
    entries.push({ file, exportName: 'copy', schema: copyTranslationSchema, value: module.copy });
    const copyLeftOut = describeLeftOut(copyTranslationSchema, defaultCopy, module.copy);
    if (copyLeftOut.length > 0) leftOut.push({ tag: language.tag, file, keys: copyLeftOut });
    const chosen = (module.copy as { untranslatedPages?: unknown } | undefined)?.untranslatedPages;
    if ((chosen === 'omit') !== (language.untranslatedPages === 'omit'))
      problems.push(
        `content/${file}: copy.untranslatedPages: write it on a line of its own as untranslatedPages: '${String(chosen)}', the page model reads it so`,
      );
    const written = (module.copy as { language?: unknown } | undefined)?.language;
    if (typeof written === 'string' && written !== language.tag)
      problems.push(
        `content/${file}: copy.language: is "${written}" in the folder of ${language.tag}: write "${language.tag}"`,
      );
    // The owner's own words, where the language translates them: only words, entries the default
    // file has, lists of sentences no longer than the default file's (translation-schemas.ts).
    for (const words of translatedWords) {
      const own = path.join(language.directory, words.file);
      if (!existsSync(own)) continue;
      const wordsFile = path.relative(path.dirname(localesDirectory), own);
      const translation = (await load(wordsFile, () => import(pathToFileURL(own).href))) as Record<
        string,
        unknown
      >;
      const value = translation[words.exportName];
      entries.push({ file: wordsFile, exportName: words.exportName, schema: words.schema, value });
      const base = (await load(
        words.file,
        () => import(`@portfolio/content/${words.module}`),
      )) as Record<string, unknown>;
      problems.push(
        ...[
          ...longerLists(base[words.exportName], value, words.exportName),
          ...unknownEntryKeys(base[words.exportName], value, words.exportName),
        ].map((problem) => `content/${wordsFile}: ${problem}`),
      );
      const keys = describeLeftOut(words.schema, base[words.exportName], value);
      if (keys.length > 0) leftOut.push({ tag: language.tag, file: wordsFile, keys });
    }
  }
  return { entries, problems, leftOut };
}

/** A list item's own name, so a message says which project or skill it means, not only its index. */
function itemLabel(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { title, name, network } = item as { title?: unknown; name?: unknown; network?: unknown };
  const label = [title, name, network].find((value): value is string => typeof value === 'string');
  return label === undefined || label.trim() === '' ? undefined : label.trim();
}

/** `projects[7] "Aranya Resort": images`: the path, with each list item named where it has a name. */
export function formatPath(
  exportName: string,
  path: readonly PropertyKey[],
  value: unknown,
): string {
  let out = exportName;
  let current: unknown = value;
  let afterLabel = false;
  for (const key of path) {
    current =
      typeof current === 'object' && current !== null
        ? (current as Record<PropertyKey, unknown>)[key]
        : undefined;
    if (typeof key === 'number') {
      out += `[${key}]`;
      const label = itemLabel(current);
      if (label !== undefined) out += ` ${JSON.stringify(label)}`;
      afterLabel = label !== undefined;
    } else {
      out += afterLabel ? `: ${String(key)}` : `.${String(key)}`;
      afterLabel = false;
    }
  }
  return out;
}

/** The value at a path of an entry, undefined where the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path)
    current =
      typeof current === 'object' && current !== null
        ? (current as Record<PropertyKey, unknown>)[key]
        : undefined;
  return current;
}

/** The schema of the value at a path, through objects and optional values; undefined past them. */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of [undefined, ...path]) {
    while (current instanceof ZodOptional) current = current.unwrap() as z.ZodType;
    if (key === undefined) continue;
    current =
      current instanceof ZodObject
        ? (current.shape as Record<PropertyKey, z.ZodType | undefined>)[key]
        : undefined;
  }
  return current;
}

/** "holds \"presentt\", which is none of its keys; did you mean \"present\"?" */
function unknownKeysMessage(keys: readonly string[], schema: z.ZodType | undefined): string {
  const known = schema instanceof ZodObject ? Object.keys(schema.shape) : [];
  return keys
    .map((key) => {
      const [near] = closestNames(key, known);
      return `holds "${key}", which is none of its keys${near === undefined ? '' : `; did you mean "${near}"?`}`;
    })
    .join('; ');
}

/** Every problem in every entry, each as "content/<file>: <export.path>: <message>". */
export function validateContent(entries: readonly ContentEntry[]): string[] {
  return entries.flatMap((entry) => {
    const result = entry.schema.safeParse(entry.value);
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      // A text left out (of a translation, most often) is named as missing, not as a wrong type.
      const message =
        issue.code === 'invalid_type' && valueAt(entry.value, issue.path) === undefined
          ? 'is missing'
          : issue.code === 'unrecognized_keys'
            ? unknownKeysMessage(issue.keys, schemaAt(entry.schema, issue.path))
            : issue.message;
      return `content/${entry.file}: ${formatPath(entry.exportName, issue.path, entry.value)}: ${message}`;
    });
  });
}

// The site's further languages: content/ is the default one, and each folder of content/locales/
// named by a BCP 47 tag (pt-BR, hi, ar, zh-Hans) holds a translation. A language's name (in its own
// language, for the switcher) and its direction come from Intl, so the owner writes only the tag.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDirectory } from './content-directory.ts';
import { describeLanguageTag } from './language-tag.ts';

export interface SiteLanguage {
  /** The canonical BCP 47 tag: "pt-BR". */
  tag: string;
  /** The tag as it appears in addresses, lower case: /pt-br/about. */
  segment: string;
  /** The language's name in itself: "português (Brasil)", "हिन्दी". */
  name: string;
  direction: 'ltr' | 'rtl';
  /** Where its translation is: content/locales/<folder>/. */
  directory: string;
  /**
   * What it does with a post or page it has not translated (its copy.ts's `untranslatedPages`):
   * shows the default language's, marked so (`fallback`), or has no such page (`omit`).
   */
  untranslatedPages: UntranslatedPages;
}

export type UntranslatedPages = 'fallback' | 'omit';

/**
 * A language's choice for the posts and pages it leaves untranslated, read from its copy.ts as the
 * page model needs it: at once, while it is being defined, so from the file's text (loading it
 * here would load it twice, once for each module system, in the tests' runners). The content check
 * compares this reading with the module's value (validate-content.ts), so the two cannot differ.
 */
export function untranslatedPagesOf(directory: string): UntranslatedPages {
  const file = path.join(directory, 'copy.ts');
  if (!existsSync(file)) return 'fallback';
  return /^\s*untranslatedPages\s*:\s*(['"])omit\1/m.test(readFileSync(file, 'utf8'))
    ? 'omit'
    : 'fallback';
}

export const localesDirectory = path.join(contentDirectory, 'locales');

/** The files a translation may hold beside copy.ts, which it must. */
export const translatableFiles = [
  'identity.ts',
  'about.ts',
  'skills.ts',
  'projects.ts',
  'navigation.ts',
  'resume.ts',
  'social-links.ts',
  'tags.ts',
  'auto-reply.md',
  'newsletter.md',
] as const;
/** The folders whose Markdown files a translation may translate, file by file. */
export const translatableFolders = ['posts', 'pages'] as const;

/** The Markdown files a folder holds, by name; none when it does not exist. */
const markdownFiles = (folder: string): string[] =>
  existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.md')) : [];

export interface LanguagesReading {
  languages: SiteLanguage[];
  /** What stops the build, each naming its file. */
  problems: string[];
  /**
   * The sample's own translations, left out of a site whose content is no longer the sample's: a
   * line each, saying what to do. The site is built without them.
   */
  leftOut: string[];
  /** What the owner should know and need not fix: a line each, naming its folder. */
  warnings: string[];
  /** What each language leaves in the default one: a report, not a failure. */
  untranslated: { tag: string; files: string[] }[];
}

/**
 * Whether search engines read `tag` (canonical) in `hreflang`: Google takes a two-letter ISO 639-1
 * language, optionally a four-letter ISO 15924 script and a two-letter ISO 3166-1 region ("pt-BR",
 * "zh-Hant"); a three-letter language ("fil", "yue") or a numeric region ("es-419") it ignores.
 */
export const searchEnginesReadHreflang = (tag: string): boolean =>
  /^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2})?$/.test(tag);

/** The mark the sample's files carry on their first line (content/*.ts, content/locales/hi/*.ts). */
export const sampleContentMark = 'SAMPLE CONTENT';

/** Whether a translation's folder is still the sample's: one of its modules carries the mark. */
function isSampleTranslation(directory: string): boolean {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.ts'))
    .some((name) => readFileSync(path.join(directory, name), 'utf8').includes(sampleContentMark));
}

/**
 * Every language of content/locales/, checked: a real tag, not the default language again, not
 * twice, a copy.ts of its own, and no translation of a post or page the default language lacks.
 * Once the default language's content is no longer the sample's (`defaultIsSample` false), a
 * translation still marked as the sample's is left out: it would publish the sample owner's
 * translated words beside the owner's own.
 */
export function readLanguages(
  defaultLanguage: string,
  defaultIsSample: boolean,
  root: string = localesDirectory,
  content: string = contentDirectory,
): LanguagesReading {
  const reading: LanguagesReading = {
    languages: [],
    problems: [],
    leftOut: [],
    warnings: [],
    untranslated: [],
  };
  if (!existsSync(root)) return reading;
  const defaultTag = describeLanguageTag(defaultLanguage);
  const seen = new Map<string, string>();
  for (const folder of readdirSync(root).sort()) {
    const directory = path.join(root, folder);
    if (!statSync(directory).isDirectory()) continue;
    const where = `content/locales/${folder}/`;
    const described = describeLanguageTag(folder);
    if (!described.ok) {
      reading.problems.push(`${where}: ${described.problem}`);
      continue;
    }
    const { tag, name, direction } = described;
    if (defaultTag.ok && defaultTag.tag === tag) {
      reading.problems.push(
        `${where}: ${tag} is the default language already (content/copy.ts's language): content/ itself is its text`,
      );
      continue;
    }
    const twin = seen.get(tag);
    if (twin !== undefined) {
      reading.problems.push(
        `${where}: ${tag} again: content/locales/${twin}/ is the same language`,
      );
      continue;
    }
    seen.set(tag, folder);
    if (!defaultIsSample && isSampleTranslation(directory)) {
      reading.leftOut.push(
        `${where} is still the sample's translation (its files say ${sampleContentMark}) and content/ is yours now: translate it and delete its ${sampleContentMark} lines, or delete ${where}; the site is built without ${tag} until then`,
      );
      continue;
    }
    if (!existsSync(path.join(directory, 'copy.ts')))
      reading.problems.push(
        `${where}copy.ts is missing: it names the language (\`language\`, \`locale\`); any text of content/copy.ts it leaves out is shown in the default language`,
      );
    const untranslated: string[] = translatableFiles.filter(
      (file) => existsSync(path.join(content, file)) && !existsSync(path.join(directory, file)),
    );
    for (const kind of translatableFolders) {
      const own = markdownFiles(path.join(content, kind));
      const translated = markdownFiles(path.join(directory, kind));
      for (const file of translated.filter((file) => !own.includes(file)))
        reading.problems.push(
          `${where}${kind}/${file} translates content/${kind}/${file}, which does not exist: write the default language's first`,
        );
      untranslated.push(
        ...own.filter((file) => !translated.includes(file)).map((file) => `${kind}/${file}`),
      );
    }
    reading.languages.push({
      tag,
      segment: tag.toLowerCase(),
      name,
      direction,
      directory,
      untranslatedPages: untranslatedPagesOf(directory),
    });
    if (!searchEnginesReadHreflang(tag))
      reading.warnings.push(
        `${where}: search engines ignore ${tag} in hreflang (they read a two-letter language, then optionally a script and a two-letter region, as in pt-BR or zh-Hant): its pages are built, but a search may not offer them to ${name} readers`,
      );
    if (untranslated.length > 0) reading.untranslated.push({ tag, files: untranslated });
  }
  return reading;
}

/**
 * The translation a build makes (SITE_LANGUAGE, set by apps/web/scripts/build-site.ts for each
 * further language's build); undefined for the default language's.
 */
export function languageBeingBuilt(
  tag: string | undefined = process.env.SITE_LANGUAGE,
  root: string = localesDirectory,
): SiteLanguage | undefined {
  if (tag === undefined || tag === '' || !existsSync(root)) return undefined;
  for (const folder of readdirSync(root)) {
    const described = describeLanguageTag(folder);
    if (described.ok && described.tag === tag)
      return {
        tag,
        segment: tag.toLowerCase(),
        name: described.name,
        direction: described.direction,
        directory: path.join(root, folder),
        untranslatedPages: untranslatedPagesOf(path.join(root, folder)),
      };
  }
  throw new Error(`SITE_LANGUAGE is ${tag}, which is no folder of content/locales/`);
}

/** The exports of a language's translation of `file` (content/locales/<tag>/<file>); none without one. */
export async function translationOf(
  language: Pick<SiteLanguage, 'directory'>,
  file: string,
): Promise<Record<string, unknown>> {
  const at = path.join(language.directory, file);
  // A file of the owner's, found at run time: nothing for Vite to bundle (React Router's config
  // loader runs this module).
  return existsSync(at)
    ? ((await import(/* @vite-ignore */ pathToFileURL(at).href)) as Record<string, unknown>)
    : {};
}

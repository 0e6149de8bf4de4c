// Fails the build, naming the file and field, when anything under content/ is missing or wrong.
import { existsSync, readFileSync } from 'node:fs';
import { parseNewsletterWords } from '@portfolio/contract/newsletter';
import path from 'node:path';
import {
  ContentLoadError,
  loadContentEntries,
  loadLanguageEntries,
  validateContent,
  type LeftOutWords,
} from '@portfolio/content-model/validate-content';
import { autoReplyFile, autoReplyProblems } from '@portfolio/content-model/auto-reply-check';
import { markdownImageProblems } from '@portfolio/content-model/markdown-images';
import { readMarkdownPages } from '@portfolio/content-model/markdown-pages';
import { postCoverProblems, readPosts } from '@portfolio/content-model/posts';
import { seriesProblems } from '@portfolio/content-model/series';
import { unknownNavigationPaths } from '@portfolio/content-model/site-pages';
import {
  readLanguages,
  translationOf,
  type SiteLanguage,
} from '@portfolio/content-model/languages';
import {
  currentSources,
  fingerprintsFile,
  markCommand,
  recordedSources,
  staleness,
} from '@portfolio/content-model/translation-fingerprints';
import { translateMarkdown } from '@portfolio/content-model/translated-markdown';
import { copy } from '../content/copy.ts';
import { identity } from '../content/identity.ts';
import { isSampleName } from '@portfolio/content-model/sample-content';
import { navigation } from '../content/navigation.ts';
import { projects } from '../content/projects.ts';
import { tags } from '../content/tags.ts';
import {
  tagNamesSchema,
  translatedTagNames,
  unknownTags,
} from '@portfolio/content-model/tag-names';

let problems: string[];
try {
  problems = validateContent(await loadContentEntries());
} catch (error) {
  if (!(error instanceof ContentLoadError)) throw error;
  problems = [error.message];
}
// A project's write-up is the owner's Markdown as a post is: its pictures are checked the same way,
// once the projects are known to be well formed.
if (problems.length === 0)
  for (const [index, project] of projects.entries())
    if (project.writeUp !== undefined)
      problems.push(
        ...markdownImageProblems(
          `content/projects.ts: projects[${index}] "${project.title}" writeUp`,
          project.writeUp,
        ),
      );
// Further languages (content/locales/<tag>/): real tags, each with the whole of copy.ts translated.
const languages = readLanguages(copy.language, isSampleName(identity.fullName));
problems.push(...languages.problems);
let leftOutWords: LeftOutWords[] = [];
const staleLines: string[] = [];
/** Names given to tags no post carries: said, never failed. */
const tagNotes: string[] = [];
try {
  const translations = await loadLanguageEntries(languages.languages);
  problems.push(...validateContent(translations.entries), ...translations.problems);
  leftOutWords = translations.leftOut;
} catch (error) {
  if (!(error instanceof ContentLoadError)) throw error;
  problems.push(error.message);
}
problems.push(...autoReplyProblems(autoReplyFile));
problems.push(...newsletterProblems(path.join('content', 'newsletter.md')));
// The owner's Markdown pages, and navigation entries that name a page no file makes.
const markdown = readMarkdownPages();
problems.push(...markdown.problems);
for (const page of markdown.pages) problems.push(...markdownImageProblems(page.file, page.body));
// Posts, drafts included: a draft is checked as it will be published.
const posts = readPosts();
problems.push(...posts.problems);
for (const post of posts.posts)
  problems.push(...postCoverProblems(post), ...markdownImageProblems(post.file, post.body));
problems.push(...seriesProblems(posts.posts));
// The tags' names (content/tags.ts, each language's tags.ts): words, each a tag some post carries.
const allTags = [...new Set(posts.posts.flatMap((post) => post.tags))].sort();
problems.push(...tagNamesProblems('tags.ts', tags, allTags));
// Each language's translations of posts and pages: a title and description of their own, and
// pictures that exist; its auto-reply, checked as the default one is.
for (const language of languages.languages) {
  for (const translated of [
    translateMarkdown(markdown.pages, language.directory, 'pages'),
    translateMarkdown(posts.posts, language.directory, 'posts'),
  ]) {
    problems.push(...translated.problems);
    for (const entry of translated.values)
      if (!entry.untranslated) problems.push(...markdownImageProblems(entry.file, entry.body));
  }
  // A translated write-up's pictures, which the default write-up may not show: each project's under
  // its address (translation-schemas.ts).
  const translatedProjects = (await translationOf(language, 'projects.ts')).projects;
  if (typeof translatedProjects === 'object' && translatedProjects !== null)
    for (const [key, project] of Object.entries(translatedProjects as Record<string, unknown>)) {
      const writeUp: unknown =
        typeof project === 'object' && project !== null && 'writeUp' in project
          ? project.writeUp
          : undefined;
      if (typeof writeUp === 'string')
        problems.push(
          ...markdownImageProblems(
            `content/${path.relative(path.dirname(path.dirname(language.directory)), path.join(language.directory, 'projects.ts'))}: projects.${key} writeUp`,
            writeUp,
          ),
        );
    }
  const tagsFile = path.relative(
    path.dirname(path.dirname(language.directory)),
    path.join(language.directory, 'tags.ts'),
  );
  const translatedTags = (await translationOf(language, 'tags.ts')).tags;
  if (translatedTags !== undefined) {
    problems.push(...tagNamesProblems(tagsFile, translatedTags, allTags));
    const { leftOut } = translatedTagNames(allTags, tags, translatedTags, {
      lang: copy.language,
      dir: 'ltr',
    });
    if (leftOut.length > 0) leftOutWords.push({ tag: language.tag, file: tagsFile, keys: leftOut });
  }
  const autoReply = path.join(language.directory, 'auto-reply.md');
  if (existsSync(autoReply)) problems.push(...autoReplyProblems(autoReply));
  const newsletterWords = path.join(language.directory, 'newsletter.md');
  if (existsSync(newsletterWords)) problems.push(...newsletterProblems(newsletterWords));
  staleLines.push(...staleTranslationLines(language, await currentSources(language)));
}
for (const unknown of unknownNavigationPaths(navigation, markdown.pages))
  problems.push(
    `content/navigation.ts: navigation lists ${unknown}, which is neither a built-in page nor a page in content/pages/ (content/pages${unknown}.md)`,
  );
/**
 * What a language's record says of its translations (translated-from.json): each translation whose
 * default-language source changed since it was made, and how to say it is up to date again.
 */
function staleTranslationLines(language: SiteLanguage, current: Map<string, string>): string[] {
  const where = `content/locales/${path.basename(language.directory)}/`;
  const { stale, unrecorded, recorded } = staleness(current, recordedSources(language));
  if (!recorded)
    return current.size === 0
      ? []
      : [
          `Unrecorded (${language.tag}): ${where}${fingerprintsFile} is missing, so no stale translation can be named: once its translations are up to date, run \`${markCommand(language.tag)}\``,
        ];
  return [
    ...stale.map(
      (item) =>
        `Stale (${language.tag}): ${where}${item}: its source in content/ changed since it was translated; update it, then run \`${markCommand(language.tag)} ${item.includes(' ') ? `'${item}'` : item}\``,
    ),
    ...(unrecorded.length === 0
      ? []
      : [
          `Unrecorded (${language.tag}): ${unrecorded.join(', ')}: translated since ${where}${fingerprintsFile} was written; run \`${markCommand(language.tag)}\` once they are up to date`,
        ]),
  ];
}

/** What is wrong with the newsletter's words (the confirmation mail and the links' words). */
function newsletterProblems(file: string): string[] {
  const where = path.relative(process.cwd(), path.resolve(file));
  if (!existsSync(file))
    return [
      `${where} is missing: write the newsletter's confirmation mail there (docs/content.md), or set NEWSLETTER=off`,
    ];
  const parsed = parseNewsletterWords(readFileSync(file, 'utf8'));
  return parsed.ok ? [] : parsed.problems.map((problem) => `${where}: ${problem}`);
}

/**
 * What is wrong with a file of tag names: not words. A name for a tag no post carries (a typo, or
 * a post deleted since) is only noted: it names nothing on the site.
 */
function tagNamesProblems(file: string, names: unknown, all: readonly string[]): string[] {
  const checked = tagNamesSchema.safeParse(names);
  if (!checked.success)
    return checked.error.issues.map(
      (issue) =>
        `content/${file}: tags${issue.path.map((key) => `.${String(key)}`).join('')}: ${issue.message}`,
    );
  tagNotes.push(...unknownTags(names, all, `content/${file}: tags`));
  return [];
}

// The sample's translations a fork has not made its own: left out of the site, said in a line each.
for (const line of languages.leftOut) console.warn(`Left out: ${line}`);
for (const line of languages.warnings) console.warn(`Note: ${line}`);
for (const line of tagNotes) console.warn(`Note: ${line}`);
// What a translation leaves to the default language is shown in it, marked as that language: a
// warning, never a failure (docs/decisions/0037-a-text-falls-back-on-its-own.md).
for (const { tag, files } of languages.untranslated) {
  // A language that omits the posts and pages it has not translated publishes none of them.
  const omits =
    languages.languages.find((language) => language.tag === tag)?.untranslatedPages === 'omit';
  const pages = files.filter((file) => omits && /^(posts|pages)\//.test(file));
  const shown = files.filter((file) => !pages.includes(file));
  if (shown.length > 0)
    console.warn(`Untranslated (${tag}): ${shown.join(', ')}: shown in the default language`);
  if (pages.length > 0)
    console.warn(
      `Untranslated (${tag}): ${pages.join(', ')}: not published in ${tag} (its copy.ts says untranslatedPages: 'omit')`,
    );
}
for (const line of staleLines) console.warn(line);
for (const { tag, file, keys } of leftOutWords)
  console.warn(
    `Untranslated (${tag}): content/${file}: ${keys.join(', ')}: shown in the default language`,
  );
if (problems.length > 0) {
  console.error(
    `Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Content check passed.');

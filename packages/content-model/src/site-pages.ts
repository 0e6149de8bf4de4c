// The site's one page model: every address the site answers, built-in pages, the résumé, a page
// per project, the contact form's result pages, the 404 page and the generated files, as well as
// the owner's Markdown pages (content/pages/), and the blog (content/posts/: its list, a page per
// post and per tag, its feeds), as entries of one list derived from content/.
// The routes, the prerendered paths, the sitemap and the tests all read this list, so a kind of
// page is added here once (docs/decisions/0019-one-page-model.md). It reads content/pages/ and
// content/posts/ from disk, so only Node imports it (the build, its route table, the end-to-end suites), never the
// browser bundle; it never imports the web app's code.
import { contactResultPagePaths } from '@portfolio/contract/contact-form-results';
import { loadDotEnv } from '@portfolio/contract/dot-env';
import { newsletterInSite, newsletterResultPagePaths } from '@portfolio/contract/newsletter';
import { repliesInSite, replyResultPagePaths } from '@portfolio/contract/replies';
import { seriesOf } from './series.ts';
import { navigation } from '@portfolio/content/navigation';
import { projects } from '@portfolio/content/projects';
import { languageBeingBuilt, type SiteLanguage } from './languages.ts';
import { readMarkdownPages } from './markdown-pages.ts';
import { translateMarkdown, type Translated } from './translated-markdown.ts';
import type { MarkdownPage } from './markdown-pages.ts';
import { publishedPosts, readPosts, tagsOf } from './posts.ts';
import type { Post } from './posts.ts';
import { blogNavigationPath, feedPaths } from './blog-paths.ts';
import { routePaths } from './navigation-schema.ts';
import { projectPath } from './project-path.ts';

export type PageKind =
  | 'built-in'
  | 'resume'
  | 'project'
  | 'markdown-page'
  | 'blog'
  | 'post'
  | 'blog-tag'
  | 'blog-series'
  | 'search'
  | 'contact-result'
  | 'newsletter-result'
  | 'reply-result'
  | 'not-found'
  | 'generated-file';

export interface SitePage {
  /** The address under the base path: '/', '/about', '/projects/aranya-resort', '/sitemap.xml'. */
  path: string;
  kind: PageKind;
  /** The route module that renders it, relative to apps/web/app/. */
  module: string;
  /** A page a visitor reads, and so listed in the sitemap. */
  readable: boolean;
  /** Its title in the navbar, when content/navigation.ts lists it. */
  navigationTitle?: string;
}

/** Where the 404 page is prerendered; servers answer unknown paths with it. */
export const notFoundPath = '/404';

/** A built-in page's route module is named after its path: '/' is routes/home.tsx. */
const builtInModule = (path: string): string =>
  `routes/${path === '/' ? 'home' : path.slice(1)}.tsx`;

/** What the page model is derived from: the parts of content/ that make pages. */
export interface PageSources {
  navigation: readonly { id: string; title: string }[];
  projects: readonly { slug?: string | undefined; title: string }[];
  markdownPages: readonly Pick<MarkdownPage, 'path'>[];
  /** The posts this build publishes (drafts only in development). */
  posts: readonly (Pick<Post, 'path' | 'tags'> &
    Partial<Pick<Post, 'series' | 'seriesSlug' | 'seriesOrder' | 'date' | 'title'>>)[];
  /** Whether the blog has the form to follow it by e-mail (NEWSLETTER, newsletterInSite). */
  newsletter?: boolean;
  /** Whether the posts have replies and their form (repliesInSite). */
  replies?: boolean;
}

/** The search page. */
export const searchPath = '/search';

const builtInPaths: ReadonlySet<string> = new Set(routePaths);
const markdownModule = 'routes/markdown-page.tsx';

export function sitePagesOf({
  navigation,
  projects,
  markdownPages,
  posts,
  newsletter = false,
  replies = false,
}: PageSources): SitePage[] {
  const listed = new Set<string>(navigation.map((entry) => entry.id));
  const ownPaths = new Set(markdownPages.map((page) => page.path));
  const hasBlog = posts.length > 0;
  const blog: SitePage = {
    path: blogNavigationPath,
    kind: 'blog',
    module: 'routes/blog.tsx',
    readable: true,
  };
  // The navigation's entries in its order: built-in pages, and pages of the owner's own listed by
  // path (one the content check found no file for is left out).
  const builtIn: SitePage[] = navigation.flatMap((entry): SitePage[] => {
    if (builtInPaths.has(entry.id))
      return [
        {
          path: entry.id,
          kind: 'built-in',
          module: builtInModule(entry.id),
          readable: true,
          navigationTitle: entry.title,
        },
      ];
    // The blog is in the navigation only while it has a post.
    if (entry.id === blogNavigationPath)
      return hasBlog ? [{ ...blog, navigationTitle: entry.title }] : [];
    if (ownPaths.has(entry.id))
      return [
        {
          path: entry.id,
          kind: 'markdown-page',
          module: markdownModule,
          readable: true,
          navigationTitle: entry.title,
        },
      ];
    return [];
  });
  const ownPages: SitePage[] = markdownPages
    .filter((page) => !listed.has(page.path))
    .map((page) => ({
      path: page.path,
      kind: 'markdown-page',
      module: markdownModule,
      readable: true,
    }));
  const generated = (path: string, module: string): SitePage => ({
    path,
    kind: 'generated-file',
    module,
    readable: false,
  });
  const blogPages: SitePage[] = hasBlog
    ? [
        ...(listed.has(blogNavigationPath) ? [] : [blog]),
        ...posts.map((post): SitePage => ({
          path: post.path,
          kind: 'post',
          module: 'routes/post.tsx',
          readable: true,
        })),
        ...seriesOf(posts).map((series): SitePage => ({
          path: series.path,
          kind: 'blog-series',
          module: 'routes/blog-series.tsx',
          readable: true,
        })),
        ...tagsOf(posts).map((tag): SitePage => ({
          path: tag.path,
          kind: 'blog-tag',
          module: 'routes/blog-tag.tsx',
          readable: true,
        })),
      ]
    : [];
  const feeds: SitePage[] = hasBlog
    ? [
        generated(feedPaths.rss, 'routes/rss-xml.ts'),
        generated(feedPaths.atom, 'routes/atom-xml.ts'),
        generated(feedPaths.json, 'routes/feed-json.ts'),
      ]
    : [];
  // Finds posts, pages and projects by their words: every site has it.
  const search: SitePage = {
    path: searchPath,
    kind: 'search',
    module: 'routes/search.tsx',
    readable: true,
  };
  const resume: SitePage = {
    path: '/resume',
    kind: 'resume',
    module: 'routes/resume.tsx',
    readable: true,
  };
  // A page per project, when the site has its Projects page to list them.
  const projectPages: SitePage[] = listed.has('/projects')
    ? projects.map((project) => ({
        path: projectPath(project),
        kind: 'project',
        module: 'routes/project.tsx',
        readable: true,
      }))
    : [];
  // Where a form posted without JavaScript lands, when the site has its Contact page.
  const contactResults: SitePage[] = listed.has('/contact')
    ? contactResultPagePaths().map((path) => ({
        path: `/${path}`,
        kind: 'contact-result',
        module: 'routes/contact-result.tsx',
        readable: false,
      }))
    : [];
  // Where the newsletter's form (on the blog's pages) and its mails' links land.
  const newsletterResults: SitePage[] =
    hasBlog && newsletter
      ? newsletterResultPagePaths().map((path) => ({
          path: `/${path}`,
          kind: 'newsletter-result',
          module: 'routes/newsletter-result.tsx',
          readable: false,
        }))
      : [];
  // Where a reply's form (under each post) and its mails' stop link land.
  const replyResults: SitePage[] =
    hasBlog && replies
      ? replyResultPagePaths().map((path) => ({
          path: `/${path}`,
          kind: 'reply-result',
          module: 'routes/reply-result.tsx',
          readable: false,
        }))
      : [];
  return [
    ...builtIn,
    ...ownPages,
    ...blogPages,
    search,
    resume,
    ...projectPages,
    ...contactResults,
    ...newsletterResults,
    ...replyResults,
    { path: notFoundPath, kind: 'not-found', module: 'routes/not-found.tsx', readable: false },
    generated('/resume.json', 'routes/resume-json.ts'),
    generated('/sitemap.xml', 'routes/sitemap-xml.ts'),
    generated('/robots.txt', 'routes/robots-txt.ts'),
    ...feeds,
  ];
}

/** The translation this build makes, if any: its posts and pages are read from its folder. */
const language = languageBeingBuilt();

/**
 * Posts or pages in `language`: translated, or the default language's marked `untranslated`; none
 * of those where the language omits what it has not translated.
 */
function inLanguage<T extends MarkdownPage | Post>(
  entries: readonly T[],
  folder: 'posts' | 'pages',
  shownIn: SiteLanguage | undefined,
): Translated<T>[] {
  if (shownIn === undefined) return entries.map((entry) => ({ ...entry, untranslated: false }));
  const { values } = translateMarkdown(entries, shownIn.directory, folder);
  return shownIn.untranslatedPages === 'omit'
    ? values.filter((entry) => !entry.untranslated)
    : values;
}

/** The owner's Markdown pages and the published posts (drafts only on the development server). */
const ownPages = readMarkdownPages().pages;
const ownPosts = publishedPosts(readPosts().posts);

/**
 * The owner's Markdown pages as the build reads them (the content check reports any problem), in
 * the language being built: translated, or the default language's marked `untranslated`.
 */
export const markdownPages: readonly Translated<MarkdownPage>[] = inLanguage(
  ownPages,
  'pages',
  language,
);

/** The posts this build publishes, newest first, in the language being built. */
export const posts: readonly Translated<Post>[] = inLanguage(ownPosts, 'posts', language);

/**
 * Whether this build has the newsletter's form, read as the web app's settings read it (the
 * repository's `.env` first): the site's pages and the form must agree.
 */
function newsletterInBuild(): boolean {
  loadDotEnv();
  return newsletterInSite(process.env).on;
}

/** Whether this build's posts have replies, read as the web app's settings read it. */
function repliesInBuild(): boolean {
  loadDotEnv();
  return repliesInSite(process.env);
}

/** Every address the site answers, in navigation order, then the rest. */
export const sitePages: readonly SitePage[] = sitePagesOf({
  navigation,
  projects,
  markdownPages,
  posts,
  newsletter: newsletterInBuild(),
  replies: repliesInBuild(),
});

/**
 * Every page a visitor can read in `language` (undefined: the default one): a language that
 * omits what it has not translated has fewer posts, pages, tags' pages (a blog, even) than the
 * default. What the pages of one language say of another's (`hreflang`, the switcher, the
 * sitemap) is read from here.
 */
export function readablePathsIn(shownIn: SiteLanguage | undefined): string[] {
  return sitePagesOf({
    navigation,
    projects,
    markdownPages: inLanguage(ownPages, 'pages', shownIn),
    posts: inLanguage(ownPosts, 'posts', shownIn),
  })
    .filter((page) => page.readable)
    .map((page) => page.path);
}

/** A navigation entry that is neither a built-in page nor a page in content/pages/. */
export function unknownNavigationPaths(
  entries: readonly { id: string }[],
  pages: readonly Pick<MarkdownPage, 'path'>[],
): string[] {
  const own = new Set(pages.map((page) => page.path));
  return entries
    .map((entry) => entry.id)
    .filter((path) => !builtInPaths.has(path) && path !== blogNavigationPath && !own.has(path));
}

/** The paths of the pages of one kind, in the list's order. */
export function pathsOf(...kinds: PageKind[]): string[] {
  return sitePages.filter((page) => kinds.includes(page.kind)).map((page) => page.path);
}

/** Every page a visitor can read: what the sitemap lists. */
export const readablePaths: readonly string[] = sitePages
  .filter((page) => page.readable)
  .map((page) => page.path);

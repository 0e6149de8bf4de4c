import { describe, expect, it } from 'vitest';
import { repliesInSite, replyResultPagePaths } from '@portfolio/contract/replies';
import { navigation } from '@portfolio/content/navigation';
import { projects } from '@portfolio/content/projects';
import { newsletterResultPagePaths } from '@portfolio/contract/newsletter';
import { projectPath } from './project-path.ts';
import {
  notFoundPath,
  readablePaths,
  sitePages,
  sitePagesOf,
  unknownNavigationPaths,
} from './site-pages.ts';

const home = { id: '/', title: 'Home' };
const projectsPage = { id: '/projects', title: 'Work' };
const contact = { id: '/contact', title: 'Contact' };
const twoProjects = [{ title: 'Café Órbita' }, { title: 'Second', slug: 'the-second' }];

describe('the page model', () => {
  it('has every page of this content once: its navigation, résumé, projects, results, 404, files', () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of navigation) expect(paths).toContain(entry.id);
    for (const project of projects) expect(paths).toContain(projectPath(project));
    expect(paths).toEqual(expect.arrayContaining([notFoundPath, '/sitemap.xml', '/resume']));
  });

  it('lists in the sitemap only what a visitor reads', () => {
    expect(readablePaths).not.toContain(notFoundPath);
    expect(readablePaths).not.toContain('/sitemap.xml');
    expect(readablePaths.some((path) => path.startsWith('/contact/'))).toBe(false);
    expect(readablePaths).toContain('/resume');
  });

  it('gives each project a page, and the form its result pages, only where the site has their page', () => {
    const withAll = sitePagesOf({
      navigation: [home, projectsPage, contact],
      projects: twoProjects,
      markdownPages: [],
      posts: [],
    });
    expect(withAll.filter((page) => page.kind === 'project').map((page) => page.path)).toEqual([
      '/projects/cafe-orbita',
      '/projects/the-second',
    ]);
    expect(withAll.some((page) => page.kind === 'contact-result')).toBe(true);
    expect(withAll.find((page) => page.path === '/projects')?.navigationTitle).toBe('Work');

    const bare = sitePagesOf({
      navigation: [home],
      projects: twoProjects,
      markdownPages: [],
      posts: [],
    });
    expect(bare.map((page) => page.kind)).not.toContain('project');
    expect(bare.map((page) => page.kind)).not.toContain('contact-result');
  });

  it('gives the newsletter its result pages only where the blog has a post and the build the form', () => {
    const post = { path: '/blog/a-post', tags: [] };
    const kinds = (newsletter: boolean, posts: { path: string; tags: string[] }[]) =>
      sitePagesOf({
        navigation: [home, contact],
        projects: [],
        markdownPages: [],
        posts,
        newsletter,
      })
        .filter((page) => page.kind === 'newsletter-result')
        .map((page) => page.path);
    expect(kinds(true, [post])).toEqual(newsletterResultPagePaths().map((path) => `/${path}`));
    expect(kinds(false, [post])).toEqual([]);
    expect(kinds(true, [])).toEqual([]);
    // Never in the sitemap: they answer a form or a link.
    expect(readablePaths.some((path) => path.startsWith('/newsletter/'))).toBe(false);
  });

  it('gives the replies their result pages only where the blog has a post and the build the API', () => {
    const post = { path: '/blog/a-post', tags: [] };
    const kinds = (replies: boolean, posts: { path: string; tags: string[] }[]) =>
      sitePagesOf({ navigation: [home], projects: [], markdownPages: [], posts, replies })
        .filter((page) => page.kind === 'reply-result')
        .map((page) => page.path);
    expect(kinds(true, [post])).toEqual(replyResultPagePaths().map((path) => `/${path}`));
    expect(kinds(false, [post])).toEqual([]);
    expect(kinds(true, [])).toEqual([]);
    expect(readablePaths.some((path) => path.startsWith('/replies/'))).toBe(false);
    expect(repliesInSite({})).toBe(true);
    expect(repliesInSite({ VITE_CONTACT_ENDPOINT: 'https://api.example/query/queryPost' })).toBe(
      true,
    );
    expect(repliesInSite({ VITE_CONTACT_ENDPOINT: 'https://formspree.io/f/abc' })).toBe(false);
  });

  it('names a route module for every page: a built-in page’s after its path', () => {
    const pages = sitePagesOf({
      navigation: [home, { id: '/about', title: 'About' }],
      projects: [],
      markdownPages: [],
      posts: [],
    });
    expect(pages.find((page) => page.path === '/')?.module).toBe('routes/home.tsx');
    expect(pages.find((page) => page.path === '/about')?.module).toBe('routes/about.tsx');
  });

  it('makes each Markdown page a readable page, in the navigation where it lists the page’s path', () => {
    const pages = sitePagesOf({
      navigation: [home, { id: '/uses', title: 'Uses' }],
      projects: [],
      markdownPages: [{ path: '/uses' }, { path: '/now' }],
      posts: [],
    });
    expect(
      pages
        .filter((page) => page.kind === 'markdown-page')
        .map((page) => [page.path, page.navigationTitle, page.module, page.readable]),
    ).toEqual([
      ['/uses', 'Uses', 'routes/markdown-page.tsx', true],
      ['/now', undefined, 'routes/markdown-page.tsx', true],
    ]);
    // The navigation's order is kept: Home, then the page it lists.
    expect(pages.slice(0, 2).map((page) => page.path)).toEqual(['/', '/uses']);
    expect(
      unknownNavigationPaths([home, { id: '/uses' }, { id: '/talks' }], [{ path: '/uses' }]),
    ).toEqual(['/talks']);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkdownPage, readMarkdownPages } from './markdown-pages.ts';

const good = `---
title: Uses
description: What I build with.
---

## Hardware

A laptop.
`;

const problemsOf = (file: string, source: string) => {
  const parsed = parseMarkdownPage(file, source);
  return 'problems' in parsed ? parsed.problems : [];
};

describe('a page of the owner’s own', () => {
  it('is its file’s slug, front matter and Markdown', () => {
    expect(parseMarkdownPage('content/pages/uses.md', good)).toEqual({
      page: {
        slug: 'uses',
        path: '/uses',
        file: 'content/pages/uses.md',
        title: 'Uses',
        description: 'What I build with.',
        body: '## Hardware\n\nA laptop.',
        toc: true,
      },
    });
  });

  it('names the file and field of each mistake', () => {
    expect(
      problemsOf('content/pages/now.md', '---\ntitle: ""\ndescrption: typo\n---\nText'),
    ).toEqual([
      'content/pages/now.md: title: must not be empty',
      'content/pages/now.md: description: is required',
      'content/pages/now.md: descrption: not a field of a page (title and description, and optionally toc are)',
    ]);
    expect(problemsOf('content/pages/now.md', 'No front matter')).toEqual([
      'content/pages/now.md: must start with a front matter: a line "---", title and description, and optionally toc, then "---"',
    ]);
    expect(problemsOf('content/pages/now.md', '---\ntitle: [unclosed\n---\nText')[0]).toMatch(
      /^content\/pages\/now\.md: the front matter is not valid YAML/,
    );
    expect(
      problemsOf('content/pages/now.md', '---\ntitle: Now\ndescription: What now.\n---\n'),
    ).toEqual(['content/pages/now.md: the page has no text after its front matter']);
  });

  it('refuses a slug that is not one, or that a built-in page already answers', () => {
    expect(problemsOf('content/pages/My Page.md', good)).toEqual([
      'content/pages/My Page.md: the file name must be a slug of lowercase letters, digits and hyphens, such as uses.md or now-2024.md',
    ]);
    for (const taken of ['about', 'projects', 'contact', 'resume', 'blog', 'search', '404'])
      expect(problemsOf(`content/pages/${taken}.md`, good)).toEqual([
        `content/pages/${taken}.md: /${taken} is a page the site already has; name the file otherwise`,
      ]);
  });

  it('reads every page of a folder in name order, and none from a folder that is not there', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pages-'));
    writeFileSync(path.join(folder, 'uses.md'), good);
    writeFileSync(path.join(folder, 'now.md'), good.replace('Uses', 'Now'));
    writeFileSync(path.join(folder, 'notes.txt'), 'not a page');
    writeFileSync(path.join(folder, 'about.md'), good);
    const { pages, problems } = readMarkdownPages(folder);
    expect(pages.map((page) => page.path)).toEqual(['/now', '/uses']);
    expect(problems).toEqual([
      'content/pages/about.md: /about is a page the site already has; name the file otherwise',
    ]);
    expect(readMarkdownPages(path.join(folder, 'none'))).toEqual({ pages: [], problems: [] });
  });
});

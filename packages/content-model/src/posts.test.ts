import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePost, publishedPosts, readingMinutes, readPosts, tagsOf } from './posts.ts';

const post = (front: string, body = 'Some words.') => `---\n${front}\n---\n\n${body}\n`;
const good = post('title: Hello\ndate: 2024-06-29\ndescription: A first post.\ntags: [web, api]');

const problemsOf = (file: string, source: string) => {
  const parsed = parsePost(file, source);
  return 'problems' in parsed ? parsed.problems : [];
};

describe('a post', () => {
  it('is its file’s slug under /blog, its front matter, Markdown and reading time', () => {
    const parsed = parsePost('content/posts/hello.md', good);
    expect(parsed).toMatchObject({
      post: {
        slug: 'hello',
        path: '/blog/hello',
        title: 'Hello',
        date: '2024-06-29',
        tags: ['web', 'api'],
        draft: false,
        body: 'Some words.',
        readingMinutes: 1,
      },
    });
  });

  it('names the file and field of each mistake', () => {
    expect(
      problemsOf(
        'content/posts/x.md',
        post(
          'title: X\ndate: June\ndescription: D\ntags: [Web Dev, web, web]\nupdated: 2020-01-01\nauthor: me',
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        'content/posts/x.md: author: not a field of a post (title, date, description and tags, and optionally updated, draft, cover, toc, series and seriesOrder are)',
        'content/posts/x.md: date: must be a day written YYYY-MM-DD, such as 2024-06-29',
        'content/posts/x.md: tags.0: must be lowercase letters, digits and hyphens, such as react or web-performance',
        'content/posts/x.md: tags: each tag may appear once',
      ]),
    );
    expect(
      problemsOf(
        'content/posts/x.md',
        post('title: X\ndate: June\ndescription: D\ntags: [Web Dev]'),
      ),
    ).toEqual([
      'content/posts/x.md: date: must be a day written YYYY-MM-DD, such as 2024-06-29',
      'content/posts/x.md: tags.0: must be lowercase letters, digits and hyphens, such as react or web-performance',
    ]);
    expect(
      problemsOf(
        'content/posts/x.md',
        post('title: X\ndate: 2024-06-29\ndescription: D\ntags: [web]\nupdated: 2024-01-01'),
      ),
    ).toEqual(['content/posts/x.md: updated: must not be before date']);
    expect(problemsOf('content/posts/Bad Name.md', good)[0]).toMatch(/file name must be a slug/);
    expect(problemsOf('content/posts/tags.md', good)).toEqual([
      'content/posts/tags.md: /blog/tags is the list of tags; name the file otherwise',
    ]);
  });

  it('takes a minute per 220 words, at least one', () => {
    expect(readingMinutes('word '.repeat(10))).toBe(1);
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
  });

  it('is read newest first; a draft is published by the development server only', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'posts-'));
    writeFileSync(path.join(folder, 'old.md'), good.replace('2024-06-29', '2023-01-01'));
    writeFileSync(path.join(folder, 'new.md'), good);
    writeFileSync(
      path.join(folder, 'draft.md'),
      post('title: Draft\ndate: 2025-01-01\ndescription: D\ntags: [web]\ndraft: true'),
    );
    const { posts, problems } = readPosts(folder);
    expect(problems).toEqual([]);
    expect(posts.map((entry) => entry.slug)).toEqual(['draft', 'new', 'old']);
    expect(publishedPosts(posts, false).map((entry) => entry.slug)).toEqual(['new', 'old']);
    expect(publishedPosts(posts, true)).toHaveLength(3);
    expect(tagsOf(publishedPosts(posts, false)).map((tag) => [tag.path, tag.posts.length])).toEqual(
      [
        ['/blog/tags/api', 2],
        ['/blog/tags/web', 2],
      ],
    );
    expect(readPosts(path.join(folder, 'none'))).toEqual({ posts: [], problems: [] });
  });
});

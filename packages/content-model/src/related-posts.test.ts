import { describe, expect, it } from 'vitest';
import { relatedPosts } from './related-posts.ts';

const post = (path: string, tags: string[], date: string, draft = false) => ({
  path,
  tags,
  date,
  title: path,
  draft,
});

describe('the posts related to a post', () => {
  const reading = post('/blog/reading', ['react', 'forms', 'api'], '2026-01-10');
  const all = [
    reading,
    post('/blog/one-tag-new', ['react'], '2026-05-01'),
    post('/blog/two-tags-old', ['react', 'forms'], '2024-01-01'),
    post('/blog/three-tags', ['react', 'forms', 'api'], '2025-03-03'),
    post('/blog/one-tag-old', ['api'], '2023-01-01'),
    post('/blog/draft', ['react', 'forms', 'api'], '2026-06-06', true),
    post('/blog/unrelated', ['cooking'], '2026-07-07'),
  ];

  it('are those sharing the most tags, then the newest, at most three, never itself or a draft', () => {
    expect(relatedPosts(reading, all).map((one) => one.path)).toEqual([
      '/blog/three-tags',
      '/blog/two-tags-old',
      '/blog/one-tag-new',
    ]);
  });

  it('are none when no other post shares a tag', () => {
    expect(relatedPosts(post('/blog/alone', ['cooking-only'], '2026-01-01'), all)).toEqual([]);
    expect(relatedPosts(reading, [reading])).toEqual([]);
  });
});

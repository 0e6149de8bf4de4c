import { describe, expect, it } from 'vitest';
import { seriesOf, seriesOfPost, seriesProblems } from './series.ts';
import { seriesSlug } from './series-slug.ts';

const part = (
  path: string,
  series: string | undefined,
  seriesOrder: number | undefined,
  date: string,
) => ({
  path,
  file: `content/posts${path.slice(5)}.md`,
  title: path,
  date,
  series,
  seriesSlug: series === undefined ? undefined : seriesSlug(series),
  seriesOrder,
});

describe('series', () => {
  it('have an address from their name: lower case, no accents, words hyphenated', () => {
    expect(seriesSlug('Building a Contact API')).toBe('building-a-contact-api');
    expect(seriesSlug('  Café — Notes!  ')).toBe('cafe-notes');
    expect(seriesSlug('एक संपर्क API')).toBe('एक-संपर्क-api');
    expect(seriesSlug('!!!')).toBe('');
  });

  it('read their parts by place, then by date, and place each post', () => {
    const posts = [
      part('/blog/c', 'Forms', undefined, '2024-01-01'),
      part('/blog/b', 'Forms', 2, '2023-01-01'),
      part('/blog/a', 'Forms', 1, '2025-01-01'),
      part('/blog/z', undefined, undefined, '2024-05-05'),
      part('/blog/d', 'Forms', undefined, '2023-06-01'),
    ];
    const [forms, ...others] = seriesOf(posts);
    expect(others).toEqual([]);
    expect(forms?.path).toBe('/blog/series/forms');
    expect(forms?.parts.map((one) => one.path)).toEqual([
      '/blog/a',
      '/blog/b',
      '/blog/d',
      '/blog/c',
    ]);
    expect(seriesOfPost({ path: '/blog/d', seriesSlug: 'forms' }, posts)?.part).toBe(3);
    expect(seriesOfPost({ path: '/blog/z', seriesSlug: undefined }, posts)).toBeUndefined();
  });

  it('name one series spelled two ways, and two parts at one place', () => {
    expect(
      seriesProblems([
        part('/blog/a', 'Forms', 1, '2024-01-01'),
        part('/blog/b', 'forms', 1, '2024-02-01'),
      ]),
    ).toEqual([
      'content/posts/a.md, content/posts/b.md: series: one series is named "Forms" and "forms"; write it the same way in each part',
      'content/posts/b.md: seriesOrder: 1 is content/posts/a.md\'s place in "Forms" already',
    ]);
    expect(seriesProblems([part('/blog/a', 'Forms', 1, '2024-01-01')])).toEqual([]);
  });
});

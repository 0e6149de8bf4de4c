import { describe, expect, it } from 'vitest';
import { visibleNavigation } from './visible-navigation.ts';

const entries = [
  { id: '/', title: 'Home' },
  { id: '/blog', title: 'Blog' },
  { id: '/uses', title: 'Uses' },
];

describe('the navigation a visitor sees', () => {
  it('lists the blog while it has a post, in the owner’s order', () => {
    expect(visibleNavigation(entries, true).map((entry) => entry.id)).toEqual([
      '/',
      '/blog',
      '/uses',
    ]);
  });

  it('has no blog entry when there is no post to show', () => {
    expect(visibleNavigation(entries, false).map((entry) => entry.id)).toEqual(['/', '/uses']);
  });

  it('has no entry for a page the language omits', () => {
    expect(visibleNavigation(entries, true, ['/uses']).map((entry) => entry.id)).toEqual([
      '/',
      '/blog',
    ]);
  });
});

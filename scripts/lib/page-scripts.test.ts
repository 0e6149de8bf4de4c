import { describe, expect, it } from 'vitest';
import { pageIslands } from './page-scripts.ts';

describe('page islands', () => {
  it('reads the islands a page holds, with when each wakes', () => {
    const html =
      '<div data-island="carousel" data-load="visible" data-props="{}" class="contents"></div>' +
      '<div data-island="toaster" data-load="demand" data-props="{}"></div>';
    expect(pageIslands(html)).toEqual([
      { name: 'carousel', load: 'visible' },
      { name: 'toaster', load: 'demand' },
    ]);
  });
});

// A long read's table of contents: a landmark named by the copy's words, listing the headings with
// links to their anchors, folded above the text on a phone and beside it on a wide screen (one of
// the two shown at a time), marking the section being read once the reader scrolls.
import { copy } from '@portfolio/content/copy';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { followTheReader } from '../behaviours/table-of-contents.ts';
import { TableOfContentsAbove, TableOfContentsBeside } from './table-of-contents.tsx';

const outline = [
  { id: 'setup', text: 'Setup', level: 2 as const },
  { id: 'the-config-file', text: 'The config file', level: 3 as const },
  { id: 'setup-1', text: 'Setup', level: 2 as const },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a long read’s table of contents', () => {
  it('is a landmark named by the copy’s words, each heading a link to its anchor', () => {
    document.body.innerHTML = renderToString(<TableOfContentsBeside outline={outline} />);
    const nav = screen.getByRole('navigation', { name: copy.blog.onThisPage });
    const links = [...nav.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Setup', '#setup'],
      ['The config file', '#the-config-file'],
      ['Setup', '#setup-1'],
    ]);
  });

  it('folds above the text on a phone (a native disclosure), closed until opened', () => {
    document.body.innerHTML = renderToString(<TableOfContentsAbove outline={outline} />);
    const fold = document.querySelector('details');
    expect(fold?.open).toBe(false);
    expect(fold?.querySelector('summary')?.textContent).toBe(copy.blog.onThisPage);
    expect(fold?.className).toContain('xl:hidden');
    expect(fold?.className).toContain('print:hidden');
  });

  it('marks the section being read in both lists once the reader scrolls', () => {
    document.body.innerHTML = `${renderToString(<TableOfContentsAbove outline={outline} />)}${renderToString(
      <TableOfContentsBeside outline={outline} />,
    )}<h2 id="setup">Setup</h2><h3 id="the-config-file">The config file</h3><h2 id="setup-1">Setup</h2>`;
    const tops: Record<string, number> = { setup: -400, 'the-config-file': 100, 'setup-1': 2000 };
    for (const heading of document.querySelectorAll('h2, h3'))
      heading.getBoundingClientRect = () => ({ top: tops[heading.id] ?? 0 }) as DOMRect;
    const controller = new AbortController();
    followTheReader(document, controller.signal);
    const marked = [...document.querySelectorAll('[aria-current="location"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(marked).toEqual(['#the-config-file', '#the-config-file']);
    controller.abort();
  });
});

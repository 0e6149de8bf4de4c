import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach } from 'vitest';
import { navigation } from '@portfolio/content/navigation';
import { enhancePage } from '../behaviours/enhance-page.ts';

let undo: AbortController | undefined;
afterEach(() => {
  undo?.abort();
  undo = undefined;
});

/**
 * Renders `ui` at `path` as the build does (with a router that knows every route, for its links),
 * then lets the site script's small behaviours enhance it, as they do every page in a browser.
 */
export function renderInShell(ui: ReactNode, path = '/') {
  const Page = () => ui;
  const Stub = createRoutesStub(
    [...navigation.map(({ id }) => id), '/search'].map((route) => ({
      path: route,
      Component: Page,
    })),
  );
  const rendered = render(<Stub initialEntries={[path]} />);
  undo?.abort();
  undo = new AbortController();
  enhancePage(document, undo.signal);
  return rendered;
}

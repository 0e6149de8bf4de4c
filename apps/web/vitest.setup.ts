import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// A test of build-time code asks for Node (`@vitest-environment node`): there is no window then.
const inBrowser = typeof window !== 'undefined';

// jsdom has no media queries; behave like a browser where no preference (e.g. reduced motion) is set.
if (inBrowser && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

// jsdom does not scroll, and says so on the console: every page starts at the top (behaviours/
// scroll-to-top.ts), which is nothing to do here.
if (inBrowser) window.scrollTo = () => undefined;

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.localStorage.clear();
});

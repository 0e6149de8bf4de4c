import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToTopOnEveryPage } from './scroll-to-top.ts';

describe('every page starts at the top', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes over scroll restoration, and brings a page back from the back/forward cache to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToTopOnEveryPage(window);
    expect(window.history.scrollRestoration).toBe('manual');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    // A first load's pageshow is not a return.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

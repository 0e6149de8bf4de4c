// The first-party counter in a page: what it reports, and when it reports nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countVisit, pageView } from './count-visit.ts';

const endpoint = 'http://api.test/visit';

/** A window whose fetch is recorded, at `url`, came to from `referrer`, shown or not. */
function visit(
  url: string,
  options: { referrer?: string; visibility?: DocumentVisibilityState; signals?: object } = {},
) {
  window.history.replaceState(null, '', url);
  document.documentElement.lang = 'pt-BR';
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(options.referrer ?? '');
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(options.visibility ?? 'visible');
  for (const [name, value] of Object.entries(options.signals ?? {}))
    Object.defineProperty(window.navigator, name, { value, configurable: true });
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['doNotTrack', 'globalPrivacyControl'])
    Reflect.deleteProperty(window.navigator, name);
});

describe('the visit counter', () => {
  it("reports the path, the other site's host only, the campaign, language and device", () => {
    const fetch = visit('/blog/a-post?utm_source=news&utm_campaign=spring&id=7#top', {
      referrer: 'https://search.example/results?q=the+owner',
    });
    countVisit(window, endpoint);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(init.mode).toBeUndefined();
    expect(typeof init.body).toBe('string');
    expect(JSON.parse(init.body as string)).toEqual({
      path: '/blog/a-post',
      referrer: 'search.example',
      language: 'pt-BR',
      device: 'desktop',
      utm_source: 'news',
      utm_campaign: 'spring',
    });
  });

  it('names no referrer when the visitor came from the site itself', () => {
    visit('/about', { referrer: `${window.location.origin}/` });
    expect(pageView(window).referrer).toBeUndefined();
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('sends nothing for a browser that asks with %s', (_name, signals) => {
    const fetch = visit('/', { signals });
    countVisit(window, endpoint);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits until a page opened in the background is shown', () => {
    const fetch = visit('/', { visibility: 'hidden' });
    countVisit(window, endpoint);
    expect(fetch).not.toHaveBeenCalled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../lib/go-to.ts';
import { enhanceClickSounds, navigationSoundCapMs, replacesThisPage } from './click-sounds.ts';

vi.mock('../lib/go-to.ts', () => ({ goTo: vi.fn() }));

const urls = { navigation: '/nav.wav', action: '/action.wav' } as const;

describe('click sounds', () => {
  let undo: AbortController;
  let played: string[];
  let audios: HTMLMediaElement[];
  let followed: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    // Offline: the files come from their addresses when first played.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    undo = new AbortController();
    played = [];
    audios = [];
    followed = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      played.push(this.dataset.src ?? '');
      audios.push(this);
      return Promise.resolve();
    });
    // jsdom cannot navigate: catch the link being followed, by the browser (after every listener
    // of the page, as the event reaches the window last) or by the script.
    window.addEventListener('click', (event) => {
      if (!event.defaultPrevented) followed.push('by the browser');
      event.preventDefault();
    });
    vi.mocked(goTo).mockImplementation((url) => {
      followed.push(url);
    });
  });
  afterEach(() => {
    undo.abort();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  function page(html: string, muted = false): void {
    document.body.innerHTML = html;
    enhanceClickSounds(document, urls, { signal: undo.signal, isMuted: () => muted });
  }

  it('plays the marked sound on a click, and nothing where none is marked', () => {
    page('<button data-sound="action">Go</button><button>Quiet</button>');
    document.querySelector<HTMLButtonElement>('[data-sound]')?.click();
    document.querySelectorAll('button')[1]?.click();
    expect(played).toEqual(['/action.wav']);
  });

  it('plays nothing while muted', () => {
    page('<button data-sound="action">Go</button>', true);
    document.querySelector('button')?.click();
    expect(played).toEqual([]);
  });

  it('holds a link to another page until its sound is heard, at most the cap', async () => {
    page('<a href="/projects" data-sound="navigation">Projects</a>');
    document.querySelector('a')?.click();
    expect(played).toEqual(['/nav.wav']);
    await vi.advanceTimersByTimeAsync(navigationSoundCapMs - 1);
    expect(followed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(followed).toEqual([new URL('/projects', location.href).href]);
  });

  it('follows a link at the cap even when its sound never starts (a file still loading)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      audios.push(this);
      return new Promise<void>(() => undefined);
    });
    page('<a href="/projects" data-sound="navigation">Projects</a>');
    document.querySelector('a')?.click();
    // It has its file to fetch, rather than waiting for one that comes after the page's paint.
    expect(audios[0]?.getAttribute('src')).toBe('/nav.wav');
    await vi.advanceTimersByTimeAsync(navigationSoundCapMs);
    expect(followed).toEqual([new URL('/projects', location.href).href]);
    await vi.advanceTimersByTimeAsync(navigationSoundCapMs);
    expect(followed).toHaveLength(1);
  });

  it('follows a link at once when its sound has ended', async () => {
    page('<a href="/contact" data-sound="action">Contact</a>');
    document.querySelector('a')?.click();
    await vi.advanceTimersByTimeAsync(0);
    audios[0]?.dispatchEvent(new Event('ended'));
    await vi.advanceTimersByTimeAsync(0);
    expect(followed).toEqual([new URL('/contact', location.href).href]);
  });

  it('never holds a link that opens elsewhere: a new tab keeps this page and its sound', () => {
    page('<a href="https://example.com/" target="_blank" data-sound="action">Profile</a>');
    document.querySelector('a')?.click();
    expect(played).toEqual(['/action.wav']);
    expect(followed).toEqual(['by the browser']);
  });

  it('knows which clicks replace the page', () => {
    document.body.innerHTML =
      '<a id="a" href="/x">x</a><a id="b" href="/x" download>x</a><a id="c" href="#top">x</a>';
    const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;
    const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });
    expect(replacesThisPage(click(), link('a'))).toBe(true);
    expect(replacesThisPage(click({ ctrlKey: true }), link('a'))).toBe(false);
    expect(replacesThisPage(click({ button: 1 }), link('a'))).toBe(false);
    expect(replacesThisPage(click(), link('b'))).toBe(false);
    expect(replacesThisPage(click(), link('c'))).toBe(false);
  });
});

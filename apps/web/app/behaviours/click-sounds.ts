// Click sounds, by delegation: a click on anything marked `data-sound="navigation"` or
// `data-sound="action"` plays that sound unless the visitor muted them. A link that opens a page in
// this tab waits for its click to be heard before the page is replaced, up to `navigationSoundCapMs`
// (a longer sound an owner chooses is cut off there, when the next page opens).
// docs/decisions/0026-html-pages-with-react-islands.md
import { soundAttribute } from './hook-attributes.ts';
import type { SoundKind } from './hooks.ts';
import { getMuted } from '../components/sound/sound-preference.ts';
import { goTo } from '../lib/go-to.ts';
import { afterLargestPaint } from '../lib/after-largest-paint.ts';

/** The longest a navigation waits for its click sound (the sample's click is 70 ms). */

export const navigationSoundCapMs = 400;

const isSoundKind = (value: string | undefined): value is SoundKind =>
  value === 'navigation' || value === 'action';

/** Whether a click on this link replaces the page in this tab (and so would cut its sound off). */
export function replacesThisPage(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.target !== '' && link.target !== '_self') return false;
  if (link.hasAttribute('download')) return false;
  const to = new URL(link.href, link.ownerDocument.baseURI);
  const here = new URL(link.ownerDocument.URL);
  if (to.origin !== here.origin) return false;
  // A jump within this page keeps the page, and the sound plays on.
  return !(to.pathname === here.pathname && to.search === here.search && to.hash !== '');
}

/** Resolves when the sound has ended, or after `capMs`, whichever is first. */
export function soundHeard(audio: HTMLAudioElement, capMs: number, win: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      win.clearTimeout(timer);
      audio.removeEventListener('ended', done);
      audio.removeEventListener('error', done);
      resolve();
    };
    const left = Number.isFinite(audio.duration) ? audio.duration * 1000 : capMs;
    const timer = win.setTimeout(done, Math.min(capMs, Math.max(0, left)));
    audio.addEventListener('ended', done);
    audio.addEventListener('error', done);
  });
}

export function enhanceClickSounds(
  doc: Document,
  urls: Record<SoundKind, string>,
  { signal, isMuted = getMuted }: { signal?: AbortSignal; isMuted?: () => boolean } = {},
): void {
  const win = doc.defaultView;
  if (win === null) return;
  const players = new Map<SoundKind, HTMLAudioElement>();
  const player = (kind: SoundKind): HTMLAudioElement => {
    let audio = players.get(kind);
    if (audio === undefined) {
      audio = new win.Audio();
      audio.preload = 'auto';
      audio.volume = 1;
      // Which file it plays, whatever address it plays it from (below).
      audio.dataset.src = urls[kind];
      players.set(kind, audio);
    }
    return audio;
  };
  // Both files are fetched once the page's largest paint is on the screen, so they never compete
  // with the page itself, and through the HTTP cache: a media element's own range requests would
  // download them again on every page.
  const preload = (): void => {
    for (const kind of ['navigation', 'action'] as const) {
      const audio = player(kind);
      fetch(urls[kind])
        .then((response) => (response.ok ? response.blob() : Promise.reject(new Error())))
        .then((blob) => {
          // A click before the file arrived has had the element fetch it itself (below).
          if (!audio.hasAttribute('src')) audio.src = URL.createObjectURL(blob);
        })
        // Offline or refused: the element fetches the file itself when it is first played.
        .catch(() => undefined);
    }
  };
  void afterLargestPaint(win).then(() => {
    if (signal?.aborted !== true) preload();
  });

  doc.addEventListener(
    'click',
    (event) => {
      const source = event.target instanceof win.Element ? event.target : null;
      const marked = source?.closest<HTMLElement>(`[${soundAttribute}]`);
      const kind = marked?.dataset.sound;
      if (marked == null || !isSoundKind(kind) || isMuted()) return;
      const audio = player(kind);
      // An element with no source waits for one before it plays, so it is given its file now.
      if (!audio.hasAttribute('src')) audio.src = urls[kind];
      let playing: Promise<void>;
      try {
        audio.currentTime = 0;
        // Older engines return nothing rather than a promise.
        playing = Promise.resolve(audio.play());
      } catch {
        // Some browsers throw instead of rejecting; a click sound is never worth an error.
        return;
      }
      if (!(marked instanceof win.HTMLAnchorElement) || !replacesThisPage(event, marked)) {
        playing.catch(() => undefined);
        return;
      }
      event.preventDefault();
      const href = marked.href;
      // The page changes when the sound has been heard, and never later than the cap, whatever
      // the sound does: a file still loading, a refused autoplay or a missing codec.
      let left = false;
      const leave = (): void => {
        if (left) return;
        left = true;
        goTo(href);
      };
      win.setTimeout(leave, navigationSoundCapMs);
      playing
        .then(() => soundHeard(audio, navigationSoundCapMs, win))
        .catch(() => undefined)
        .finally(leave);
    },
    { signal },
  );
}

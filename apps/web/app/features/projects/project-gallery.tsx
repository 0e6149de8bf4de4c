import { useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import ChevronLeftIcon from '@heroicons/react/24/solid/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/24/solid/ChevronRightIcon';
import XMarkIcon from '@heroicons/react/24/solid/XMarkIcon';
import { copy } from '@portfolio/content/copy';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import type { PictureData } from '../../lib/picture-data.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Words } from '../../components/words.tsx';

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-ink-850 text-fg transition-colors hover:border-accent-from/60';

/**
 * Every screenshot of a project. Each is a link to the picture itself, so without JavaScript it
 * opens larger in the browser; with it, the link opens a modal <dialog> (the browser's own: it
 * traps focus, closes on Escape and gives focus back) with the larger picture, arrows (and the
 * arrow keys) to the others and a close button. A browser that runs scripts shows the first
 * alone until the island wakes, each other's room held, and fetches none of the others before
 * then (decision 0048).
 */
export function ProjectGallery({
  alts,
  pictures,
}: {
  /**
   * Each screenshot's text, made where the page is rendered: filling in its numbers here would
   * make the browser a number format, whose first costs tens of milliseconds on a phone.
   */
  alts: string[];
  pictures: PictureData[];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(0);
  const count = pictures.length;
  const alt = (index: number) => alts[index] ?? '';
  const current = pictures[shown];
  const hydrated = useHydrated();
  // Until the island wakes, every screenshot but the first waits in a <noscript>.
  const waiting = (index: number) => index > 0 && !hydrated;

  const shot = (picture: PictureData, index: number) => (
    <ResponsivePicture
      picture={picture}
      alt={alt(index)}
      sizes={
        index === 0
          ? '(min-width: 960px) 896px, 92vw'
          : '(min-width: 960px) 440px, (min-width: 640px) 46vw, 92vw'
      }
      load={index === 0 ? 'first' : 'lazy'}
      className="h-auto w-full"
    />
  );

  const open = (index: number, event: MouseEvent<HTMLAnchorElement>): void => {
    // A click that asks for a new tab or window gets the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setShown(index);
    dialog.current?.showModal();
  };
  const step = (by: number): void => setShown((index) => (index + by + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (count < 2) return;
    // The arrow pointing the way the text reads goes forward: left on a right-to-left page.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    if (event.key === 'ArrowRight') step(forward);
    else if (event.key === 'ArrowLeft') step(-forward);
  };

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {pictures.map((picture, index) => (
          <li key={picture.img.src} className={index === 0 ? 'sm:col-span-2' : undefined}>
            <a
              href={picture.img.src}
              onClick={(event) => open(index, event)}
              // Its picture's room, whether or not the picture is there yet (content box: the
              // border is outside it), and its name, which the hidden picture cannot give.
              style={{ aspectRatio: `auto ${picture.img.w} / ${picture.img.h}` }}
              aria-label={waiting(index) ? alt(index) : undefined}
              className="block overflow-hidden rounded-2xl border border-line bg-ink-850 transition-[border-color] hover:border-accent-from/60"
            >
              {waiting(index) ? (
                // For a browser that runs no script; one that does fetches it once the island
                // wakes, after the first paint.
                <noscript>{shot(picture, index)}</noscript>
              ) : (
                shot(picture, index)
              )}
            </a>
          </li>
        ))}
      </ul>
      {/* A modal dialog of pictures takes the arrow keys, as the carousel's strip does. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-label={alt(shown)}
        onKeyDown={onKeyDown}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100vw-2rem))] overflow-auto rounded-2xl border border-line bg-ink-900 p-3 text-fg backdrop:bg-ink-950/85 sm:p-4"
      >
        {current === undefined ? null : (
          <ResponsivePicture
            picture={current}
            alt={alt(shown)}
            sizes="(min-width: 1024px) 1000px, 100vw"
            load="first"
            className="h-auto w-full rounded-xl"
          />
        )}
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-sm text-muted">{alt(shown)}</p>
          <div className="flex gap-2">
            {count > 1 ? (
              <>
                <button type="button" onClick={() => step(-1)} className={roundButton}>
                  <ChevronLeftIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                  <span className="sr-only">
                    <Words of={copy.projects} name="previousImage" />
                  </span>
                </button>
                <button type="button" onClick={() => step(1)} className={roundButton}>
                  <ChevronRightIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                  <span className="sr-only">
                    <Words of={copy.projects} name="nextImage" />
                  </span>
                </button>
              </>
            ) : null}
            <form method="dialog">
              <button type="submit" className={roundButton}>
                <XMarkIcon aria-hidden="true" className="size-5" />
                <span className="sr-only">
                  <Words of={copy.project} name="close" />
                </span>
              </button>
            </form>
          </div>
        </div>
      </dialog>
    </>
  );
}

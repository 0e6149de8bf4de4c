import { useRef } from 'react';
import ChevronLeftIcon from '@heroicons/react/24/solid/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/24/solid/ChevronRightIcon';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import type { PictureLoad } from '../../components/responsive-picture.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { PictureData } from '../../lib/picture-data.ts';
import { wrapIndex } from './carousel-timing.ts';
import { screenshotSizes } from './project-pictures.ts';
import { useAutoplayAllowed } from './use-autoplay-allowed.ts';
import { useCarousel } from './use-carousel.ts';
import type { CarouselWords } from './carousel-words.ts';

/** A text of the carousel's with a picture's number and the count filled in. */
function numbered(words: CarouselWords, text: string, index: number): string {
  return text
    .replaceAll('{number}', words.numbers[index] ?? '')
    .replaceAll('{count}', words.numbers.at(-1) ?? '');
}

const controlReveal =
  'opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100';

function ArrowButton({
  direction,
  onClick,
  words,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  words: CarouselWords;
}) {
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'previous' ? words.previous : words.next}
      className={`absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-ink-950/75 text-fg backdrop-blur hover:bg-ink-950 ${
        direction === 'previous' ? 'start-3' : 'end-3'
      } ${controlReveal}`}
    >
      <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </button>
  );
}

export function ProjectCarousel({
  words,
  pictures,
  firstPicture,
}: {
  /** Its words, made where the page is rendered (carousel-words.ts). */
  words: CarouselWords;
  pictures: PictureData[];
  /** The first picture of a card that starts in view loads at once; everything else waits. */
  /** How its first picture loads (the first card's is the page's largest paint). */
  firstPicture: PictureLoad;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const count = pictures.length;
  const { index, previous, next, goTo } = useCarousel(count, !useAutoplayAllowed(ref));
  // Without JavaScript the arrows and dots could do nothing: the screenshots are a strip the
  // visitor scrolls, snapping to each, every one lazy but the first. A browser that runs scripts
  // shows the first alone until the island wakes as its card nears the view (carousel.island.tsx;
  // decision 0047); once hydrated, the carousel takes over, showing only the current picture and
  // its neighbours: one small render per card as the visitor gets there, never one long task for
  // all of them. The first picture keeps its element throughout, so it is not fetched or painted
  // again.
  const strip = !useHydrated();
  const mounted = [index, wrapIndex(index + 1, count), wrapIndex(index - 1, count)];

  const slide = (i: number) => {
    const picture = pictures[i];
    return picture === undefined ? null : (
      <div
        key={picture.img.src}
        aria-hidden={strip ? undefined : i !== index}
        className={
          strip
            ? // Off-screen slides skip rendering, so their lazy pictures wait until scrolled to.
              `relative h-full w-full shrink-0 snap-start ${i === 0 ? '' : '[content-visibility:auto]'}`
            : `absolute inset-0 transition-opacity duration-500 ${i === index ? 'opacity-100' : 'opacity-0'}`
        }
      >
        <ResponsivePicture
          picture={picture}
          alt={numbered(words, words.alt, i)}
          sizes={screenshotSizes}
          load={i === 0 ? firstPicture : 'lazy'}
          className="h-full w-full object-cover object-top"
        />
      </div>
    );
  };

  return (
    <div
      ref={ref}
      role="group"
      aria-roledescription="carousel"
      aria-label={words.label}
      // A scrolling region must be reachable by keyboard to be scrolled by it.
      tabIndex={strip && count > 1 ? 0 : undefined}
      className={`group relative aspect-[8/5] bg-ink-800 ${
        strip
          ? // Inline-size containment: the slides' own widths never widen the card's column.
            'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [contain:inline-size]'
          : 'overflow-hidden'
      }`}
    >
      {strip
        ? [
            slide(0),
            // The rest of the strip is for a browser that runs no script: one that does fetches
            // none of them before the carousel wakes, so the first paint waits on one picture.
            count > 1 ? (
              <noscript key="rest" className="contents">
                {pictures.map((_, i) => (i === 0 ? null : slide(i)))}
              </noscript>
            ) : null,
          ]
        : pictures.map((_, i) => (mounted.includes(i) ? slide(i) : null))}

      {count > 1 && !strip ? (
        <>
          <ArrowButton direction="previous" onClick={previous} words={words} />
          <ArrowButton direction="next" onClick={next} words={words} />
          <div className="absolute inset-x-0 bottom-2 flex justify-center">
            <div className="flex rounded-full bg-ink-950/70 px-1 backdrop-blur">
              {pictures.map((picture, i) => (
                <button
                  key={picture.img.src}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={numbered(words, words.show, i)}
                  aria-current={i === index ? 'true' : undefined}
                  className="grid size-6 place-items-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-4 bg-fg' : 'w-1.5 bg-fg/50'}`}
                  />
                </button>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}

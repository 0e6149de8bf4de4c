// The carousel's words for one project, made where the page is rendered (project-card.tsx) and
// handed to the island as props: the island then carries no copy of content/copy.ts, whose words
// in a language of three-byte letters would cost every page with a carousel a few KiB more.
import { copy } from '@portfolio/content/copy';
import { fill, formatNumber } from '@portfolio/content-model/fill';

export interface CarouselWords {
  /** The carousel's name: "Shop screenshots". */
  label: string;
  previous: string;
  next: string;
  /** A screenshot's alt text, with {number} and {count} left for the island to fill. */
  alt: string;
  /** A dot's label, with {number} and {count} left for the island to fill. */
  show: string;
  /**
   * Each picture's number, 1 to the count, as the page's language writes it: written here, so the
   * island makes no number format (a browser's first costs tens of milliseconds on a phone).
   */
  numbers: string[];
}

export function carouselWords(title: string, count: number): CarouselWords {
  return {
    label: fill(copy.projects.screenshotsLabel, { title }),
    previous: copy.projects.previousImage,
    next: copy.projects.nextImage,
    alt: fill(copy.projects.screenshotAlt, { title }),
    show: fill(copy.projects.showImage),
    numbers: Array.from({ length: count }, (_, index) => formatNumber(index + 1)),
  };
}

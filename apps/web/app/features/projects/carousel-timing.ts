/** Every timing rule of the project carousel (docs/decisions/0008-inherited-behaviour.md), in one place. */
export const carouselTiming = {
  /** Normal auto-advance interval. */
  autoAdvanceMs: 2000,
  /** After a previous/next click, the next automatic step comes this long after the click… */
  afterArrowMs: 3000,
  /** …and after a dot click this long, then steps repeat at `afterDotIntervalMs`. */
  afterDotMs: 5000,
  afterDotIntervalMs: 3000,
} as const;

/** Index arithmetic that wraps in both directions. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

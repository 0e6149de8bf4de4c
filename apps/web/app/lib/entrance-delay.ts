/** Skills cards enter one after another, 100 ms apart (docs/decisions/0008-inherited-behaviour.md). */
export function skillCardDelayMs(index: number): number {
  return 100 * index;
}

/** Project cards enter 200 ms × (index + 3) after load (docs/decisions/0008-inherited-behaviour.md). */
export function projectCardDelayMs(index: number): number {
  return 200 * (index + 3);
}

import { useSyncExternalStore } from 'react';

const buildYear = new Date().getFullYear();
const subscribe = (): (() => void) => () => undefined;

/** The visitor's current year; prerendered HTML carries the build year until hydration. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

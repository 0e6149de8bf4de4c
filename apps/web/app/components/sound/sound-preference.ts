// The visitor's mute choice, kept in localStorage so it survives visits, as an external store
// React can subscribe to (server snapshot: sound on, so prerendered HTML is stable).
const storageKey = 'portfolio:sound-muted';
const listeners = new Set<() => void>();
/** Only consulted when storage is unavailable, so the choice still holds for this visit. */
let mutedWithoutStorage = false;

export function getMuted(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return mutedWithoutStorage;
  }
}

export function getServerMuted(): boolean {
  return false;
}

export function setMuted(next: boolean): void {
  mutedWithoutStorage = next;
  try {
    window.localStorage.setItem(storageKey, String(next));
  } catch {
    // Storage can be unavailable (private mode, quota); the choice still holds for this visit.
  }
  for (const listener of listeners) listener();
}

export function subscribeMuted(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

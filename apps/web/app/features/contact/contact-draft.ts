// The visitor's unsent message, kept for this tab so a failed submit never loses what they wrote.
export interface ContactDraft {
  name: string;
  email: string;
  message: string;
}

const storageKey = 'portfolio:contact-draft';
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether an unsent message is waiting to be restored. */
export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasDraft(): boolean {
  return loadDraft() !== null;
}

export function saveDraft(draft: ContactDraft): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the submit still goes ahead, only the safety net is missing.
  }
  changed();
}

export function loadDraft(): ContactDraft | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, email, message } = value as Record<string, unknown>;
    if (typeof name !== 'string' || typeof email !== 'string' || typeof message !== 'string')
      return null;
    return { name, email, message };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
  changed();
}

// The mute button (components/sound/mute-toggle.tsx): pressed while sounds are off, with a title
// that says which; the choice is kept across visits and follows other tabs.
import { muteToggleAttribute } from './hook-attributes.ts';
import { getMuted, setMuted, subscribeMuted } from '../components/sound/sound-preference.ts';

export function enhanceMuteToggle(doc: Document, signal?: AbortSignal): void {
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>(`[${muteToggleAttribute}]`)];
  const show = (): void => {
    const muted = getMuted();
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(muted));
      const title = muted ? button.dataset.titleMuted : button.dataset.titleSounding;
      if (title !== undefined) button.title = title;
    }
  };
  for (const button of buttons)
    button.addEventListener('click', () => setMuted(!getMuted()), { signal });
  const unsubscribe = subscribeMuted(show);
  signal?.addEventListener('abort', unsubscribe);
  show();
}

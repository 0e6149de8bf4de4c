// The footer's copy button (components/footer/footer.tsx): copies the address it carries, shows
// the check mark and the "Copied!" badge for `copiedBadgeMs`, and says so if copying failed.
import { copyAttribute } from './hook-attributes.ts';
import { copiedBadgeMs, copyText } from '../components/footer/copy-text.ts';

export function enhanceCopyButtons(doc: Document, signal?: AbortSignal, copy = copyText): void {
  const win = doc.defaultView;
  if (win === null) return;
  for (const button of doc.querySelectorAll<HTMLButtonElement>(`[${copyAttribute}]`)) {
    const text = button.getAttribute(copyAttribute) ?? '';
    const idleLabel = button.getAttribute('aria-label') ?? '';
    const holder = button.parentElement;
    let timer: number | undefined;
    button.addEventListener(
      'click',
      () => {
        void copy(text).then((ok) => {
          if (!ok) {
            // The toasts' code comes only when there is something to say.
            void import('../lib/notify.ts').then(({ notify }) =>
              notify.error(button.dataset.failed ?? ''),
            );
            return;
          }
          holder?.setAttribute('data-copied', '');
          button.setAttribute('aria-label', button.dataset.copiedLabel ?? idleLabel);
          win.clearTimeout(timer);
          timer = win.setTimeout(() => {
            holder?.removeAttribute('data-copied');
            button.setAttribute('aria-label', idleLabel);
          }, copiedBadgeMs);
        });
      },
      { signal },
    );
  }
}

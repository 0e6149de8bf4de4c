// What a long read does with JavaScript, fetched as one file on the first scroll or tap
// (enhance-page.ts): the table of contents follows the reader (table-of-contents.ts), and each
// code block's button copies its code (copy-code.ts), the tap that fetched this file included.
import { copyCodeAttribute } from './hook-attributes.ts';
import { copyCodeOf } from './copy-code.ts';
import { followTheReader } from './table-of-contents.ts';

let enhanced: Document | undefined;
/** The taps the copy buttons' listener has answered: the tap that fetched this file may not be. */
const answered = new WeakSet<Event>();

const copyButtonOf = (event: Event): HTMLButtonElement | undefined => {
  const button =
    event.target instanceof Element ? event.target.closest(`[${copyCodeAttribute}]`) : null;
  return button instanceof HTMLButtonElement ? button : undefined;
};

/**
 * Once per page; `first` is the scroll or tap that fetched it. A tap on a copy button made while
 * the file was on its way (a scroll fetched it first, or the tap did) is answered too, once.
 */
export function enhanceLongRead(doc: Document, first: Event, signal?: AbortSignal): void {
  if (enhanced !== doc) {
    enhanced = doc;
    signal?.addEventListener('abort', () => (enhanced = undefined), { once: true });
    followTheReader(doc, signal);
    doc.addEventListener(
      'click',
      (event) => {
        const button = copyButtonOf(event);
        if (button === undefined) return;
        answered.add(event);
        void copyCodeOf(button);
      },
      { signal },
    );
  }
  const button = first.type === 'click' && !answered.has(first) ? copyButtonOf(first) : undefined;
  if (button === undefined) return;
  answered.add(first);
  void copyCodeOf(button);
}

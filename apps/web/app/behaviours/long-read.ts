// What a long read does with JavaScript, fetched as one file on the first scroll or tap
// (enhance-page.ts): the table of contents follows the reader (table-of-contents.ts), and each
// code block's button copies its code (copy-code.ts), the tap that fetched this file included.
import { copyCodeAttribute } from './hook-attributes.ts';
import { copyCodeOf } from './copy-code.ts';
import { followTheReader } from './table-of-contents.ts';

let enhanced: Document | undefined;

const copyButtonOf = (event: Event): HTMLButtonElement | undefined => {
  const button =
    event.target instanceof Element ? event.target.closest(`[${copyCodeAttribute}]`) : null;
  return button instanceof HTMLButtonElement ? button : undefined;
};

/** Once per page; `first` is the scroll or tap that fetched it, answered too. */
export function enhanceLongRead(doc: Document, first: Event, signal?: AbortSignal): void {
  if (enhanced === doc) return;
  enhanced = doc;
  signal?.addEventListener('abort', () => (enhanced = undefined), { once: true });
  followTheReader(doc, signal);
  doc.addEventListener(
    'click',
    (event) => {
      const button = copyButtonOf(event);
      if (button !== undefined) void copyCodeOf(button);
    },
    { signal },
  );
  const button = first.type === 'click' ? copyButtonOf(first) : undefined;
  if (button !== undefined) void copyCodeOf(button);
}

// A long read's table of contents (components/table-of-contents.tsx) follows the reader: the link
// to the section being read carries aria-current="location" (drawn as marked), the section being
// the last whose heading has passed the upper third of the window. Fetched on the first scroll
// (enhance-page.ts); without it the list is links that work.
import { tableOfContentsAttribute } from './hook-attributes.ts';

/** The index of the section being read: the last heading above `line`, or -1 before the first. */
export function sectionAt(headingTops: readonly number[], line: number): number {
  let current = -1;
  headingTops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

export function followTheReader(doc: Document, signal?: AbortSignal): void {
  const win = doc.defaultView;
  if (win === null) return;
  const lists = [...doc.querySelectorAll<HTMLElement>(`[${tableOfContentsAttribute}]`)].map(
    (nav) => [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')],
  );
  const first = lists[0];
  if (first === undefined) return;
  const headings = first.map((link) => doc.getElementById(decodeURIComponent(link.hash.slice(1))));
  let frame = 0;
  const mark = (): void => {
    frame = 0;
    const current = sectionAt(
      headings.map((heading) => heading?.getBoundingClientRect().top ?? Infinity),
      win.innerHeight / 3,
    );
    for (const links of lists)
      links.forEach((link, index) => {
        if (index === current) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      });
  };
  win.addEventListener(
    'scroll',
    () => {
      if (frame === 0) frame = win.requestAnimationFrame(mark);
    },
    { passive: true, signal },
  );
  mark();
}

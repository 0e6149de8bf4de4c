// A long read's table of contents: its h2 and h3 headings, linked to their anchors, in a landmark
// named by the copy's words. On a phone it sits above the text, folded (a native disclosure); on a
// wide screen it stands beside the text and stays in view. The same links work without
// JavaScript; behaviours/table-of-contents.ts marks the section being read. Left out of print.
import { useId } from 'react';
import { copy } from '@portfolio/content/copy';
import type { OutlineEntry } from '../lib/markdown-outline.ts';
import { tableOfContentsHook } from '../behaviours/hooks.ts';
import { Words } from './words.tsx';

function Links({ outline }: { outline: readonly OutlineEntry[] }) {
  return (
    <ol className="grid gap-1.5 text-sm">
      {outline.map((entry) => (
        <li key={entry.id} className={entry.level === 3 ? 'ps-4' : ''}>
          <a
            href={`#${entry.id}`}
            className="block border-s-2 border-transparent ps-3 text-muted transition-colors hover:text-fg aria-[current=location]:border-accent-to aria-[current=location]:text-fg"
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Above the text on a phone, folded; none on a wide screen (TableOfContentsBeside is there). */
export function TableOfContentsAbove({ outline }: { outline: readonly OutlineEntry[] }) {
  const id = useId();
  return (
    <details className="mt-8 rounded-2xl border border-line px-5 py-3 xl:hidden print:hidden">
      <summary className="cursor-pointer font-semibold" id={`${id}-label`}>
        <Words of={copy.blog} name="onThisPage" />
      </summary>
      <nav aria-labelledby={`${id}-label`} className="mt-3 pb-2" {...tableOfContentsHook()}>
        <Links outline={outline} />
      </nav>
    </details>
  );
}

/** Beside the text on a wide screen, in view while the reader scrolls; none on a phone. */
export function TableOfContentsBeside({ outline }: { outline: readonly OutlineEntry[] }) {
  const id = useId();
  return (
    <div className="hidden xl:block print:hidden">
      <nav
        aria-labelledby={`${id}-label`}
        className="sticky top-28 max-h-[calc(100vh-8rem)] overflow-y-auto"
        {...tableOfContentsHook()}
      >
        <p id={`${id}-label`} className="mb-3 text-sm font-semibold text-fg">
          <Words of={copy.blog} name="onThisPage" />
        </p>
        <Links outline={outline} />
      </nav>
    </div>
  );
}

// A text of the site's words (copy.ts) or the owner's, shown as it is, or, where a translation left
// it in the default language, in a span that says so with `lang` and `dir`: a screen reader reads it
// in its own voice, and a right-to-left page keeps its punctuation in place.
// docs/decisions/0037-a-text-falls-back-on-its-own.md
import type { ReactNode } from 'react';
import { untranslated } from '@portfolio/content-model/translation';

export function Words<Owner extends object>({
  of,
  name,
  children,
}: {
  of: Owner;
  name: keyof Owner & string;
  /** What is shown, when it is not `of[name]` itself (the text filled in). */
  children?: ReactNode;
}) {
  const text = children ?? (of[name] as ReactNode);
  const marked = untranslated(of, name);
  return marked.lang === undefined ? <>{text}</> : <span {...marked}>{text}</span>;
}

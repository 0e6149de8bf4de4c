// A copy text with one value in it ("Posts tagged {tag}", "Issued by {issuer}, {date}"): the value
// in a span with its own `lang` and `dir` where a translation left it in the default language, the
// rest of the text filled in as `fill` does.
import type { TextLanguage } from '@portfolio/content-model/translation';
import { splitAround } from '@portfolio/content-model/fill';
import type { Counted } from '@portfolio/content-model/plural-forms';

export function ValueInWords({
  template,
  name,
  value,
  marks,
  values = {},
}: {
  template: Counted;
  /** The placeholder the value takes ("tag" for {tag}). */
  name: string;
  value: string;
  marks: Partial<TextLanguage>;
  values?: Record<string, string | number>;
}) {
  const { before, after, found } = splitAround(template, name, values);
  if (!found) return <>{before}</>;
  return (
    <>
      {before}
      {marks.lang === undefined ? value : <span {...marks}>{value}</span>}
      {after}
    </>
  );
}

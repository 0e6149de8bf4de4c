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
  // One text, not three side by side: each text's first letter is watched for moves (the swap to
  // the brand fonts, lib/hold-layout.ts, can keep one text in place, not the second of three).
  if (marks.lang === undefined) return <>{`${before}${value}${after}`}</>;
  return (
    <>
      {before}
      <span {...marks}>{value}</span>
      {after}
    </>
  );
}

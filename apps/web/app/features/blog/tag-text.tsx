// A text of the copy's with a tag's name in it ("Posts tagged {tag}"): the name as the page's
// language names the tag, marked with the default language's `lang` where the translation left it.
import { splitAround } from '@portfolio/content-model/fill';
import type { Counted } from '@portfolio/content-model/plural-forms';
import { tagLanguage, tagName } from '@portfolio/content-model/tag-names';

export function TagText({
  template,
  tag,
  values = {},
}: {
  template: Counted;
  tag: string;
  values?: Record<string, string | number>;
}) {
  const { before, after, found } = splitAround(template, 'tag', values);
  if (!found) return <>{before}</>;
  const marks = tagLanguage(tag);
  return (
    <>
      {before}
      {marks.lang === undefined ? tagName(tag) : <span {...marks}>{tagName(tag)}</span>}
      {after}
    </>
  );
}

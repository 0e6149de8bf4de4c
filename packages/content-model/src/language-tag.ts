// What a BCP 47 tag names: its canonical spelling, the language's name in itself (for the switcher)
// and its direction, all from Intl, so an owner writes only the tag. No file system here: the
// pages' own code reads it too.

export type Described =
  | { ok: true; tag: string; name: string; direction: 'ltr' | 'rtl' }
  | { ok: false; problem: string };

/** What a folder's name says as a language tag, or why it names none. */
export function describeLanguageTag(raw: string): Described {
  let tag: string;
  try {
    const [canonical] = Intl.getCanonicalLocales(raw);
    if (canonical === undefined) throw new RangeError('no tag');
    tag = canonical;
  } catch {
    return {
      ok: false,
      problem: `"${raw}" is not a BCP 47 language tag (like pt-BR, hi, ar or zh-Hans)`,
    };
  }
  const locale = new Intl.Locale(tag);
  const names = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' });
  // A tag whose language Intl cannot name is a typo or a language no browser or font knows.
  if (names.of(locale.language) === undefined)
    return { ok: false, problem: `"${raw}" names no language Intl knows (a typo?)` };
  const name = names.of(tag) ?? names.of(locale.language) ?? tag;
  // getTextInfo() is the standard's; V8 before it shipped the getter textInfo.
  const info = locale as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  };
  const direction = (info.getTextInfo?.() ?? info.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  return { ok: true, tag, name, direction };
}

// content/identity.ts names the owner's country in words, in each language ("India", "भारत");
// search engines and the JSON Resume want its ISO 3166-1 code ("IN"). The code is found by asking
// Intl for each region's name in the page's language (and in English), so no table is kept here.

const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
// Every two-letter region Intl keeps as it is: a retired one ("DD", East Germany) becomes its
// successor when canonicalised, and is left out.
const regionCodes = letters
  .flatMap((first) => letters.map((second) => first + second))
  .filter((code) => new Intl.Locale(`und-${code}`).region === code);

const comparable = (name: string, locale: string): string =>
  name.normalize('NFC').trim().toLocaleLowerCase(locale);

/**
 * The ISO 3166-1 alpha-2 code of the country `name`d in one of `locales`, or undefined when Intl
 * knows no region by that name (the caller then keeps the name).
 */
export function countryCode(name: string, locales: readonly string[]): string | undefined {
  for (const locale of [...locales, 'en']) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const wanted = comparable(name, locale);
    const code = regionCodes.find((candidate) => {
      const regionName = names.of(candidate);
      return regionName !== undefined && comparable(regionName, locale) === wanted;
    });
    if (code !== undefined) return code;
  }
  return undefined;
}

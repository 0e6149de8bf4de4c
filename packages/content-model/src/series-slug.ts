/**
 * A series' address segment from its name: lower case, a Latin letter's accents dropped, anything
 * but letters (with their marks, which other scripts' vowels are) and digits a hyphen ("Building a
 * Booking API" is building-a-booking-api). '' when nothing is left.
 */
export function seriesSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

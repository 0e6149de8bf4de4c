/**
 * A series' address segment from its name: lower case, accents dropped, anything but letters and
 * digits a hyphen ("Building a Booking API" is building-a-booking-api). '' when nothing is left.
 */
export function seriesSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Up to two capital initials of a name ("Ada Lovelace" → "AL"): the navbar's badge and the sharing card's. */
export function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

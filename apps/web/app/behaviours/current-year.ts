// The copyright line's year: the build writes its own year, the visitor's clock corrects it.
import { currentYearAttribute } from './hook-attributes.ts';

export function showCurrentYear(doc: Document, now: Date = new Date()): void {
  const year = String(now.getFullYear());
  for (const element of doc.querySelectorAll(`[${currentYearAttribute}]`))
    if (element.textContent !== year) element.textContent = year;
}

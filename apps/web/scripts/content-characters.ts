// Every character a visitor can read on the site: the strings of every content/ module, the
// printable ASCII a visitor may type into the form, and the few marks the shell itself prints.
// The fonts are cut down to these at build time (content-fonts-plugin.ts), so a fork's own words
// keep their glyphs.
import * as about from '@portfolio/content/about';
import * as copy from '@portfolio/content/copy';
import * as identity from '@portfolio/content/identity';
import * as navigation from '@portfolio/content/navigation';
import * as projects from '@portfolio/content/projects';
import * as resume from '@portfolio/content/resume';
import * as skills from '@portfolio/content/skills';
import * as socialLinks from '@portfolio/content/social-links';
import { markdownPages, posts } from '@portfolio/content-model/site-pages';
import { formatDate } from '../app/lib/period.ts';

/**
 * Marks the components print besides content's words (page titles join with an em dash; a
 * footnote links back with ↩).
 */
const shellMarks = '—–…’‘“”·•©→←↩\u00a0';

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const character of value) into.add(character);
  else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collect(item, into);
}

export function contentCharacters(
  modules: readonly unknown[] = [
    about,
    copy,
    identity,
    navigation,
    projects,
    resume,
    skills,
    socialLinks,
    markdownPages,
    posts,
  ],
  language: string = copy.copy.language,
): string {
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code += 1) characters.add(String.fromCharCode(code));
  collect(shellMarks, characters);
  collect(modules, characters);
  // Dates are written by Intl in the site's language (apps/web/app/lib/period.ts): every month.
  for (let month = 1; month <= 12; month += 1)
    collect(formatDate(`2000-${String(month).padStart(2, '0')}`, language), characters);
  // Headings and eyebrows are set in capitals by CSS (text-transform), so each letter's other
  // case is drawn too ("Experiência" shows as EXPERIÊNCIA).
  for (const character of [...characters]) {
    for (const other of [character.toUpperCase(), character.toLowerCase()])
      if (Array.from(other).length === 1) characters.add(other);
  }
  return [...characters].sort().join('');
}

// The owner's words for the followers' mails: content/newsletter.md, and each further language's
// translation beside it (content/locales/<folder>/newsletter.md), read once at start, a mistake
// named with its file (the content check names it first). A language without its own file writes
// in the default language's words.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseNewsletterWords, type NewsletterWords } from '@portfolio/contract/newsletter';

/**
 * The words by language tag, the default language's under ''; undefined without the default's
 * file (an API installed without it: the newsletter then says it is not available).
 */
export function readNewsletterWords(
  contentDirectory: string,
  languages: ReadonlyMap<string, string>,
): Map<string, NewsletterWords> | undefined {
  const own = path.join(contentDirectory, 'newsletter.md');
  if (!existsSync(own)) return undefined;
  const words = new Map<string, NewsletterWords>();
  const read = (file: string): NewsletterWords => {
    const where = path.relative(path.dirname(contentDirectory), file);
    const parsed = parseNewsletterWords(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(`${where}: ${parsed.problems.join('; ')}`);
    return parsed.words;
  };
  words.set('', read(own));
  for (const [tag, folder] of languages) {
    const file = path.join(contentDirectory, 'locales', folder, 'newsletter.md');
    if (existsSync(file)) words.set(tag, read(file));
  }
  return words;
}

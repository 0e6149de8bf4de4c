// `npm run content:translated -- <tag> [item ...]`: records that a language's translations are up to
// date with the default language's sources as they are now (content/locales/<tag>/translated-from.json),
// so the content check stops naming them as stale: every translation of the language, or only the
// files and texts named ("posts/a-post.md", "copy.ts", "about.ts: services.design.title").
// docs/decisions/0039-stale-translations-by-fingerprint.md
import { copy } from '../content/copy.ts';
import { identity } from '../content/identity.ts';
import { readLanguages } from '@portfolio/content-model/languages';
import { isSampleName } from '@portfolio/content-model/sample-content';
import {
  fingerprintsFile,
  markTranslated,
} from '@portfolio/content-model/translation-fingerprints';

const [tag, ...only] = process.argv.slice(2);
const { languages } = readLanguages(copy.language, isSampleName(identity.fullName));
const language = languages.find((candidate) => candidate.tag.toLowerCase() === tag?.toLowerCase());
if (language === undefined) {
  console.error(
    `Usage: npm run content:translated -- <language> [file or text ...]\n  the languages: ${languages.map((candidate) => candidate.tag).join(', ') || 'none (content/locales/ has no translation)'}`,
  );
  process.exit(1);
}
const marked = await markTranslated(language, only);
console.log(
  `${language.tag}: ${String(marked)} translation${marked === 1 ? '' : 's'} marked up to date in content/locales/${language.segment}/${fingerprintsFile}${only.length > 0 ? ` (${only.join(', ')})` : ''}`,
);

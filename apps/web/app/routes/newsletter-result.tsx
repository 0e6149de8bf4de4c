// The pages the newsletter's answers land on (packages/contract/src/newsletter.ts): where the API
// sends a reader whose browser posted the form itself, and whose confirmation or unsubscribe link
// it followed. Each is prerendered; the address names the outcome, never the reader's address.
import { useLocation } from 'react-router';
import { newsletterEmailMax, newsletterResultPaths } from '@portfolio/contract/newsletter';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { fill } from '@portfolio/content-model/fill';
import { FormResultPage } from '../components/form-result-page.tsx';
import { Words } from '../components/words.tsx';

const results = copy.newsletter.results;

export const meta = () => [
  { title: `${results.title} | ${identity.fullName}` },
  { name: 'robots', content: 'noindex' },
];

/** The words for a result page's path; the check page's text says the longest address taken. */
function wordsFor(path: string): { heading: string; text: string } {
  switch (path) {
    case newsletterResultPaths.sent:
      return results.sent;
    case newsletterResultPaths.check:
      return {
        heading: results.check.heading,
        text: fill(results.check.text, { max: newsletterEmailMax }),
      };
    case newsletterResultPaths.confirmed:
      return results.confirmed;
    case newsletterResultPaths.expired:
      return results.expired;
    case newsletterResultPaths.left:
      return results.left;
    default:
      return results.notSent;
  }
}

export default function NewsletterResultRoute() {
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const { heading, text } = wordsFor(path);
  // After a form the browser posted, Back returns to the address as it was typed.
  const formPosted = path === newsletterResultPaths.check || path === newsletterResultPaths.notSent;
  return (
    <FormResultPage
      heading={heading}
      text={text}
      formPosted={formPosted}
      back={<Words of={results} name="backToBlog" />}
    />
  );
}

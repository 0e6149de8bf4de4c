// The pages a reply's answers land on (packages/contract/src/replies.ts): where the API sends a
// reader whose browser posted the reply form itself, and who stopped the mails about answers. Each
// is prerendered; the address names the outcome, never what the reader wrote.
// docs/decisions/0042-readers-replies.md
import { useLocation } from 'react-router';
import { replyResultPaths } from '@portfolio/contract/replies';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { FormResultPage } from '../components/form-result-page.tsx';
import { Words } from '../components/words.tsx';

const results = copy.replies.results;

export const meta = () => [
  { title: `${results.title} | ${identity.fullName}` },
  { name: 'robots', content: 'noindex' },
];

function wordsFor(path: string): { heading: string; text: string } {
  switch (path) {
    case replyResultPaths.sent:
      return results.sent;
    case replyResultPaths.check:
      return results.check;
    case replyResultPaths.stopped:
      return results.stopped;
    default:
      return results.notSent;
  }
}

export default function ReplyResultRoute() {
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const { heading, text } = wordsFor(path);
  // After a form the browser posted, Back returns to the reply as it was typed.
  const formPosted = path === replyResultPaths.check || path === replyResultPaths.notSent;
  return (
    <FormResultPage
      heading={heading}
      text={text}
      formPosted={formPosted}
      back={<Words of={results} name="backToPost" />}
    />
  );
}

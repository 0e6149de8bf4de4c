// The mails a follower gets: the one confirmation (the owner's words, content/newsletter.md, with
// its link), and each new post (its title as the subject, its summary or text, a link to it, the
// owner's name). Plain text and HTML, both built from text escaped here: nothing a feed or a reader
// wrote reaches a header unchecked or the HTML unescaped. Every mail carries List-Unsubscribe with
// one-click (RFC 8058) and a visible unsubscribe link. No tracking pixel, no rewritten link.
import type { NewsletterWords } from '@portfolio/contract/newsletter';
import { newsletterPaths } from '@portfolio/contract/newsletter';
import {
  apiAddress,
  link,
  page,
  paragraphs,
  unsubscribeHeaders,
  type MailParts,
  type MailSettings,
} from '../notify/mail-parts.ts';
import { escapeHtml } from '../inbox/html.ts';
import { oneLine } from '../notify/notification-text.ts';
import type { PostPayload } from './newsletter-deliveries.ts';

export function confirmationMail(
  words: NewsletterWords,
  settings: MailSettings,
  tokens: { confirm: string; unsubscribe: string },
  language: string,
): MailParts {
  const confirmUrl = apiAddress(settings, newsletterPaths.confirm, tokens.confirm);
  const unsubscribeUrl = apiAddress(settings, newsletterPaths.unsubscribe, tokens.unsubscribe);
  const [before = '', after = ''] = words.text.split('{link}');
  return {
    subject: oneLine(words.subject),
    text: words.text.replaceAll('{link}', confirmUrl),
    html: page(
      `${paragraphs(before)}<p>${link(confirmUrl, confirmUrl)}</p>${paragraphs(after)}`,
      language,
    ),
    headers: { 'Auto-Submitted': 'auto-generated', ...unsubscribeHeaders(unsubscribeUrl) },
  };
}

export function postMail(
  post: PostPayload,
  words: NewsletterWords,
  settings: MailSettings,
  unsubscribeToken: string,
  language: string,
): MailParts {
  const unsubscribeUrl = apiAddress(settings, newsletterPaths.unsubscribe, unsubscribeToken);
  const title = oneLine(post.title);
  return {
    subject: title,
    text: [
      title,
      post.text,
      `${words.readOn}: ${post.url}`,
      `— ${post.author}`,
      `${words.unsubscribe}: ${unsubscribeUrl}`,
    ].join('\n\n'),
    html: page(
      [
        `<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>`,
        paragraphs(post.text),
        `<p>${link(post.url, words.readOn)}</p>`,
        `<p>— ${escapeHtml(post.author)}</p>`,
        `<hr><p style="font-size:.85rem">${link(unsubscribeUrl, words.unsubscribe)}</p>`,
      ].join('\n'),
      language,
    ),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

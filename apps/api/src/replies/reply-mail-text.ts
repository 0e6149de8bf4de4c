// What the mails about replies say. To the owner: a held reply or mention, who wrote it, on which
// post, and how to decide. To a reader: the owner's answer to their reply, the post's address and
// a one-click stop. A reply is a stranger's words: one line where a header or a subject takes it,
// plain text in a mail's body, escaped in its HTML.
import { repliesPaths } from '@portfolio/contract/replies';
import {
  apiAddress,
  link,
  page,
  paragraphs,
  unsubscribeHeaders,
  type MailParts,
  type MailSettings,
} from '../notify/mail-parts.ts';
import { oneLine } from '../notify/notification-text.ts';
import type { ResultSite } from '../queries/form-post.ts';
import type { ReplyMail } from './reply-mails.ts';

/** The post's address on the site, from its path (a language's path included). */
export const postUrl = (site: ResultSite, post: string): string =>
  `${site.fallbackOrigin}${site.basePath}${post.replace(/^\/+/, '')}`;

const kindWords: Record<ReplyMail['reply']['kind'], string> = {
  reply: 'reply',
  mention: 'mention',
  like: 'like',
  repost: 'repost',
  bookmark: 'bookmark',
};

export function heldReplySubject(mail: ReplyMail): string {
  return `New ${kindWords[mail.reply.kind]} from ${oneLine(mail.reply.authorName)}, held for you`.slice(
    0,
    200,
  );
}

export function heldReplyText(mail: ReplyMail, site: ResultSite): string {
  const { reply } = mail;
  return [
    `From: ${oneLine(reply.authorName)}${reply.authorUrl === null ? '' : ` <${oneLine(reply.authorUrl)}>`}`,
    `On: ${postUrl(site, reply.post)}`,
    `Received: ${reply.createdAt}`,
    `Id: ${reply.id}`,
    '',
    reply.text,
    '',
    `-- It shows on the post once you approve it: in the web inbox's Replies, or with npm run replies -- approve ${reply.id}`,
  ].join('\n');
}

/** The reader's mail when the owner answers their reply. */
export function answerMail(
  mail: ReplyMail,
  site: ResultSite,
  settings: MailSettings,
  stopToken: string,
): MailParts {
  const url = postUrl(site, mail.reply.post);
  const stopUrl = apiAddress(settings, repliesPaths.stop, stopToken);
  const yours = mail.answered?.text ?? '';
  const subject = 'An answer to your reply';
  return {
    subject,
    text: [
      `Your reply on ${url}:`,
      yours
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
      'The author answered:',
      mail.reply.text,
      `Read it on the site: ${url}`,
      `To get no more e-mails about answers: ${stopUrl}`,
    ].join('\n\n'),
    html: page(
      [
        `<p>Your reply on ${link(url, url)}:</p>`,
        `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:1rem;color:#444">${paragraphs(yours)}</blockquote>`,
        '<p>The author answered:</p>',
        paragraphs(mail.reply.text),
        `<p>${link(url, 'Read it on the site')}</p>`,
        `<hr><p style="font-size:.85rem">${link(stopUrl, 'Get no more e-mails about answers')}</p>`,
      ].join('\n'),
      mail.answered?.language ?? 'en',
    ),
    headers: { 'Auto-Submitted': 'auto-replied', ...unsubscribeHeaders(stopUrl) },
  };
}

// Sends the mails replies cause, in the API process: due ones claimed, sent by their channel and
// recorded, a failure tried again with backoff. A channel the configuration lacks drops its mails
// (said in the row); an answer to a reader who has since stopped the mails is not sent.
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import type { ReplyMailChannel } from '../db/schema.ts';
import { messageIdFor } from '../notify/email-notifier.ts';
import type { RetryPolicy } from '../notify/outbox-repository.ts';
import { safeErrorFields } from '../notify/outbox-worker.ts';
import { oneLine } from '../notify/notification-text.ts';
import { chatBody, postToWebhook, type WebhookFormat } from '../notify/webhook-notifier.ts';
import type { MailSettings } from '../notify/mail-parts.ts';
import type { ResultSite } from '../queries/form-post.ts';
import { startPolling, type PollingWorker } from '../polling-worker.ts';
import { stopToken } from './answers.ts';
import { answerMail, heldReplySubject, heldReplyText } from './reply-mail-text.ts';
import {
  claimDueReplyMails,
  recordReplyMailDone,
  recordReplyMailFailure,
  type ReplyMail,
} from './reply-mails.ts';

export interface ReplyMailWorkerOptions {
  db: Db;
  site: ResultSite;
  /** The API's links' signing key. */
  key: string;
  mail: MailSettings;
  /** SMTP, when SMTP_URL and NOTIFY_EMAIL_FROM are set. */
  transport: Pick<Transporter, 'sendMail'> | undefined;
  from: string | undefined;
  /** The owner's address (NOTIFY_EMAIL_TO). */
  ownerEmail: string | undefined;
  webhook: { url: string; format: WebhookFormat } | undefined;
  policy: RetryPolicy;
  pollMs: number | false;
  claimMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type ReplyMailWorker = PollingWorker;

/** The channels a held reply is told on: the enquiries' (e-mail with its three settings, a webhook). */
export function ownerChannels(options: {
  transport: unknown;
  from: string | undefined;
  ownerEmail: string | undefined;
  webhook: unknown;
}): ReplyMailChannel[] {
  return [
    ...(options.transport !== undefined &&
    options.from !== undefined &&
    options.ownerEmail !== undefined
      ? (['email'] as const)
      : []),
    ...(options.webhook === undefined ? [] : (['webhook'] as const)),
  ];
}

export function startReplyMailWorker(options: ReplyMailWorkerOptions): ReplyMailWorker {
  const now = options.now ?? (() => new Date());

  /** Sends one mail; a string says why it is not to be sent at all. */
  async function send(mail: ReplyMail): Promise<string | undefined> {
    const { transport, from } = options;
    switch (mail.channel) {
      case 'email': {
        if (transport === undefined || from === undefined || options.ownerEmail === undefined)
          return 'e-mail is not set up';
        await transport.sendMail({
          messageId: messageIdFor(mail.id, from, 'reply'),
          from,
          to: options.ownerEmail,
          subject: heldReplySubject(mail),
          text: heldReplyText(mail, options.site),
          headers: { 'X-Portfolio-Reply-Id': mail.reply.id },
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        return undefined;
      }
      case 'webhook': {
        const { webhook } = options;
        if (webhook === undefined) return 'no webhook is set up';
        const subject = heldReplySubject(mail);
        const text = heldReplyText(mail, options.site);
        await postToWebhook(
          webhook.url,
          mail.id,
          webhook.format === 'json'
            ? {
                event: 'reply.held',
                id: mail.reply.id,
                post: mail.reply.post,
                kind: mail.reply.kind,
                author: { name: mail.reply.authorName, url: mail.reply.authorUrl },
                text: mail.reply.text,
                receivedAt: mail.reply.createdAt,
              }
            : chatBody(webhook.format, subject, text),
        );
        return undefined;
      }
      case 'answer': {
        if (transport === undefined || from === undefined) return 'e-mail is not set up';
        const reader = mail.answered;
        if (reader?.email === null || reader?.email === undefined)
          return 'the reader left no address, or stopped the mails';
        const parts = answerMail(
          mail,
          options.site,
          options.mail,
          stopToken(options.key, reader.id),
        );
        await transport.sendMail({
          messageId: messageIdFor(mail.id, from, 'answer'),
          from,
          to: { name: oneLine(reader.authorName), address: reader.email },
          subject: parts.subject,
          text: parts.text,
          html: parts.html,
          headers: parts.headers,
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        return undefined;
      }
    }
  }

  async function sendOrRecord(mail: ReplyMail): Promise<number> {
    try {
      const skipped = await send(mail);
      await recordReplyMailDone(options.db, mail.id, now(), skipped);
      return skipped === undefined ? 1 : 0;
    } catch (error) {
      // Codes only: never the address, never what a server echoed back.
      options.log.warn(
        { mail: mail.id, channel: mail.channel, ...safeErrorFields(error) },
        'a mail about a reply failed; it will be tried again',
      );
      await recordReplyMailFailure(options.db, mail, 'send failed', now(), options.policy).catch(
        () => undefined,
      );
      return 0;
    }
  }

  return startPolling({
    pass: async (stopping) => {
      let sent = 0;
      for (;;) {
        if (stopping()) return sent;
        const batch = await claimDueReplyMails(options.db, now(), 4, options.claimMs);
        if (batch.length === 0) return sent;
        for (const mail of batch) sent += await sendOrRecord(mail);
      }
    },
    pollMs: options.pollMs,
    onError: (error) =>
      options.log.warn(safeErrorFields(error), 'could not look for mails about replies'),
  });
}

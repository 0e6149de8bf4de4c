// Sends the followers' mails in the API process: due ones are claimed, sent and recorded, at most
// NEWSLETTER_RATE a minute (mail providers limit it), a failure tried again with backoff. Nothing
// lives only in memory: a restart (or another instance) picks up where the last stopped, and a
// claim a killed process left runs out. A mail resent after a crash between the server's 250 and
// the record has the same Message-ID, so clients show it once.
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { NewsletterWords } from '@portfolio/contract/newsletter';
import type { Db } from '../db/database.ts';
import { messageIdFor } from '../notify/email-notifier.ts';
import { safeErrorFields } from '../notify/outbox-worker.ts';
import { startPolling, type PollingWorker } from '../polling-worker.ts';
import {
  claimDueMails,
  dropMail,
  recordMailFailure,
  recordMailSent,
  type NewsletterDelivery,
  type PostPayload,
} from './newsletter-deliveries.ts';
import type { MailSettings } from '../notify/mail-parts.ts';
import { confirmationMail, postMail } from './newsletter-mail.ts';
import { confirmationToken, unsubscribeToken } from './subscribers.ts';

export interface NewsletterWorkerOptions {
  db: Db;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  /** The signing key of the links (the proof of work's). */
  key: string;
  mail: MailSettings;
  /** The owner's words by language tag; the default language's under ''. */
  words: ReadonlyMap<string, NewsletterWords>;
  /** Mails a minute at most. */
  perMinute: number;
  /** Mails sent at once (NOTIFY_CONCURRENCY): a mail server's round trips set the pace. */
  concurrency?: number;
  pollMs: number | false;
  maxAttempts?: number;
  retryBaseMs?: number;
  claimMs?: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Its `drain` sends what is due now, at the rate (tests, the CLI). */
export type NewsletterWorker = PollingWorker;

export function startNewsletterWorker(options: NewsletterWorkerOptions): NewsletterWorker {
  const now = options.now ?? (() => new Date());
  const spacingMs = 60_000 / options.perMinute;
  const policy = { maxAttempts: options.maxAttempts ?? 8, baseMs: options.retryBaseMs ?? 60_000 };
  const claimMs = options.claimMs ?? 120_000;
  const concurrency = options.concurrency ?? 1;
  // The next moment a mail may go, at the rate: each sender takes the next slot.
  let nextSlot = 0;
  const waitForSlot = async (): Promise<void> => {
    const at = Math.max(Date.now(), nextSlot);
    nextSlot = at + spacingMs;
    const wait = at - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };

  const wordsFor = (language: string): NewsletterWords | undefined =>
    options.words.get(language) ?? options.words.get('');

  async function send(delivery: NewsletterDelivery): Promise<void> {
    const { subscriber } = delivery;
    const words = wordsFor(subscriber.language);
    if (words === undefined) throw new Error('no words for the newsletter');
    // A post only to a reader who follows; a confirmation only to one who has not yet.
    if (
      (delivery.kind === 'post' && subscriber.status !== 'confirmed') ||
      (delivery.kind === 'confirm' && subscriber.status !== 'pending')
    ) {
      await dropMail(options.db, delivery.id, `reader ${subscriber.status}`);
      return;
    }
    const leave = unsubscribeToken(options.key, subscriber.id);
    const parts =
      delivery.kind === 'confirm'
        ? confirmationMail(
            words,
            options.mail,
            {
              confirm: confirmationToken(
                options.key,
                subscriber.id,
                subscriber.confirmationSentAt ?? '',
              ),
              unsubscribe: leave,
            },
            subscriber.language,
          )
        : postMail(
            JSON.parse(delivery.payload) as PostPayload,
            words,
            options.mail,
            leave,
            subscriber.language,
          );
    await waitForSlot();
    await options.transport.sendMail({
      messageId: messageIdFor(delivery.id, options.from, 'newsletter'),
      from: options.from,
      to: subscriber.email,
      subject: parts.subject,
      text: parts.text,
      html: parts.html,
      headers: parts.headers,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    await recordMailSent(options.db, delivery.id, now());
  }

  async function sendOrRecord(delivery: NewsletterDelivery): Promise<number> {
    try {
      await send(delivery);
      return 1;
    } catch (error) {
      // Codes only: never the address, never what a server echoed back.
      options.log.warn(
        { delivery: delivery.id, ...safeErrorFields(error) },
        'a newsletter mail failed; it will be tried again',
      );
      await recordMailFailure(options.db, delivery, 'send failed', now(), policy).catch(
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
        const batch = await claimDueMails(options.db, now(), concurrency, claimMs);
        if (batch.length === 0) return sent;
        const results = await Promise.all(batch.map(sendOrRecord));
        sent += results.reduce((total, one) => total + one, 0);
      }
    },
    pollMs: options.pollMs,
    onError: (error) =>
      options.log.warn(safeErrorFields(error), 'the newsletter could not look for mails'),
  });
}

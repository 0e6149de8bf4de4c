// The sender's confirmation (AUTO_REPLY=on): the owner's words from content/auto-reply.md, from
// the fixed NOTIFY_EMAIL_FROM, to the address the visitor gave. It never quotes the message, and
// repeats the name only when it reads as one (fillAutoReply), so the form cannot relay a
// spammer's words to a third party. Marked as an automatic reply (RFC 3834), so mail servers and
// out-of-office replies do not answer it, with replies going to the owner.
import nodemailer from 'nodemailer';
import { fillAutoReply } from '@portfolio/contract/auto-reply-template';
import type { AutoReplyTemplate } from '@portfolio/contract/auto-reply-template';
import { oneLine } from './notification-text.ts';
import type { Notifier } from './notifier.ts';

export interface AutoReplySettings {
  smtpUrl: string;
  from: string;
  /** Where the visitor's answer goes: the owner. */
  replyTo: string | undefined;
  template: AutoReplyTemplate;
}

/** Stable per outbox row, like the owner's notification: a resend after a crash is the same mail. */
export function autoReplyMessageId(deliveryId: string, from: string): string {
  const domain = from.split('@').pop() ?? 'localhost';
  return `<auto-reply-${deliveryId}@${domain}>`;
}

export function createAutoReplyNotifier(settings: AutoReplySettings): {
  send: Notifier;
  close: () => void;
} {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async ({ deliveryId, query }) => {
      const { subject, text } = fillAutoReply(settings.template, query.name);
      await transport.sendMail({
        messageId: autoReplyMessageId(deliveryId, settings.from),
        from: settings.from,
        to: oneLine(query.email),
        ...(settings.replyTo === undefined ? {} : { replyTo: settings.replyTo }),
        subject,
        text,
        headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}

// The sender's confirmation (AUTO_REPLY=on): the owner's words from content/auto-reply.md, from
// the fixed NOTIFY_EMAIL_FROM, to the address the visitor gave. It never quotes the message, and
// repeats the name only when it reads as one (fillAutoReply), so the form cannot relay a
// spammer's words to a third party. Marked as an automatic reply (RFC 3834), so mail servers and
// out-of-office replies do not answer it, with replies going to the owner.
import { fillAutoReply } from '@portfolio/contract/auto-reply-template';
import type { AutoReplyTemplate } from '@portfolio/contract/auto-reply-template';
import { messageIdFor, smtpTransport } from './email-notifier.ts';
import { oneLine } from './notification-text.ts';
import type { Notifier } from './notifier.ts';

export interface AutoReplySettings {
  smtpUrl: string;
  from: string;
  /** Where the visitor's answer goes: the owner. */
  replyTo: string | undefined;
  /** SMTP connections kept open at most (NOTIFY_CONCURRENCY). */
  connections?: number;
  template: AutoReplyTemplate;
}

export function createAutoReplyNotifier(settings: AutoReplySettings): {
  send: Notifier;
  close: () => void;
} {
  const transport = smtpTransport(settings.smtpUrl, settings.connections);
  return {
    send: async ({ deliveryId, query }) => {
      const { subject, text } = fillAutoReply(settings.template, query.name);
      await transport.sendMail({
        // Stable per outbox row, like the owner's notification: a resend is the same mail.
        messageId: messageIdFor(deliveryId, settings.from, 'auto-reply'),
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

// The sender's confirmation (AUTO_REPLY=on): the owner's words from content/auto-reply.md, from
// the fixed NOTIFY_EMAIL_FROM, to the address the visitor gave, in the language the form was sent
// in when the owner translated it (content/locales/<tag>/auto-reply.md). It never quotes the message, and
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
  /** The default language's confirmation (content/auto-reply.md). */
  template: AutoReplyTemplate;
  /** Each further language's, by canonical tag (content/locales/<tag>/auto-reply.md). */
  translations?: ReadonlyMap<string, AutoReplyTemplate>;
}

/** The confirmation in the query's language where the owner wrote one, else the default. */
export function autoReplyTemplateFor(
  settings: Pick<AutoReplySettings, 'template' | 'translations'>,
  language: string | null | undefined,
): AutoReplyTemplate {
  return (language == null ? undefined : settings.translations?.get(language)) ?? settings.template;
}

export function createAutoReplyNotifier(settings: AutoReplySettings): {
  send: Notifier;
  close: () => void;
} {
  const transport = smtpTransport(settings.smtpUrl, settings.connections);
  return {
    send: async ({ deliveryId, query }) => {
      const { subject, text } = fillAutoReply(
        autoReplyTemplateFor(settings, query.language),
        query.name,
      );
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

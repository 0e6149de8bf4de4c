// Plain-text e-mail to the owner. The visitor's address goes in Reply-To, never From: the
// owner's own domain sends, so the message is not spoofed and survives SPF/DMARC.
import nodemailer from 'nodemailer';
import { notificationSubject, notificationText, oneLine } from './notification-text.ts';
import type { Notifier } from './notifier.ts';

export interface EmailSettings {
  smtpUrl: string;
  to: string;
  from: string;
  /** SMTP connections kept open at most (NOTIFY_CONCURRENCY). */
  connections?: number;
}

/**
 * The same outbox row always gives the same Message-ID, so a mail resent after a crash between
 * the server's 250 and our database update is recognisably the same mail (clients collapse it).
 */
export function messageIdFor(deliveryId: string, from: string, kind = 'notification'): string {
  const domain = from.split('@').pop() ?? 'localhost';
  return `<${kind}-${deliveryId}@${domain}>`;
}

/**
 * The mail transport every e-mail the API sends goes through: a pool of up to `connections`
 * SMTP connections, each reused for many messages, so a backlog is not paid for in handshakes.
 */
export function smtpTransport(smtpUrl: string, connections = 1) {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    // A pooled connection that sat idle is closed by the server eventually; nodemailer opens a
    // new one then. Short timeouts keep a hung server from holding a delivery slot for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export function createEmailNotifier(settings: EmailSettings): {
  send: Notifier;
  close: () => void;
} {
  const transport = smtpTransport(settings.smtpUrl, settings.connections);
  return {
    send: async ({ deliveryId, query }) => {
      await transport.sendMail({
        messageId: messageIdFor(deliveryId, settings.from),
        from: settings.from,
        to: settings.to,
        replyTo: { name: oneLine(query.name), address: oneLine(query.email) },
        subject: notificationSubject(query),
        text: notificationText(query),
        // The query id lets a mail client thread repeats and the owner find it in the inbox CLI.
        headers: { 'X-Portfolio-Query-Id': query.id },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}

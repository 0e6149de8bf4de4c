// Posts an enquiry to a chat or automation webhook in the shape it expects.
import { notificationSubject, notificationText } from './notification-text.ts';
import type { NotifiedQuery } from './notification-text.ts';
import type { Notifier } from './notifier.ts';

export type WebhookFormat = 'json' | 'slack' | 'discord';

const discordLimit = 2000;

export function webhookBody(format: WebhookFormat, query: NotifiedQuery): unknown {
  switch (format) {
    case 'json':
      return {
        event: 'query.received',
        id: query.id,
        receivedAt: query.createdAt,
        name: query.name,
        email: query.email,
        message: query.message,
      };
    case 'slack':
    case 'discord':
      return chatBody(format, notificationSubject(query), notificationText(query));
  }
}

/** A message for a chat's webhook: its subject in bold, then its text. */
export function chatBody(format: 'slack' | 'discord', subject: string, text: string): unknown {
  if (format === 'slack') return { text: `*${subject}*\n${text}` };
  const content = `**${subject}**\n${text}`;
  return {
    content: content.length > discordLimit ? `${content.slice(0, discordLimit - 1)}…` : content,
    // A visitor's "@everyone" must not ping the owner's whole server.
    allowed_mentions: { parse: [] },
  };
}

/** Posts `body` as JSON; a failure (no answer in time, not 2xx) throws, to be tried again. */
export async function postToWebhook(
  url: string,
  deliveryId: string,
  body: unknown,
  timeoutMs = 10_000,
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    // The same key on every retry of one notification lets the receiver drop a repeat.
    headers: { 'content-type': 'application/json', 'idempotency-key': deliveryId },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Drain the body so the connection is released.
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`webhook answered ${response.status} ${response.statusText}`);
}

export function createWebhookNotifier(
  url: string,
  format: WebhookFormat,
  timeoutMs = 10_000,
): Notifier {
  return ({ deliveryId, query }) =>
    postToWebhook(url, deliveryId, webhookBody(format, query), timeoutMs);
}

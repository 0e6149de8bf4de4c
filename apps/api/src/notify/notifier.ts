// What a channel (e-mail, webhook) is given to deliver. `deliveryId` is the outbox row's id: it
// stays the same across retries, so a notification sent twice (at-least-once delivery, see the
// README's reliability section) carries the same Message-ID or Idempotency-Key both times.
import type { NotifiedQuery } from './notification-text.ts';

export interface Notification {
  deliveryId: string;
  query: NotifiedQuery;
}

export type Notifier = (notification: Notification) => Promise<void>;

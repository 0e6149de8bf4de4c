// The followers as CSV, for `npm run newsletter -- export` and the inbox's download: every
// address the newsletter keeps, with its language, status and times; each cell safe to open in a
// spreadsheet (cli/csv.ts).
import { toCsv } from '../cli/csv.ts';
import type { Subscriber } from './subscribers.ts';

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv(
    ['email', 'language', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'],
    subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.language,
      subscriber.status,
      subscriber.createdAt,
      subscriber.confirmedAt,
      subscriber.unsubscribedAt,
    ]),
  );
}

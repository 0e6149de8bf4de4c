// `npm run newsletter -- list [--json] | export | erase EMAIL | send`: the owner's followers by
// e-mail in a terminal. An address is the reader's own words: printed on one line, controls made
// visible; the CSV is safe in a spreadsheet (csv.ts).
import type { Db } from '../db/database.ts';
import { eraseSubscriber, listSubscribers } from '../newsletter/subscribers.ts';
import { subscribersCsv } from '../newsletter/subscribers-csv.ts';
import type { InboxIo } from './run-inbox.ts';
import { terminalSafe, terminalSafeJson } from './terminal-safe.ts';

export const newsletterUsage = `Usage: npm run newsletter -- <command>

  list [--json]   every address kept: its language, status (pending, confirmed,
                  unsubscribed) and times; --json as an array, for a script
  export          the same as CSV, on standard output
  erase EMAIL     forgets an address and every mail to it
  send            reads the site's feed now, queues each new post for every
                  confirmed reader, and sends what is due`;

/** What `send` does, given by the caller: it needs the mail settings and the feed. */
export type SendNow = () => Promise<{
  first: boolean;
  queued: string[];
  mails: number;
  sent: number;
}>;

export async function runNewsletter(
  args: readonly string[],
  db: Db,
  io: InboxIo,
  sendNow: SendNow,
): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'list': {
      const subscribers = await listSubscribers(db);
      if (rest.includes('--json')) {
        io.out(terminalSafeJson(JSON.stringify(subscribers, null, 2)));
        return 0;
      }
      if (subscribers.length === 0) {
        io.out('No one follows the posts yet.');
        return 0;
      }
      const counts = new Map<string, number>();
      for (const subscriber of subscribers)
        counts.set(subscriber.status, (counts.get(subscriber.status) ?? 0) + 1);
      io.out(
        `${String(counts.get('confirmed') ?? 0)} confirmed, ${String(counts.get('pending') ?? 0)} pending, ${String(counts.get('unsubscribed') ?? 0)} unsubscribed`,
      );
      for (const subscriber of subscribers)
        io.out(
          `${terminalSafe(subscriber.email, { oneLine: true }).padEnd(40)}  ${subscriber.status.padEnd(12)}  ${terminalSafe(subscriber.language, { oneLine: true }).padEnd(8)}  ${subscriber.createdAt}`,
        );
      return 0;
    }
    case 'export': {
      const subscribers = await listSubscribers(db);
      io.out(subscribersCsv(subscribers).trimEnd());
      return 0;
    }
    case 'erase': {
      const [email] = rest;
      if (email === undefined) {
        io.err('Name the address to erase: npm run newsletter -- erase reader@example.com');
        return 1;
      }
      const erased = await eraseSubscriber(db, email);
      io.out(erased ? 'Erased.' : 'No such address is kept.');
      return erased ? 0 : 1;
    }
    case 'send': {
      const result = await sendNow();
      io.out(
        result.first
          ? `The feed was read for the first time: its posts are the archive, and none is mailed. ${String(result.sent)} mail(s) sent.`
          : `${String(result.queued.length)} new post(s) queued for ${String(result.mails)} mail(s); ${String(result.sent)} mail(s) sent.`,
      );
      return 0;
    }
    case undefined:
    case '--help':
    case '-h':
      io.out(newsletterUsage);
      return command === undefined ? 1 : 0;
    default:
      io.err(
        `Unknown command "${terminalSafe(command, { oneLine: true })}".\n\n${newsletterUsage}`,
      );
      return 1;
  }
}

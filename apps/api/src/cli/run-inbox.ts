// The owner's inbox: read, export and tidy received queries from the same database the API uses.
import { chmod, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Db } from '../db/database.ts';
import type { NotificationChannel } from '../db/schema.ts';
import type { StoredQuery } from '../db/schema.ts';
import { outboxForQuery, retryNotifications } from '../notify/outbox-repository.ts';
import { createEnrolment, enrolmentLifetimeMs } from '../inbox/enrolments.ts';
import { enqueueNotifications } from '../notify/outbox-repository.ts';
import {
  countFromSender,
  eraseSender,
  markNotSpam,
  markSpam,
  markUnread,
  setHandled,
} from '../queries/owner-actions.ts';
import { exportJson, exportQueries, publicRecord } from '../queries/query-export.ts';
import { deleteQuery, findQuery, listQueries, markRead } from '../queries/query-repository.ts';
import { purgeExpired } from '../queries/retention.ts';
import { parseReasons } from '../queries/spam-rules.ts';
import type { RetentionPolicy } from '../queries/retention.ts';
import { ownerTime } from '../owner-time.ts';
import { terminalSafe } from './terminal-safe.ts';

export interface InboxIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** What some commands need from the API's configuration. */
export interface InboxSettings {
  /** The web inbox's address (API_PUBLIC_URL + inbox): where an enrolment link points. */
  inboxUrl: string;
  retention: RetentionPolicy;
  /** The notification channels configured, for a query moved out of spam. */
  channels: NotificationChannel[];
  /** The owner's time zone (TIME_ZONE): every time shown is in it. */
  timeZone: string;
}

export const defaultSettings: InboxSettings = {
  inboxUrl: 'http://localhost:3001/inbox',
  retention: { queryDays: undefined, spamDays: 30 },
  channels: [],
  timeZone: 'UTC',
};

export const usage = `Usage: npm run inbox -- <command>

  list [--all] [--spam] [--json]   unread queries, newest first (--all: read ones too;
                                   --spam: the spam folder instead)
  show ID                          one query in full, with its notifications
  export --format csv|json [--out FILE]
                                   every query (CSV is safe to open in a spreadsheet)
  mark-read ID                     mark a query as read
  mark-unread ID                   mark a query as unread
  handled ID [--undo]              mark a query handled (--undo: not handled)
  mark-spam ID                     move a query to spam (its unsent notifications are dropped)
  not-spam ID                      move a query from spam to the inbox and notify it, once
  delete ID                        delete a query and its notifications
  erase-sender EMAIL [--yes]       every query and notification from one address
                                   (counts them; --yes erases them)
  purge                            delete what is older than RETENTION_DAYS (queries),
                                   SPAM_RETENTION_DAYS (spam) and VISITS_RETENTION_DAYS
                                   (visit counts) now
  retry-notifications              send failed or waiting notifications now
  enroll                           print a one-time link that adds a passkey to the web
                                   inbox (valid once, for 15 minutes)

ID may be the short id that list shows.`;

class UsageError extends Error {}

function oneLine(text: string, width: number): string {
  const flat = terminalSafe(text.replace(/\s+/g, ' ').trim(), { oneLine: true });
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

const json = exportJson;

function table(queries: readonly StoredQuery[], timeZone: string): string {
  if (queries.length === 0) return 'No queries.';
  const lines = queries.map((query) =>
    [
      query.id.slice(0, 8),
      ownerTime(timeZone, query.created_at, false),
      query.read_at === null ? '●' : ' ',
      oneLine(query.name, 24).padEnd(24),
      oneLine(query.email, 32).padEnd(32),
      oneLine(query.language ?? '', 6).padEnd(6),
      oneLine(query.message, 48),
    ].join('  '),
  );
  return [
    `${'ID'.padEnd(8)}  ${`RECEIVED (${timeZone})`.padEnd(16)}  N  ${'NAME'.padEnd(24)}  ${'E-MAIL'.padEnd(32)}  ${'LANG'.padEnd(6)}  MESSAGE`,
    ...lines,
  ].join('\n');
}

async function requireQuery(db: Db, id: string | undefined): Promise<StoredQuery> {
  if (id === undefined)
    throw new UsageError('Give the id of a query (see `npm run inbox -- list`).');
  const result = await findQuery(db, id);
  if ('found' in result) return result.found;
  if (result.error === 'ambiguous')
    throw new Error(
      `"${id}" matches more than one query: ${result.matches.join(', ')}. Give more of the id.`,
    );
  throw new Error(`No query with id "${id}". See \`npm run inbox -- list --all\`.`);
}

export async function runInbox(
  argv: readonly string[],
  db: Db,
  io: InboxIo,
  settings: InboxSettings = defaultSettings,
): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        all: { type: 'boolean', default: false },
        spam: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        format: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
        yes: { type: 'boolean', default: false },
        undo: { type: 'boolean', default: false },
      },
    });
    const [command, id, ...extra] = positionals;
    if (values.help || command === undefined || command === 'help') {
      io.out(usage);
      return command === undefined && !values.help ? 2 : 0;
    }
    if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra.join(' ')}".`);

    switch (command) {
      case 'list': {
        const queries = await listQueries(db, { includeRead: values.all, spam: values.spam });
        io.out(values.json ? json(queries.map(publicRecord)) : table(queries, settings.timeZone));
        return 0;
      }
      case 'show': {
        const query = await requireQuery(db, id);
        const notifications = await outboxForQuery(db, query.id);
        if (values.json) {
          io.out(json({ ...publicRecord(query), notifications }));
          return 0;
        }
        io.out(
          [
            `Id:        ${query.id}`,
            `Received:  ${ownerTime(settings.timeZone, query.created_at)}`,
            ...(query.language === null
              ? []
              : [`Language:  ${terminalSafe(query.language, { oneLine: true })}`]),
            `From:      ${terminalSafe(query.name, { oneLine: true })} <${terminalSafe(query.email, { oneLine: true })}>`,
            `Status:    ${
              query.is_spam === 1
                ? `spam (${terminalSafe(
                    parseReasons(query.spam_reasons)
                      .map((reason) => reason.detail)
                      .join('; ') || 'moved there by you',
                    { oneLine: true },
                  )})`
                : query.read_at === null
                  ? 'unread'
                  : `read ${query.read_at}`
            }${query.handled_at === null ? '' : `, handled ${ownerTime(settings.timeZone, query.handled_at)}`}`,
            ...notifications.map(
              (n) =>
                `Notified:  ${n.channel} ${n.status} after ${n.attempts} attempt(s)${n.lastError && n.status !== 'sent' ? ` (last error: ${terminalSafe(n.lastError, { oneLine: true })})` : ''}`,
            ),
            '',
            terminalSafe(query.message),
          ].join('\n'),
        );
        return 0;
      }
      case 'export': {
        const format = values.format;
        if (format !== 'csv' && format !== 'json')
          throw new UsageError('Choose the export format: --format csv or --format json.');
        const { text, count } = await exportQueries(db, format);
        if (values.out === undefined) io.out(text.trimEnd());
        else {
          // Visitors' names, addresses and messages: readable by the owner only. chmod as well,
          // since an existing file keeps its mode when overwritten.
          await writeFile(values.out, text, { mode: 0o600 });
          await chmod(values.out, 0o600);
          io.err(`Wrote ${count} queries to ${values.out}`);
        }
        return 0;
      }
      case 'mark-read': {
        const query = await requireQuery(db, id);
        await markRead(db, query.id);
        io.out(`Marked ${query.id} as read.`);
        return 0;
      }
      case 'mark-unread': {
        const query = await requireQuery(db, id);
        await markUnread(db, query.id);
        io.out(`Marked ${query.id} as unread.`);
        return 0;
      }
      case 'handled': {
        const query = await requireQuery(db, id);
        await setHandled(db, query.id, !values.undo);
        io.out(`Marked ${query.id} as ${values.undo ? 'not handled' : 'handled'}.`);
        return 0;
      }
      case 'mark-spam': {
        const query = await requireQuery(db, id);
        const moved = await markSpam(db, query.id);
        io.out(moved ? `Moved ${query.id} to spam.` : `${query.id} is already spam.`);
        return 0;
      }
      case 'not-spam': {
        const query = await requireQuery(db, id);
        const moved = await markNotSpam(db, query.id, (trx, queryId, at) =>
          enqueueNotifications(trx, queryId, settings.channels, at),
        );
        io.out(
          moved
            ? `Moved ${query.id} to the inbox; the running API sends its notifications within seconds.`
            : `${query.id} is not spam.`,
        );
        return 0;
      }
      case 'erase-sender': {
        if (!id?.includes('@'))
          throw new UsageError('Give the e-mail address whose queries to erase.');
        const shown = terminalSafe(id, { oneLine: true });
        if (!values.yes) {
          const count = await countFromSender(db, id);
          io.out(
            count.queries === 0 && count.replies === 0
              ? `Nothing from ${shown} is stored.`
              : `${count.queries} queries, ${count.notifications} notifications and ${count.replies} replies from ${shown} would be erased. Run again with --yes to erase them.`,
          );
          return 0;
        }
        const erased = await eraseSender(db, id);
        io.out(
          `Erased ${erased.queries} queries, ${erased.notifications} notifications and ${erased.replies} replies from ${shown}.`,
        );
        return 0;
      }
      case 'purge': {
        const { retention } = settings;
        const counts = await purgeExpired(db, retention);
        io.out(
          `Purged ${counts.queries} queries${retention.queryDays === undefined ? ' (RETENTION_DAYS is unset: queries are kept)' : ` older than ${retention.queryDays} days`}, ${counts.spam} spam older than ${retention.spamDays} days, and ${counts.replies} spam or rejected replies.`,
        );
        return 0;
      }
      case 'enroll': {
        const token = await createEnrolment(db);
        io.out(
          `Open this link in the browser that should hold the passkey, within ${enrolmentLifetimeMs / 60_000} minutes; it works once.`,
        );
        io.out(`${settings.inboxUrl}/enroll?token=${token}`);
        return 0;
      }
      case 'delete': {
        const query = await requireQuery(db, id);
        await deleteQuery(db, query.id);
        io.out(`Deleted ${query.id} (${terminalSafe(query.name, { oneLine: true })}).`);
        return 0;
      }
      case 'retry-notifications': {
        const count = await retryNotifications(db);
        io.out(
          count === 0
            ? 'No notifications are waiting or failed.'
            : `${count} notification(s) will be sent by the running API within seconds.`,
        );
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // parseArgs reports an unknown option as ERR_PARSE_ARGS_*: a usage mistake too.
    const misuse =
      error instanceof UsageError ||
      (error instanceof Error &&
        'code' in error &&
        String(error.code).startsWith('ERR_PARSE_ARGS'));
    io.err(misuse ? `${message}\n\n${usage}` : message);
    return misuse ? 2 : 1;
  }
}

// `npm run webmention -- send [POST]`: the owner's posts notify the pages they link to
// (webmention/send-from-feed.ts). Every line printed names a page of another site and what its
// server answered: made safe for a terminal (terminal-safe.ts).
import type { Db } from '../db/database.ts';
import type { SendOptions, SentReport } from '../webmention/send-from-feed.ts';
import type { InboxIo } from './run-inbox.ts';
import { terminalSafe } from './terminal-safe.ts';

export const webmentionUsage = `Usage: npm run webmention -- send [POST]

  send [POST]   reads the site's feeds and sends a Webmention to each page of another
                site a post links to, once, and again when the post changes (POST, an
                address or a path such as /blog/a-post, for that post alone)`;

export async function runWebmention(
  args: readonly string[],
  db: Db,
  io: InboxIo,
  send: (db: Db, options: Pick<SendOptions, 'only'>) => Promise<SentReport[]>,
): Promise<number> {
  const [command, only, ...rest] = args;
  if (command !== 'send' || rest.length > 0) {
    io.err(webmentionUsage);
    return command === undefined || command === 'help' ? 0 : 1;
  }
  const reports = await send(db, only === undefined ? {} : { only });
  if (reports.length === 0) {
    io.out('Nothing to send: every link was notified since its post last changed.');
    return 0;
  }
  for (const report of reports)
    io.out(
      `${report.outcome.padEnd(11)}  ${terminalSafe(report.target, { oneLine: true })}  (${terminalSafe(report.detail, { oneLine: true })})  from ${terminalSafe(report.source, { oneLine: true })}`,
    );
  const failed = reports.filter((report) => report.outcome === 'failed').length;
  io.out(
    `${String(reports.filter((report) => report.outcome === 'sent').length)} sent, ${String(reports.filter((report) => report.outcome === 'no-endpoint').length)} without an endpoint, ${String(failed)} failed`,
  );
  return failed > 0 ? 1 : 0;
}

// Every query as the owner takes it away: JSON, or CSV that is safe to open in a spreadsheet
// (cli/csv.ts). The CLI's `export` and the web inbox's downloads are this one function.
import { toCsv } from '../cli/csv.ts';
import { terminalSafeJson } from '../cli/terminal-safe.ts';
import type { Db } from '../db/database.ts';
import type { StoredQuery } from '../db/schema.ts';
import { allQueries } from './query-repository.ts';
import { parseReasons } from './spam-rules.ts';

export function publicRecord(query: StoredQuery) {
  return {
    id: query.id,
    receivedAt: query.created_at,
    name: query.name,
    email: query.email,
    message: query.message,
    language: query.language,
    spam: query.is_spam === 1,
    readAt: query.read_at,
    handledAt: query.handled_at,
    spamReasons: parseReasons(query.spam_reasons).map((reason) => reason.detail),
  };
}

export type ExportFormat = 'csv' | 'json';

/** JSON is escaped for terminals too (it may be printed); parsed, it equals the stored text. */
export const exportJson = (value: unknown): string =>
  terminalSafeJson(JSON.stringify(value, null, 2));

export async function exportQueries(
  db: Db,
  format: ExportFormat,
): Promise<{ text: string; count: number }> {
  const records = (await allQueries(db)).map(publicRecord);
  const text =
    format === 'json'
      ? `${exportJson(records)}\n`
      : toCsv(
          [
            'id',
            'received_at',
            'name',
            'email',
            'message',
            'language',
            'spam',
            'read_at',
            'handled_at',
            'spam_reasons',
          ],
          records.map((r) => [
            r.id,
            r.receivedAt,
            r.name,
            r.email,
            r.message,
            r.language,
            r.spam ? 'yes' : 'no',
            r.readAt,
            r.handledAt,
            r.spamReasons.join('; '),
          ]),
        );
  return { text, count: records.length };
}

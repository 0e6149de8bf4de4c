// The tables as Kysely sees them. Timestamps are ISO-8601 UTC strings and flags are 0/1 integers
// so one set of migrations and queries means the same thing on SQLite and PostgreSQL.
import type { Insertable, Selectable } from 'kysely';

export interface QueriesTable {
  id: string;
  created_at: string;
  name: string;
  email: string;
  message: string;
  /** sha256 of the lower-cased e-mail and the message: finds a repeat without scanning text. */
  fingerprint: string;
  is_spam: number;
  read_at: string | null;
}

export type NotificationChannel = 'email' | 'webhook';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  query_id: string;
  channel: NotificationChannel;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** A worker's claim; a claim left behind by a crashed process expires. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface NotificationAttemptsTable {
  id: string;
  outbox_id: string;
  attempted_at: string;
  error: string | null;
}

export interface Database {
  queries: QueriesTable;
  outbox: OutboxTable;
  notification_attempts: NotificationAttemptsTable;
}

export type StoredQuery = Selectable<QueriesTable>;
export type NewQuery = Insertable<QueriesTable>;
export type OutboxRow = Selectable<OutboxTable>;

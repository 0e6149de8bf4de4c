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
  /** When the owner marked it handled (answered, dealt with). */
  handled_at: string | null;
  /** JSON array of the spam layers that fired ({layer, detail}); null when none did. */
  spam_reasons: string | null;
  /** sha256 of the message alone, normalised: one text from many addresses. */
  message_fingerprint: string | null;
  /** The BCP 47 tag of the page the form was sent from; null when the client did not say. */
  language: string | null;
}

/** 'auto-reply' is the sender's confirmation (AUTO_REPLY=on), not a notification of the owner. */
export type NotificationChannel = 'email' | 'webhook' | 'auto-reply';
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

/** A passkey that may open the web inbox (WebAuthn credential). */
export interface InboxPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter; bigint on PostgreSQL, read back as a string there. */
  counter: number | string;
  /** JSON array of the transports the authenticator reported. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface InboxSessionsTable {
  /** SHA-256 of the cookie's value: the value itself is never stored. */
  id_hash: string;
  csrf_token: string;
  passkey_id: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end; the idle end is last_seen_at plus the idle limit. */
  expires_at: string;
}

export interface InboxEnrolmentsTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type CeremonyPurpose = 'sign-in' | 'enrol' | 'add-passkey';

export interface InboxChallengesTable {
  id_hash: string;
  purpose: CeremonyPurpose;
  challenge: string;
  expires_at: string;
}

/** A proof-of-work challenge already used, kept until it would have expired anyway. */
export interface SpentChallengesTable {
  id: string;
  expires_at: string;
}

/** Values the API makes for itself once and keeps (the key that signs challenges). */
export interface ApiSettingsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Page views on one of the owner's days, for one thing counted (migrations/0007). */
export interface VisitCountsTable {
  /** YYYY-MM-DD in the owner's time zone (TIME_ZONE). */
  day: string;
  /** 'all' (value '') for the day's whole, else 'page', 'referrer', 'campaign', 'language' or 'device'. */
  dimension: string;
  value: string;
  views: number;
  /** Unique visitors, estimated; counted on the day's whole only. */
  visitors: number;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A follower by e-mail: the address, its language, status and times, nothing more. */
export interface NewsletterSubscribersTable {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** The BCP 47 tag of the page the form was sent from. */
  language: string;
  status: SubscriberStatus;
  created_at: string;
  /** When the last confirmation mail was queued: one a day at most per address. */
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** A post the feed poller has seen, by its address without its language's path. */
export interface NewsletterPostsTable {
  id: string;
  found_at: string;
  /** 1 for what the first poll found: the archive, never mailed. */
  archived: number;
}

export type NewsletterMailKind = 'confirm' | 'post';

/** One mail to one subscriber, claimed and retried like the outbox's rows. */
export interface NewsletterDeliveriesTable {
  id: string;
  subscriber_id: string;
  kind: NewsletterMailKind;
  /** The post mailed; for a confirmation, when it was asked for. */
  post_id: string;
  /** JSON of what the mail says, fixed when it was queued. */
  payload: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A link of one of the owner's posts, and the Webmention its target was last sent. */
export interface WebmentionsSentTable {
  source: string;
  target: string;
  fingerprint: string;
  endpoint: string | null;
  outcome: 'sent' | 'no-endpoint' | 'failed';
  detail: string | null;
  sent_at: string;
}

export type ReplyKind = 'reply' | 'mention' | 'like' | 'repost' | 'bookmark';
export type ReplyStatus = 'held' | 'approved' | 'rejected' | 'spam';

/**
 * An answer to a post: a reader's from the site's form, a mention another site sent by Webmention,
 * or the owner's answer to one of them (parent_id); held until approved.
 */
export interface RepliesTable {
  id: string;
  /** The page's path on the site, its language's path included. */
  post: string;
  kind: ReplyKind;
  status: ReplyStatus;
  author_name: string;
  author_url: string | null;
  text: string;
  source: string | null;
  target: string | null;
  published: string | null;
  created_at: string;
  updated_at: string;
  /** The reader's address, to hear of an answer; never shown (migrations/0011). */
  email: string | null;
  /** JSON array of the spam layers that fired, as a query's. */
  spam_reasons: string | null;
  /** The BCP 47 tag of the page the reply was written on. */
  language: string | null;
  /** The reply an owner's answer answers. */
  parent_id: string | null;
}

/** 'email' and 'webhook' tell the owner of a held reply; 'answer' tells a reader of an answer. */
export type ReplyMailChannel = 'email' | 'webhook' | 'answer';

export interface ReplyMailsTable {
  id: string;
  reply_id: string;
  channel: ReplyMailChannel;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A Webmention received, waiting for its source to be fetched and checked. */
export interface WebmentionsReceivedTable {
  id: string;
  source: string;
  target: string;
  status: 'pending' | 'done' | 'failed';
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  outcome: string | null;
  received_at: string;
}

export interface Database {
  queries: QueriesTable;
  outbox: OutboxTable;
  notification_attempts: NotificationAttemptsTable;
  inbox_passkeys: InboxPasskeysTable;
  inbox_sessions: InboxSessionsTable;
  inbox_enrolments: InboxEnrolmentsTable;
  inbox_challenges: InboxChallengesTable;
  spent_challenges: SpentChallengesTable;
  api_settings: ApiSettingsTable;
  visit_counts: VisitCountsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_posts: NewsletterPostsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  webmentions_sent: WebmentionsSentTable;
  replies: RepliesTable;
  webmentions_received: WebmentionsReceivedTable;
  reply_mails: ReplyMailsTable;
}

export type StoredQuery = Selectable<QueriesTable>;
export type NewQuery = Insertable<QueriesTable>;
export type OutboxRow = Selectable<OutboxTable>;

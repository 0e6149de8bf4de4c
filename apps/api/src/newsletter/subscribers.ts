// Followers by e-mail (issue 56), as the database keeps them: an address asks to follow (a pending
// row and one confirmation mail queued), follows once the mail's link is opened (confirmed), and
// leaves with one click (unsubscribed). Every answer to a reader is the same whatever the address's
// state, so nobody learns who follows; the mails are bounded (one confirmation an address a day, a
// cap an hour overall), so the form cannot be turned into a mail cannon.
// docs/decisions/0040-followers-by-e-mail.md
import type { Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/database.ts';
import type { Database, SubscriberStatus } from '../db/schema.ts';
import { idFromToken, signedToken } from '../signed-token.ts';

/** A confirmation link works this long; an address left unconfirmed is then forgotten. */
export const confirmationLifetimeMs = 7 * 86_400_000;
/** One confirmation mail an address a day, however often it is entered. */
export const confirmationEveryMs = 86_400_000;

/** The address as it is kept and compared: trimmed, lower-cased. */
export const normalisedAddress = (email: string): string => email.trim().toLowerCase();

/** A link's token: the subscriber's id and a MAC over what the link may do, with `key`. */
const tokenFor = (key: string, purpose: string, id: string, stamp = ''): string =>
  signedToken(key, `newsletter:${purpose}`, id, stamp);

/** The subscriber id a token names, if the MAC is right for it. */
const idFrom = (key: string, purpose: string, token: string, stamp: (id: string) => string) =>
  idFromToken(key, `newsletter:${purpose}`, token, stamp);

/** The link that confirms: bound to the confirmation it came with, so an older one stops working. */
export const confirmationToken = (key: string, id: string, sentAt: string): string =>
  tokenFor(key, 'confirm', id, sentAt);

/** The link that unsubscribes: good for as long as the address follows. */
export const unsubscribeToken = (key: string, id: string): string =>
  tokenFor(key, 'unsubscribe', id);

export interface SubscribeRequest {
  email: string;
  language: string;
}

export interface SubscribeLimits {
  /** Confirmation mails queued in any hour, over every address. */
  confirmationsPerHour: number;
}

/** What a subscription did; the reader is told the same whatever it was. */
export type SubscribeOutcome = 'confirmation-queued' | 'already-following' | 'held-back';

async function queueConfirmation(
  trx: Transaction<Database>,
  subscriberId: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('newsletter_deliveries')
    .values({
      id: uuidv7(),
      subscriber_id: subscriberId,
      kind: 'confirm',
      post_id: at,
      payload: '{}',
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
}

/**
 * An address asks to follow: a new or departed one becomes pending with a confirmation mail
 * queued, unless the address had one within the day or the hour's cap is reached; a confirmed one
 * is left as it is. Nothing else is ever sent to a pending address.
 */
export async function subscribe(
  db: Db,
  request: SubscribeRequest,
  limits: SubscribeLimits,
  now: Date = new Date(),
): Promise<SubscribeOutcome> {
  const email = normalisedAddress(request.email);
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    // Two requests for one address at once (PostgreSQL) must not both queue a mail.
    await db.lockKeys(trx, [`newsletter:${email}`, 'newsletter:hourly-cap']);
    const existing = await trx
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing?.status === 'confirmed') return 'already-following';
    const lastSent = existing?.confirmation_sent_at;
    if (lastSent != null && now.getTime() - new Date(lastSent).getTime() < confirmationEveryMs)
      return 'held-back';
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    const { count } = await trx
      .selectFrom('newsletter_deliveries')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('kind', '=', 'confirm')
      .where('created_at', '>', hourAgo)
      .where('created_at', '<=', at)
      .executeTakeFirstOrThrow();
    if (Number(count) >= limits.confirmationsPerHour) return 'held-back';
    let id = existing?.id;
    if (id === undefined) {
      id = uuidv7();
      await trx
        .insertInto('newsletter_subscribers')
        .values({
          id,
          email,
          language: request.language,
          status: 'pending',
          created_at: at,
          confirmation_sent_at: at,
          confirmed_at: null,
          unsubscribed_at: null,
        })
        .execute();
    } else
      await trx
        .updateTable('newsletter_subscribers')
        .set({
          language: request.language,
          status: 'pending',
          confirmation_sent_at: at,
          unsubscribed_at: null,
        })
        .where('id', '=', id)
        .execute();
    await queueConfirmation(trx, id, at);
    return 'confirmation-queued';
  });
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/** The confirmation link followed: the address follows from now on, if the link is its latest. */
export async function confirm(
  db: Db,
  key: string,
  token: string,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  const [candidate] = token.split('.');
  if (candidate === undefined || !/^[\w-]{1,64}$/.test(candidate)) return 'invalid';
  const row = await db.kysely
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status', 'confirmation_sent_at'])
    .where('id', '=', candidate)
    .executeTakeFirst();
  const sentAt = row?.confirmation_sent_at;
  if (row === undefined || sentAt == null) return 'invalid';
  if (idFrom(key, 'confirm', token, () => sentAt) === undefined) return 'invalid';
  if (row.status === 'confirmed') return 'confirmed';
  if (now.getTime() - new Date(sentAt).getTime() > confirmationLifetimeMs) return 'expired';
  await db.kysely
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: now.toISOString(), unsubscribed_at: null })
    .where('id', '=', row.id)
    .execute();
  return 'confirmed';
}

/** The language a confirmation link's reader followed in; undefined for a link that names none. */
export async function languageOfLink(db: Db, token: string): Promise<string | undefined> {
  const [candidate] = token.split('.');
  if (candidate === undefined || !/^[\w-]{1,64}$/.test(candidate)) return undefined;
  const row = await db.kysely
    .selectFrom('newsletter_subscribers')
    .select('language')
    .where('id', '=', candidate)
    .executeTakeFirst();
  return row?.language;
}

/** The unsubscribe link or button: the address is sent nothing more. False for a forged token. */
export async function unsubscribe(
  db: Db,
  key: string,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  const id = idFrom(key, 'unsubscribe', token, () => '');
  if (id === undefined) return false;
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '!=', 'unsubscribed')
      .execute();
    // Whatever was waiting to be sent to it is not sent.
    await trx
      .updateTable('newsletter_deliveries')
      .set({ status: 'failed', last_error: 'unsubscribed', locked_until: null })
      .where('subscriber_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  });
  return true;
}

/** Addresses that never confirmed within the link's lifetime: forgotten, with their mails. */
export async function forgetUnconfirmed(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - confirmationLifetimeMs).toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const stale = trx
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('status', '=', 'pending')
      .where('confirmation_sent_at', '<', before);
    await trx.deleteFrom('newsletter_deliveries').where('subscriber_id', 'in', stale).execute();
    const result = await trx
      .deleteFrom('newsletter_subscribers')
      .where('status', '=', 'pending')
      .where('confirmation_sent_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

export interface Subscriber {
  email: string;
  language: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** Every address kept, oldest first, as the owner's CLI and inbox list them. */
export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.kysely
    .selectFrom('newsletter_subscribers')
    .select(['email', 'language', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'])
    .orderBy('created_at')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    language: row.language,
    status: row.status,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  }));
}

/** The owner erases an address and everything about it. False when none was kept. */
export async function eraseSubscriber(db: Db, email: string): Promise<boolean> {
  const address = normalisedAddress(email);
  return db.kysely.transaction().execute(async (trx) => {
    const ids = trx.selectFrom('newsletter_subscribers').select('id').where('email', '=', address);
    await trx.deleteFrom('newsletter_deliveries').where('subscriber_id', 'in', ids).execute();
    const result = await trx
      .deleteFrom('newsletter_subscribers')
      .where('email', '=', address)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

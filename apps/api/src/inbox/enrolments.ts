// One-time links that add a passkey, made by `npm run inbox -- enroll` on the server: valid once,
// for 15 minutes, and for nothing but adding a passkey.
import type { Db } from '../db/database.ts';
import { hashSecret, newSecret } from './secret.ts';

export const enrolmentLifetimeMs = 15 * 60_000;

export type EnrolmentState = 'valid' | 'used' | 'expired' | 'unknown';

export async function createEnrolment(db: Db, now: Date = new Date()): Promise<string> {
  const token = newSecret();
  await db.kysely
    .insertInto('inbox_enrolments')
    .values({
      token_hash: hashSecret(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + enrolmentLifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export async function enrolmentState(
  db: Db,
  token: string | undefined,
  now: Date = new Date(),
): Promise<EnrolmentState> {
  if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return 'unknown';
  const row = await db.kysely
    .selectFrom('inbox_enrolments')
    .selectAll()
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (row === undefined) return 'unknown';
  if (row.used_at !== null) return 'used';
  return now.toISOString() >= row.expires_at ? 'expired' : 'valid';
}

/** Spends the link; true only for the one caller that spent it while it was valid. */
export async function useEnrolment(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('inbox_enrolments')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

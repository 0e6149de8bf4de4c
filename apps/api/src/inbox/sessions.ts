// Signed-in sessions: a random id in the owner's cookie, only its hash in the database. A session
// ends after 12 idle hours, 7 days in all, on sign-out, or when every session is signed out.
import type { Db } from '../db/database.ts';
import { hashSecret, newSecret } from './secret.ts';

export const sessionIdleMs = 12 * 3_600_000;
export const sessionLifetimeMs = 7 * 24 * 3_600_000;
/** last_seen_at is written at most this often: reading the inbox is not a write per click. */
const touchEveryMs = 60_000;

export interface Session {
  idHash: string;
  csrfToken: string;
  passkeyId: string;
}

export async function createSession(
  db: Db,
  passkeyId: string,
  now: Date = new Date(),
): Promise<{ token: string; session: Session }> {
  const token = newSecret();
  const session = { idHash: hashSecret(token), csrfToken: newSecret(), passkeyId };
  await db.kysely
    .insertInto('inbox_sessions')
    .values({
      id_hash: session.idHash,
      csrf_token: session.csrfToken,
      passkey_id: passkeyId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
    })
    .execute();
  return { token, session };
}

/** The session a cookie names, if it is still alive; an expired one is deleted on sight. */
export async function findSession(
  db: Db,
  token: string | undefined,
  now: Date = new Date(),
): Promise<Session | undefined> {
  if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const idHash = hashSecret(token);
  const row = await db.kysely
    .selectFrom('inbox_sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const idleEnd = new Date(row.last_seen_at).getTime() + sessionIdleMs;
  if (now.getTime() >= idleEnd || now.toISOString() >= row.expires_at) {
    await db.kysely.deleteFrom('inbox_sessions').where('id_hash', '=', idHash).execute();
    return undefined;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() > touchEveryMs)
    await db.kysely
      .updateTable('inbox_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  return { idHash, csrfToken: row.csrf_token, passkeyId: row.passkey_id };
}

export async function endSession(db: Db, idHash: string): Promise<void> {
  await db.kysely.deleteFrom('inbox_sessions').where('id_hash', '=', idHash).execute();
}

export async function endEverySession(db: Db): Promise<number> {
  const result = await db.kysely.deleteFrom('inbox_sessions').executeTakeFirst();
  return Number(result.numDeletedRows);
}

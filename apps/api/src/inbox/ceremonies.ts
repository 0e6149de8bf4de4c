// A passkey ceremony in progress: the challenge the server sent, kept server-side under the hash
// of a short-lived cookie, usable once and for its one purpose.
import type { Db } from '../db/database.ts';
import type { CeremonyPurpose } from '../db/schema.ts';
import { hashSecret, newSecret } from './secret.ts';

export const ceremonyLifetimeMs = 5 * 60_000;

export async function startCeremony(
  db: Db,
  purpose: CeremonyPurpose,
  challenge: string,
  now: Date = new Date(),
): Promise<string> {
  const id = newSecret();
  await db.kysely
    .insertInto('inbox_challenges')
    .values({
      id_hash: hashSecret(id),
      purpose,
      challenge,
      expires_at: new Date(now.getTime() + ceremonyLifetimeMs).toISOString(),
    })
    .execute();
  return id;
}

/** The challenge, once: a second call with the same id finds nothing. */
export async function takeChallenge(
  db: Db,
  id: string | undefined,
  purpose: CeremonyPurpose,
  now: Date = new Date(),
): Promise<string | undefined> {
  if (id === undefined || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
  const idHash = hashSecret(id);
  const row = await db.kysely
    .selectFrom('inbox_challenges')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const deleted = await db.kysely
    .deleteFrom('inbox_challenges')
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (deleted.numDeletedRows !== 1n) return undefined;
  if (row.purpose !== purpose || now.toISOString() >= row.expires_at) return undefined;
  return row.challenge;
}

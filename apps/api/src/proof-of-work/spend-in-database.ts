// A solved challenge spent in the database, when no Redis keeps the spent ones (replay-store.ts
// answers 'unknown' then): the contact form spends it in the query's own transaction, the
// newsletter's form on its own.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** False when the challenge was spent before (a replayed solution). */
export async function spendChallenge(
  db: Kysely<Database>,
  challenge: { id: string; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .insertInto('spent_challenges')
    .values({ id: challenge.id, expires_at: challenge.expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

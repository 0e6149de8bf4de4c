// The key that signs proof-of-work challenges: ALTCHA_HMAC_KEY when the owner set one (required in
// production, env.ts), else one made once and kept in the database, so `npm start` needs no setup
// and a restart does not turn every challenge already handed out into a forgery.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

const settingName = 'altcha_hmac_key';

export async function challengeSigningKey(
  db: Db,
  fromEnv: string | undefined,
  now: Date = new Date(),
): Promise<string> {
  if (fromEnv !== undefined) return fromEnv;
  // Two instances starting together both try; the first insert wins and both read it back.
  await db.kysely
    .insertInto('api_settings')
    .values({
      name: settingName,
      value: randomBytes(32).toString('hex'),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.kysely
    .selectFrom('api_settings')
    .select('value')
    .where('name', '=', settingName)
    .executeTakeFirst();
  if (row === undefined) throw new Error('The proof-of-work signing key could not be stored.');
  return row.value;
}

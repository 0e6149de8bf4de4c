// The owner's passkeys: every one opens the inbox; the last one cannot be removed from the web
// (that would lock the owner out; the CLI's enroll link is the way back in).
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import type { Db } from '../db/database.ts';

export interface Passkey {
  id: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: AuthenticatorTransportFuture[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const passkeyNameLength = 60;

function transportsOf(json: string): AuthenticatorTransportFuture[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is AuthenticatorTransportFuture => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export async function listPasskeys(db: Db): Promise<Passkey[]> {
  const rows = await db.kysely
    .selectFrom('inbox_passkeys')
    .selectAll()
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: transportsOf(row.transports),
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

export async function findPasskey(db: Db, id: string): Promise<Passkey | undefined> {
  return (await listPasskeys(db)).find((passkey) => passkey.id === id);
}

export async function addPasskey(
  db: Db,
  passkey: Omit<Passkey, 'lastUsedAt' | 'createdAt'>,
  now: Date = new Date(),
): Promise<void> {
  await db.kysely
    .insertInto('inbox_passkeys')
    .values({
      id: passkey.id,
      public_key: Buffer.from(passkey.publicKey).toString('base64url'),
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name.slice(0, passkeyNameLength),
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute();
}

export async function recordUse(
  db: Db,
  id: string,
  counter: number,
  now: Date = new Date(),
): Promise<void> {
  await db.kysely
    .updateTable('inbox_passkeys')
    .set({ counter, last_used_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function renamePasskey(db: Db, id: string, name: string): Promise<void> {
  await db.kysely
    .updateTable('inbox_passkeys')
    .set({ name: name.slice(0, passkeyNameLength) })
    .where('id', '=', id)
    .execute();
}

/** Removes a passkey and the sessions it opened; refuses the last one. */
export async function removePasskey(db: Db, id: string): Promise<'removed' | 'last' | 'unknown'> {
  return db.kysely.transaction().execute(async (trx) => {
    // Two removals at once must not both see a second passkey and leave none.
    await db.lockKeys(trx, ['inbox_passkeys']);
    const rows = await trx.selectFrom('inbox_passkeys').select('id').execute();
    if (!rows.some((row) => row.id === id)) return 'unknown';
    if (rows.length === 1) return 'last';
    await trx.deleteFrom('inbox_sessions').where('passkey_id', '=', id).execute();
    await trx.deleteFrom('inbox_passkeys').where('id', '=', id).execute();
    return 'removed';
  });
}

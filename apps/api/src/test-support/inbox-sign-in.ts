// A signed-in owner for inject() tests: a passkey row and a session made the way sign-in makes
// them, without a browser (the e2e suite signs in with Chromium's virtual authenticator).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { addPasskey } from '../inbox/passkeys.ts';
import { createSession } from '../inbox/sessions.ts';

export interface OwnerSession {
  cookie: string;
  csrf: string;
  passkeyId: string;
  token: string;
}

export async function signedInOwner(db: Db, now: Date = new Date()): Promise<OwnerSession> {
  const passkeyId = randomBytes(16).toString('base64url');
  await addPasskey(db, {
    id: passkeyId,
    publicKey: new Uint8Array(randomBytes(77)),
    counter: 0,
    transports: ['internal'],
    name: 'Test key',
  });
  const { token, session } = await createSession(db, passkeyId, now);
  return { cookie: `inbox_session=${token}`, csrf: session.csrfToken, passkeyId, token };
}

// Who gets in: the sign-in and enrolment pages and their passkey ceremonies (@simplewebauthn),
// the passkeys page (add, rename, remove), and signing out here or everywhere. Sign-in and
// enrolment are rate-limited per address and must come from the inbox's own origin.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CeremonyPurpose } from '../db/schema.ts';
import { errorBody } from '../plugins/error-replies.ts';
import { startCeremony, takeChallenge } from './ceremonies.ts';
import { enrolmentState, useEnrolment } from './enrolments.ts';
import { at } from './inbox-address.ts';
import type { InboxContext } from './inbox-context.ts';
import { noticeOf, signedInFrame } from './inbox-context.ts';
import {
  ceremonyCookie,
  ceremonyCookieOptions,
  sessionCookie,
  sessionCookieOptions,
} from './inbox-cookies.ts';
import { enrolPage, signInPage } from './pages/passkey-pages.ts';
import { passkeysPage } from './pages/passkeys-page.ts';
import {
  addPasskey,
  findPasskey,
  listPasskeys,
  recordUse,
  removePasskey,
  renamePasskey,
} from './passkeys.ts';
import { fromOwnOrigin, refusedOrigin, signedIn } from './session-guard.ts';
import { createSession, endEverySession, endSession } from './sessions.ts';

export interface SignInLimit {
  max: number;
  timeWindowMs: number;
}

/** The same user handle for every passkey: one owner, and nothing personal in it. */
const ownerHandle = new TextEncoder().encode('portfolio-inbox-owner');
const ceremonyTimeoutMs = 120_000;

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

function text(body: unknown, name: string): string | undefined {
  const value = field(body, name);
  return typeof value === 'string' ? value : undefined;
}

const passkeyName = (body: unknown, fallback: string): string =>
  (text(body, 'name') ?? '').replace(/\s+/g, ' ').trim().slice(0, 60) || fallback;

/** A WebAuthn response's shape, before the library checks its content. */
function credentialResponse(body: unknown): { id: string; response: object } | undefined {
  const value = field(body, 'response');
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, response } = value as { id?: unknown; response?: unknown };
  if (
    typeof id !== 'string' ||
    id.length > 1024 ||
    typeof response !== 'object' ||
    response === null
  )
    return undefined;
  return value as { id: string; response: object };
}

export function registerPasskeyRoutes(
  inbox: FastifyInstance,
  context: InboxContext,
  limit: SignInLimit,
): void {
  const { db, address } = context;
  const rateLimit = {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      errorResponseBuilder: (_request: FastifyRequest, info: { after: string }) =>
        errorBody(429, `Too many sign-in attempts from your address. Try again in ${info.after}.`),
    },
  };
  const host = (request: FastifyRequest): string | undefined => request.headers.host;
  const base = async () => ({ address, assets: await context.assets() });

  /** Ceremony requests change state: they must come from the inbox's own pages. */
  const ownOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromOwnOrigin(request, address)) await reply.code(403).send(errorBody(403, refusedOrigin));
  };

  async function begin(reply: FastifyReply, purpose: CeremonyPurpose, challenge: string) {
    const id = await startCeremony(db, purpose, challenge);
    void reply.setCookie(ceremonyCookie, id, ceremonyCookieOptions(address));
  }

  async function challengeOf(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: CeremonyPurpose,
  ) {
    const challenge = await takeChallenge(db, request.cookies[ceremonyCookie], purpose);
    void reply.clearCookie(ceremonyCookie, ceremonyCookieOptions(address));
    return challenge;
  }

  const expired = (reply: FastifyReply) =>
    reply
      .code(400)
      .send(errorBody(400, 'That passkey prompt expired or was already answered. Try again.'));

  async function registrationOptions(name: string) {
    const existing = await listPasskeys(db);
    return generateRegistrationOptions({
      rpName: `Inbox (${address.rpId})`,
      rpID: address.rpId,
      userID: ownerHandle,
      userName: name,
      userDisplayName: 'Inbox owner',
      attestationType: 'none',
      timeout: ceremonyTimeoutMs,
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
  }

  /** Verifies a new passkey's registration; undefined when it does not hold. */
  async function verifiedRegistration(request: FastifyRequest, challenge: string) {
    const response = credentialResponse(request.body) as RegistrationResponseJSON | undefined;
    if (response === undefined) return undefined;
    try {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: address.origin,
        expectedRPID: address.rpId,
        requireUserVerification: false,
      });
      return result.verified ? result.registrationInfo.credential : undefined;
    } catch (error) {
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'inbox: a passkey registration did not verify',
      );
      return undefined;
    }
  }

  /** Stores a verified new passkey under the name the owner gave it. */
  async function keepPasskey(
    credential: NonNullable<Awaited<ReturnType<typeof verifiedRegistration>>>,
    name: string,
  ) {
    await addPasskey(db, {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    });
  }

  // --- sign in ---
  inbox.get('/sign-in', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(signInPage(await base(), host(request), noticeOf(request))),
  );

  inbox.post(
    '/sign-in/options',
    { config: rateLimit, preHandler: ownOrigin },
    async (_request, reply) => {
      const options = await generateAuthenticationOptions({
        rpID: address.rpId,
        userVerification: 'preferred',
        timeout: ceremonyTimeoutMs,
      });
      await begin(reply, 'sign-in', options.challenge);
      return { options };
    },
  );

  inbox.post(
    '/sign-in/verify',
    { config: rateLimit, preHandler: ownOrigin },
    async (request, reply) => {
      const challenge = await challengeOf(request, reply, 'sign-in');
      if (challenge === undefined) return expired(reply);
      const response = credentialResponse(request.body) as AuthenticationResponseJSON | undefined;
      const passkey = response === undefined ? undefined : await findPasskey(db, response.id);
      if (response === undefined || passkey === undefined) {
        request.log.warn('inbox: sign-in with an unknown passkey');
        return reply.code(401).send(errorBody(401, 'This passkey does not open this inbox.'));
      }
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: address.origin,
          expectedRPID: address.rpId,
          credential: {
            id: passkey.id,
            publicKey: passkey.publicKey,
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        });
      } catch (error) {
        request.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'inbox: a sign-in did not verify',
        );
        verified = undefined;
      }
      if (verified?.verified !== true)
        return reply
          .code(401)
          .send(errorBody(401, 'The passkey could not be verified. Try again.'));
      await recordUse(db, passkey.id, verified.authenticationInfo.newCounter);
      const { token } = await createSession(db, passkey.id);
      void reply.setCookie(sessionCookie, token, sessionCookieOptions(address));
      request.log.info('inbox: signed in');
      return { message: 'Signed in.', redirect: at(address) };
    },
  );

  // --- the first passkey, from the CLI's one-time link ---
  inbox.get('/enroll', async (request, reply) => {
    const token = text(request.query, 'token') ?? '';
    const state = await enrolmentState(db, token);
    return reply
      .code(state === 'valid' ? 200 : 410)
      .type('text/html; charset=utf-8')
      .send(enrolPage(await base(), host(request), state, token));
  });

  const enrolmentRefused = (reply: FastifyReply, state: string) =>
    reply
      .code(410)
      .send(
        errorBody(
          410,
          state === 'used'
            ? 'This enrolment link has been used already. Run `npm run inbox -- enroll` on the server for a new one.'
            : 'This enrolment link has expired or is not valid. Run `npm run inbox -- enroll` on the server for a new one.',
        ),
      );

  inbox.post(
    '/enroll/options',
    { config: rateLimit, preHandler: ownOrigin },
    async (request, reply) => {
      const state = await enrolmentState(db, text(request.body, 'token'));
      if (state !== 'valid') return enrolmentRefused(reply, state);
      const options = await registrationOptions(passkeyName(request.body, 'Owner'));
      await begin(reply, 'enrol', options.challenge);
      return { options };
    },
  );

  inbox.post(
    '/enroll/verify',
    { config: rateLimit, preHandler: ownOrigin },
    async (request, reply) => {
      const token = text(request.body, 'token') ?? '';
      const challenge = await challengeOf(request, reply, 'enrol');
      if (challenge === undefined) return expired(reply);
      const credential = await verifiedRegistration(request, challenge);
      if (credential === undefined)
        return reply
          .code(400)
          .send(errorBody(400, 'The new passkey could not be verified. Try again.'));
      // Spent before the passkey is stored: two answers racing on one link add one passkey.
      if (!(await useEnrolment(db, token)))
        return enrolmentRefused(reply, await enrolmentState(db, token));
      await keepPasskey(credential, passkeyName(request.body, 'My passkey'));
      request.log.info('inbox: a passkey was enrolled from a one-time link');
      return {
        message: 'Passkey added. Sign in with it now.',
        redirect: `${at(address, '/sign-in')}?done=enrolled`,
      };
    },
  );

  // --- signed in: passkeys and sessions ---
  inbox.get(
    '/passkeys',
    signedIn(db, address, { changes: false }, async (request, reply, session) => {
      const frame = await signedInFrame(context, request, session, 'passkeys');
      return reply
        .type('text/html; charset=utf-8')
        .send(passkeysPage(frame, await listPasskeys(db), session.passkeyId));
    }),
  );

  inbox.post(
    '/passkeys/options',
    signedIn(db, address, { changes: true }, async (request, reply) => {
      const options = await registrationOptions(passkeyName(request.body, 'Another passkey'));
      await begin(reply, 'add-passkey', options.challenge);
      return { options };
    }),
  );

  inbox.post(
    '/passkeys/verify',
    signedIn(db, address, { changes: true }, async (request, reply) => {
      const challenge = await challengeOf(request, reply, 'add-passkey');
      if (challenge === undefined) return expired(reply);
      const credential = await verifiedRegistration(request, challenge);
      if (credential === undefined)
        return reply
          .code(400)
          .send(errorBody(400, 'The new passkey could not be verified. Try again.'));
      await keepPasskey(credential, passkeyName(request.body, 'Another passkey'));
      return { message: 'Passkey added.', redirect: `${at(address, '/passkeys')}?done=added` };
    }),
  );

  inbox.post(
    '/passkeys/rename',
    signedIn(db, address, { changes: true }, async (request, reply) => {
      const id = text(request.body, 'id') ?? '';
      const name = passkeyName(request.body, '');
      if (name === '') return reply.code(400).send(errorBody(400, 'Give the passkey a name.'));
      await renamePasskey(db, id, name);
      return reply.redirect(`${at(address, '/passkeys')}?done=renamed`, 303);
    }),
  );

  inbox.post(
    '/passkeys/remove',
    signedIn(db, address, { changes: true }, async (request, reply) => {
      const outcome = await removePasskey(db, text(request.body, 'id') ?? '');
      const done = outcome === 'last' ? 'kept-last' : 'removed';
      return reply.redirect(`${at(address, '/passkeys')}?done=${done}`, 303);
    }),
  );

  inbox.post(
    '/sign-out',
    signedIn(db, address, { changes: true }, async (_request, reply, session) => {
      await endSession(db, session.idHash);
      void reply.clearCookie(sessionCookie, sessionCookieOptions(address));
      return reply.redirect(`${at(address, '/sign-in')}?done=signed-out`, 303);
    }),
  );

  inbox.post(
    '/sign-out-everywhere',
    signedIn(db, address, { changes: true }, async (request, reply) => {
      const ended = await endEverySession(db);
      request.log.info({ ended }, 'inbox: signed out everywhere');
      void reply.clearCookie(sessionCookie, sessionCookieOptions(address));
      return reply.redirect(`${at(address, '/sign-in')}?done=signed-out-everywhere`, 303);
    }),
  );
}

// The web inbox on the API's origin under /inbox: its own cookie parsing, its own strict headers
// on every answer, its assets, and its routes. It shares nothing with the public site's pages.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { errorBody } from '../plugins/error-replies.ts';
import { inboxAssets } from './inbox-assets.ts';
import type { InboxAddress } from './inbox-address.ts';
import type { InboxContext } from './inbox-context.ts';
import { registerPasskeyRoutes } from './passkey-routes.ts';
import type { SignInLimit } from './passkey-routes.ts';
import { registerQueryRoutes } from './query-routes.ts';
import type { QueryRouteHooks } from './query-routes.ts';
import { registerVisitsRoute } from './visits-route.ts';
import { registerSubscribersRoutes } from './subscribers-routes.ts';
import { registerRepliesRoutes } from './replies-routes.ts';

export const inboxPrefix = '/inbox';

/** No inline script or style, nothing from elsewhere, never framed. */
export const inboxCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export interface InboxOptions extends QueryRouteHooks {
  db: Db;
  address: InboxAddress;
  signInLimit: SignInLimit;
  timeZone: string;
  countingVisits: boolean;
  newsletterOn: boolean;
  /** An answer's mail was queued: send it now. */
  onAnswered: () => void;
}

export async function registerInbox(app: FastifyInstance, options: InboxOptions): Promise<void> {
  await app.register(
    async (inbox) => {
      await inbox.register(cookie);
      inbox.addHook('onSend', async (request, reply) => {
        const asset = request.routeOptions.url === `${inboxPrefix}/assets/:name`;
        reply.header('content-security-policy', inboxCsp);
        reply.header('x-frame-options', 'DENY');
        reply.header('referrer-policy', 'no-referrer');
        reply.header('x-robots-tag', 'noindex, nofollow');
        if (!asset || reply.statusCode !== 200) reply.header('cache-control', 'no-store');
      });
      const context: InboxContext = {
        db: options.db,
        address: options.address,
        assets: inboxAssets,
        timeZone: options.timeZone,
        countingVisits: options.countingVisits,
        newsletterOn: options.newsletterOn,
      };

      inbox.get('/assets/:name', async (request, reply) => {
        const { name } = request.params as { name: string };
        const assets = await inboxAssets();
        const asset = [assets.css, assets.js].find((candidate) => candidate.name === name);
        if (asset === undefined) return reply.code(404).send(errorBody(404, 'No such file.'));
        return reply
          .type(asset.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(asset.body);
      });
      registerPasskeyRoutes(inbox, context, options.signInLimit);
      registerQueryRoutes(inbox, context, { enqueue: options.enqueue, wake: options.wake });
      registerVisitsRoute(inbox, context);
      registerSubscribersRoutes(inbox, context);
      registerRepliesRoutes(inbox, { ...context, onAnswered: options.onAnswered });
    },
    { prefix: inboxPrefix },
  );
}

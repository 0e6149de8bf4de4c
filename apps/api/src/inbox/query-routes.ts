// The signed-in inbox itself: the inbox and spam folders with search, one query and what can be
// done to it, exports, and erasing a sender. Every route goes through the session guard; every
// change also needs the inbox's origin and CSRF token, and answers with a redirect (POST, then
// GET) so the browser's back button never posts twice.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EnqueueNotifications } from '../notify/notifications.ts';
import { outboxForQuery, retryNotifications } from '../notify/outbox-repository.ts';
import {
  countFromSender,
  eraseSender,
  markNotSpam,
  markSpam,
  markUnread,
  searchQueries,
  setHandled,
} from '../queries/owner-actions.ts';
import type { Folder } from '../queries/owner-actions.ts';
import { exportQueries } from '../queries/query-export.ts';
import { deleteQuery, markRead } from '../queries/query-repository.ts';
import { errorBody } from '../plugins/error-replies.ts';
import { at } from './inbox-address.ts';
import type { InboxContext } from './inbox-context.ts';
import { signedInFrame } from './inbox-context.ts';
import { erasePage, exportPage, folderPage, missingPage, queryPage } from './pages/query-pages.ts';
import { signedIn } from './session-guard.ts';

export interface QueryRouteHooks {
  enqueue: EnqueueNotifications;
  /** Notifications were queued: deliver now rather than at the next poll. */
  wake: () => void;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function param(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function queryString(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** A field of a posted form, '' when it is absent or not text. */
export function bodyField(request: FastifyRequest, name: string): string {
  const body = request.body;
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

const html = (reply: FastifyReply, body: string) =>
  reply.type('text/html; charset=utf-8').send(body);

export function registerQueryRoutes(
  inbox: FastifyInstance,
  context: InboxContext,
  hooks: QueryRouteHooks,
): void {
  const { db, address } = context;
  const reading = (handler: Parameters<typeof signedIn>[3]) =>
    signedIn(db, address, { changes: false }, handler);
  const changing = (handler: Parameters<typeof signedIn>[3]) =>
    signedIn(db, address, { changes: true }, handler);

  const folder = (name: Folder) =>
    reading(async (request, reply, session) => {
      const words = queryString(request, 'q').slice(0, 400);
      const page = await searchQueries(db, {
        folder: name,
        words,
        after: queryString(request, 'after'),
      });
      const frame = await signedInFrame(context, request, session, name);
      return html(reply, folderPage(frame, name, page.queries, { words, next: page.next }));
    });
  inbox.get('/', folder('inbox'));
  inbox.get('/spam', folder('spam'));

  inbox.get(
    '/queries/:id',
    reading(async (request, reply, session) => {
      const id = param(request, 'id');
      const query = uuid.test(id)
        ? await db.kysely.selectFrom('queries').selectAll().where('id', '=', id).executeTakeFirst()
        : undefined;
      if (query === undefined)
        return html(
          reply.code(404),
          missingPage(await signedInFrame(context, request, session, 'none')),
        );
      // Opening a query reads it, as in any mail client; "Mark unread" undoes it.
      if (query.read_at === null && query.is_spam === 0) {
        await markRead(db, id);
        query.read_at = new Date().toISOString();
      }
      const frame = await signedInFrame(
        context,
        request,
        session,
        query.is_spam === 1 ? 'spam' : 'inbox',
      );
      return html(reply, queryPage(frame, query, await outboxForQuery(db, id)));
    }),
  );

  /** A change to one query, then back to it (or to the folder once it is gone). */
  const change = (
    name: string,
    run: (id: string) => Promise<unknown>,
    back: 'query' | 'inbox' = 'query',
  ) =>
    inbox.post(
      `/queries/:id/${name}`,
      changing(async (request, reply) => {
        const id = param(request, 'id');
        if (!uuid.test(id)) return reply.code(404).send(errorBody(404, 'There is no such query.'));
        await run(id);
        const target = back === 'query' ? at(address, `/queries/${id}`) : at(address);
        return reply.redirect(`${target}?done=${name === 'delete' ? 'deleted' : name}`, 303);
      }),
    );
  change('read', (id) => markRead(db, id));
  change('unread', (id) => markUnread(db, id));
  change('handled', (id) => setHandled(db, id, true));
  change('unhandled', (id) => setHandled(db, id, false));
  change('not-spam', async (id) => {
    if (await markNotSpam(db, id, hooks.enqueue)) hooks.wake();
  });
  change('spam', (id) => markSpam(db, id));
  change('retry', async (id) => {
    if ((await retryNotifications(db, new Date(), id)) > 0) hooks.wake();
  });
  change('delete', (id) => deleteQuery(db, id), 'inbox');

  inbox.get(
    '/export',
    reading(async (request, reply, session) =>
      html(reply, exportPage(await signedInFrame(context, request, session, 'export'))),
    ),
  );
  for (const format of ['csv', 'json'] as const)
    inbox.get(
      `/export.${format}`,
      reading(async (_request, reply) => {
        const { text } = await exportQueries(db, format);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="inbox-${day}.${format}"`)
          .send(text);
      }),
    );

  inbox.get(
    '/erase',
    reading(async (request, reply, session) => {
      const email = queryString(request, 'email').trim().slice(0, 320);
      const count = email === '' ? undefined : await countFromSender(db, email);
      return html(
        reply,
        erasePage(await signedInFrame(context, request, session, 'none'), email, count),
      );
    }),
  );
  inbox.post(
    '/erase',
    changing(async (request, reply) => {
      const email = bodyField(request, 'email').trim().slice(0, 320);
      if (email === '')
        return reply.code(400).send(errorBody(400, 'Give the e-mail address to erase.'));
      const erased = await eraseSender(db, email);
      request.log.info({ queries: erased.queries }, 'inbox: erased a sender');
      return reply.redirect(`${at(address)}?done=erased&n=${String(erased.queries)}`, 303);
    }),
  );
}

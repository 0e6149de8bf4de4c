// The Replies page (GET /inbox/replies?status=held|approved|rejected) and the owner's decisions
// (POST /inbox/replies/:id/approve|reject|erase, with the session's CSRF token from the inbox's
// own origin), signed in like every other inbox page.
import type { FastifyInstance } from 'fastify';
import type { ReplyStatus } from '../db/schema.ts';
import { decideReply, eraseReply, listReplies } from '../replies/replies.ts';
import { errorBody } from '../plugins/error-replies.ts';
import { at } from './inbox-address.ts';
import type { InboxContext } from './inbox-context.ts';
import { signedInFrame } from './inbox-context.ts';
import { repliesPage, replyStatuses } from './pages/replies-page.ts';
import { signedIn } from './session-guard.ts';

const decisions = {
  approve: 'approved',
  reject: 'rejected',
  erase: undefined,
} as const satisfies Record<string, ReplyStatus | undefined>;

export function registerRepliesRoutes(inbox: FastifyInstance, context: InboxContext): void {
  const { db, address } = context;
  inbox.get(
    '/replies',
    signedIn(db, address, { changes: false }, async (request, reply, session) => {
      const asked = (request.query as Record<string, unknown>).status;
      const status = replyStatuses.find((candidate) => candidate === asked) ?? 'held';
      const [frame, replies] = await Promise.all([
        signedInFrame(context, request, session, 'replies'),
        listReplies(db),
      ]);
      const counts = { held: 0, approved: 0, rejected: 0 };
      for (const one of replies) counts[one.status] += 1;
      return reply
        .type('text/html; charset=utf-8')
        .send(repliesPage(frame, replies, { status, timeZone: context.timeZone, counts }));
    }),
  );
  for (const [name, status] of Object.entries(decisions))
    inbox.post(
      `/replies/:id/${name}`,
      signedIn(db, address, { changes: true }, async (request, reply) => {
        const { id } = request.params as { id: string };
        const done =
          status === undefined ? await eraseReply(db, id) : await decideReply(db, id, status);
        if (!done) return reply.code(404).send(errorBody(404, 'No such reply.'));
        request.log.info({ reply: id, decision: name }, 'inbox: a reply decided');
        return reply.redirect(`${at(address, '/replies')}?done=reply-${name}`, 303);
      }),
    );
}

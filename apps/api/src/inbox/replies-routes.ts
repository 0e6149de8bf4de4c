// The Replies page (GET /inbox/replies?status=held|approved|rejected|spam) and the owner's
// decisions (POST /inbox/replies/:id/approve|reject|erase|answer, with the session's CSRF token
// from the inbox's own origin), signed in like every other inbox page.
import type { FastifyInstance } from 'fastify';
import type { ReplyStatus } from '../db/schema.ts';
import { answerReply } from '../replies/answers.ts';
import { decideReply, eraseReply, listReplies } from '../replies/replies.ts';
import { repliesCsv } from '../replies/replies-csv.ts';
import { errorBody } from '../plugins/error-replies.ts';
import { at } from './inbox-address.ts';
import type { InboxContext } from './inbox-context.ts';
import { signedInFrame } from './inbox-context.ts';
import { repliesPage, replyStatuses } from './pages/replies-page.ts';
import { bodyField } from './query-routes.ts';
import { signedIn } from './session-guard.ts';

const decisions = {
  approve: 'approved',
  reject: 'rejected',
  erase: undefined,
} as const satisfies Record<string, ReplyStatus | undefined>;

const answerProblems = {
  'no-such-reply': 'No such reply.',
  'not-a-reply': 'That is an answer already; answer the reply it answers.',
  spam: 'That reply is spam; approve it first if it is not.',
  empty: 'Write the answer first.',
  'too-long': 'The answer is too long.',
} as const;

export function registerRepliesRoutes(
  inbox: FastifyInstance,
  context: InboxContext & { onAnswered: () => void },
): void {
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
      const counts = { held: 0, approved: 0, rejected: 0, spam: 0 };
      for (const one of replies) if (one.parentId === null) counts[one.status] += 1;
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
  inbox.get(
    '/replies.csv',
    signedIn(db, address, { changes: false }, async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="replies-${day}.csv"`)
        .send(repliesCsv(await listReplies(db)));
    }),
  );
  inbox.post(
    '/replies/:id/answer',
    signedIn(db, address, { changes: true }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const outcome = await answerReply(db, id, bodyField(request, 'text'));
      if (!outcome.ok)
        return reply
          .code(outcome.problem === 'no-such-reply' ? 404 : 400)
          .send(
            errorBody(
              outcome.problem === 'no-such-reply' ? 404 : 400,
              answerProblems[outcome.problem],
            ),
          );
      if (outcome.mailed) context.onAnswered();
      request.log.info({ reply: id, mailed: outcome.mailed }, 'inbox: a reply answered');
      return reply.redirect(`${at(address, '/replies')}?status=approved&done=reply-answer`, 303);
    }),
  );
}

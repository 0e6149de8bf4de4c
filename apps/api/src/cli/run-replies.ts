// `npm run replies -- list [--json] | approve ID | reject ID | answer ID TEXT | erase ID`: the
// replies to the owner's posts in a terminal, each held until the owner decides. Everything a reply says is a
// stranger's words: printed with its controls made visible (terminal-safe.ts).
import type { Db } from '../db/database.ts';
import { answerMax, answerReply } from '../replies/answers.ts';
import { decideReply, eraseReply, listReplies } from '../replies/replies.ts';
import { exportJson } from '../queries/query-export.ts';
import { repliesCsv } from '../replies/replies-csv.ts';
import type { InboxIo } from './run-inbox.ts';
import { terminalSafe, terminalSafeJson } from './terminal-safe.ts';

export const repliesUsage = `Usage: npm run replies -- <command>

  list [--json]   every reply and mention: its id, post, kind (reply, mention, like,
                  repost, bookmark), author, text and status (held, approved,
                  rejected, spam); your answers under the reply they answer (parentId);
                  --json as an array, for a script
  approve ID      shows it on its post
  reject ID       keeps it off the post
  answer ID TEXT  your answer, shown under it on the post (it is approved too); a
                  reader who left an address gets one e-mail with it
  erase ID        forgets it, with your answers to it
  export [--json] every reply, mention and answer as CSV (or JSON), for a backup or a
                  spreadsheet`;

const answerProblems = {
  'no-such-reply': 'No reply has that id.',
  'not-a-reply': 'That is an answer already; answer the reply it answers.',
  spam: 'That reply is spam: approve it first if it is not.',
  empty: 'Write the answer: npm run replies -- answer ID "TEXT"',
  'too-long': `The answer is longer than ${String(answerMax)} characters.`,
} as const;

export async function runReplies(args: readonly string[], db: Db, io: InboxIo): Promise<number> {
  const [command, id, ...rest] = args;
  switch (command) {
    case 'list': {
      const replies = await listReplies(db);
      if (id === '--json') {
        io.out(terminalSafeJson(JSON.stringify(replies, null, 2)));
        return 0;
      }
      if (replies.length === 0) {
        io.out('No replies yet.');
        return 0;
      }
      for (const reply of replies)
        io.out(
          [
            `${reply.parentId === null ? '' : `  ↳ your answer to ${reply.parentId}: `}${reply.id}  ${reply.status.padEnd(8)}  ${reply.kind.padEnd(8)}  ${terminalSafe(reply.post, { oneLine: true })}`,
            `  ${terminalSafe(reply.author.name, { oneLine: true })}${reply.author.url === null ? '' : ` <${terminalSafe(reply.author.url, { oneLine: true })}>`}`,
            ...(reply.text === ''
              ? []
              : [`  ${terminalSafe(reply.text.slice(0, 300), { oneLine: true })}`]),
          ].join('\n'),
        );
      return 0;
    }
    case 'export': {
      const replies = await listReplies(db);
      io.out(id === '--json' ? exportJson(replies) : repliesCsv(replies).trimEnd());
      return 0;
    }
    case 'answer': {
      if (id === undefined) {
        io.err('Name the reply and write the answer: npm run replies -- answer ID "TEXT"');
        return 1;
      }
      const outcome = await answerReply(db, id, rest.join(' '));
      if (!outcome.ok) {
        io.err(answerProblems[outcome.problem]);
        return 1;
      }
      io.out(
        outcome.mailed
          ? 'Answered; the reader will get one e-mail with it.'
          : 'Answered; it shows under the reply.',
      );
      return 0;
    }
    case 'approve':
    case 'reject':
    case 'erase': {
      if (id === undefined || rest.length > 0) {
        io.err(`Name the reply: npm run replies -- ${command} ID (its id is in \`list\`)`);
        return 1;
      }
      const done =
        command === 'erase'
          ? await eraseReply(db, id)
          : await decideReply(db, id, command === 'approve' ? 'approved' : 'rejected');
      if (!done) {
        io.err(`No reply has the id ${terminalSafe(id, { oneLine: true })}.`);
        return 1;
      }
      io.out(command === 'erase' ? 'Erased.' : command === 'approve' ? 'Approved.' : 'Rejected.');
      return 0;
    }
    default:
      io.err(repliesUsage);
      return command === undefined || command === 'help' ? 0 : 1;
  }
}

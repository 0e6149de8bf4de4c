// `npm run replies -- list [--json] | approve ID | reject ID | erase ID`: the replies to the
// owner's posts in a terminal, each held until the owner decides. Everything a reply says is a
// stranger's words: printed with its controls made visible (terminal-safe.ts).
import type { Db } from '../db/database.ts';
import { decideReply, eraseReply, listReplies } from '../replies/replies.ts';
import type { InboxIo } from './run-inbox.ts';
import { terminalSafe, terminalSafeJson } from './terminal-safe.ts';

export const repliesUsage = `Usage: npm run replies -- <command>

  list [--json]   every reply and mention: its id, post, kind (reply, mention, like,
                  repost, bookmark), author, text and status (held, approved,
                  rejected); --json as an array, for a script
  approve ID      shows it on its post
  reject ID       keeps it off the post
  erase ID        forgets it`;

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
            `${reply.id}  ${reply.status.padEnd(8)}  ${reply.kind.padEnd(8)}  ${terminalSafe(reply.post, { oneLine: true })}`,
            `  ${terminalSafe(reply.author.name, { oneLine: true })}${reply.author.url === null ? '' : ` <${terminalSafe(reply.author.url, { oneLine: true })}>`}`,
            ...(reply.text === ''
              ? []
              : [`  ${terminalSafe(reply.text.slice(0, 300), { oneLine: true })}`]),
          ].join('\n'),
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

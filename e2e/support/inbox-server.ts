// A contact API of the inbox specs' own (own-api.ts: its own database, SQLite or PostgreSQL),
// with a webhook that records each notification, and the owner's CLI beside it.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createPostgresDatabase, createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { startOwnApi } from './own-api.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface InboxServer {
  /** `http://localhost:<port>`: passkeys need a host name, not 127.0.0.1. */
  origin: string;
  inboxUrl: string;
  databaseUrl: string;
  /** The query ids of every notification the webhook received, in order. */
  notified: string[];
  /** Runs `npm run inbox -- …` against this API's database; its standard output. */
  cli: (...args: string[]) => Promise<string>;
  stop: () => Promise<void>;
}

function webhook(notified: string[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      try {
        const parsed = JSON.parse(body) as { id?: string };
        notified.push(parsed.id ?? 'unknown');
      } catch {
        notified.push('unparsable');
      }
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${String(port)}/hook` });
    }),
  );
}

export async function startInboxServer(kind: DatabaseKind): Promise<InboxServer> {
  const database: TestDatabase =
    kind === 'sqlite' ? createSqliteDatabase() : await createPostgresDatabase();
  const notified: string[] = [];
  const hook = await webhook(notified);
  const api = await startOwnApi({ DATABASE_URL: database.url, NOTIFY_WEBHOOK_URL: hook.url });

  return {
    origin: api.origin,
    inboxUrl: `${api.origin}/inbox`,
    databaseUrl: database.url,
    notified,
    cli: (...args) => api.cli('inbox', ...args),
    stop: async () => {
      await api.stop();
      await new Promise((resolve) => hook.server.close(resolve));
      await database.drop();
    },
  };
}

// Group commit. Every 201 waits for its query to be committed, and each commit costs an fsync
// (SQLite, synchronous=FULL) or a WAL flush (PostgreSQL); queries that arrive while a commit is
// in progress are written together in the next transaction, with a handful of statements for the
// whole batch (query-repository.ts). Durability per query is unchanged (nobody hears 201 before
// the commit that holds their query); throughput is not bounded by the disk's flush rate or by a
// round trip per statement per query. PostgreSQL writes two batches at once (Db.concurrentWrites):
// one's statements overlap the other's commit. docs/decisions/0022-api-speed.md
import type { Db } from '../db/database.ts';
import type { EnqueueAutoReply, EnqueueNotifications } from '../notify/notifications.ts';
import { receiveQueries } from './query-repository.ts';
import type { IncomingQuery, ReceivedQuery } from './query-repository.ts';

interface Waiting {
  query: IncomingQuery;
  resolve: (received: ReceivedQuery) => void;
  reject: (error: unknown) => void;
}

const maxBatch = 256;

export type QueryWriter = (query: IncomingQuery) => Promise<ReceivedQuery>;

export function createQueryWriter(
  db: Db,
  enqueue: EnqueueNotifications,
  autoReply?: EnqueueAutoReply,
): QueryWriter {
  const waiting: Waiting[] = [];
  let active = 0;
  let scheduled = false;

  // Let the requests already parsed in this turn of the event loop join the batch.
  function schedule(): void {
    if (scheduled || active >= db.concurrentWrites || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void write();
    });
  }

  async function write(): Promise<void> {
    if (active >= db.concurrentWrites || waiting.length === 0) return;
    active += 1;
    const batch = waiting.splice(0, maxBatch);
    schedule();
    try {
      const received = await receiveQueries(
        db,
        batch.map((item) => item.query),
        enqueue,
        new Date(),
        autoReply,
      );
      batch.forEach((item, i) => {
        const result = received[i];
        if (result) item.resolve(result);
        else item.reject(new Error('query was not stored'));
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
    } finally {
      active -= 1;
      schedule();
    }
  }

  return (query) =>
    new Promise<ReceivedQuery>((resolve, reject) => {
      waiting.push({ query, resolve, reject });
      schedule();
    });
}

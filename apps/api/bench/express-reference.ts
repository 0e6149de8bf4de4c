// The benchmark's reference: a plain Express 5 handler doing the same work as the API's route
// (parse, validate with the shared contract, the honeypot, the duplicate check and the insert
// into the same database), with nothing else. Not part of the product.
import { contactQuerySchema } from '@portfolio/contract/contact-query';
import { contactQueryPath } from '@portfolio/contract/contact-query-limits';
import { isHoneypotFilled } from '@portfolio/contract/honeypot';
import express from 'express';
import { openDatabase } from '../src/db/database.ts';
import { receiveQuery } from '../src/queries/query-repository.ts';

const db = openDatabase(process.env.DATABASE_URL ?? '');
const app = express();
app.use(express.json({ limit: '32kb' }));
app.post(contactQueryPath, async (request, response) => {
  const body: unknown = request.body;
  const parsed = contactQuerySchema.safeParse(body);
  if (!parsed.success) {
    response.status(400).json({ message: 'invalid' });
    return;
  }
  // No notification channels: the reference enqueues nothing, as the API does without any.
  const stored = await receiveQuery(db, { ...parsed.data, spam: isHoneypotFilled(body) }, () =>
    Promise.resolve(),
  );
  response.status(201).json({ id: stored.id, status: 'received' });
});
app.listen(Number(process.env.API_PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => {
  void db.kysely.destroy().then(() => process.exit(0));
});

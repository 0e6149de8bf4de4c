// The sender's confirmation (AUTO_REPLY=on), through the API, the outbox and a real SMTP server:
// sent once to a genuine sender, from the owner's address, in the owner's words only; never to
// spam, never twice to one address in a day, and never quoting what the visitor wrote.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { loadApiEnv } from '../env.ts';
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { testEnv } from '../test-support/test-env.ts';

const template = `Subject: Thanks for your message, {name}
Name-Fallback: there

Hi {name},

I read every message myself and answer within a day.
`;

let database: TestDatabase;
let sink: SmtpSink;
let app: FastifyInstance;
let templateFile: string;

beforeEach(async () => {
  database = createSqliteDatabase();
  sink = smtpSink(await freePort());
  await sink.start();
  templateFile = path.join(mkdtempSync(path.join(tmpdir(), 'auto-reply-')), 'auto-reply.md');
  writeFileSync(templateFile, template);
  // The owner's Portuguese, beside it as content/locales/pt-BR/auto-reply.md is beside content's.
  mkdirSync(path.join(path.dirname(templateFile), 'locales', 'pt-BR'), { recursive: true });
  writeFileSync(
    path.join(path.dirname(templateFile), 'locales', 'pt-BR', 'auto-reply.md'),
    'Subject: Obrigado pela mensagem, {name}\nName-Fallback: amigo\n\nOla {name}, respondo em um dia.\n',
  );
  app = await buildApp({
    env: testEnv({
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${String(sink.port)}`,
      NOTIFY_EMAIL_TO: 'owner@example.com',
      NOTIFY_EMAIL_FROM: 'site@example.com',
      AUTO_REPLY: 'on',
      AUTO_REPLY_FILE: templateFile,
      RATE_LIMIT_MAX: '1000',
    }),
    logger: false,
    outboxPollMs: 20,
  });
});

afterEach(async () => {
  await app.close();
  await sink.stop();
  await database.drop();
});

async function send(
  query: { name: string; email: string; message: string; language?: string },
  proven = true,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/query/queryPost',
    remoteAddress: randomAddress(),
    headers: { 'content-type': 'application/json' },
    payload: { ...query, ...(proven ? { altcha: await mintedProofOfWork() } : {}) },
  });
  expect(response.statusCode).toBe(201);
}

/** Whom the outbox holds a confirmation for, sent or not. */
async function autoReplies(): Promise<string[]> {
  const db = openDatabase(database.url);
  try {
    const rows = await db.kysely
      .selectFrom('outbox')
      .innerJoin('queries', 'queries.id', 'outbox.query_id')
      .select('queries.email')
      .where('outbox.channel', '=', 'auto-reply')
      .execute();
    return rows.map((row) => row.email);
  } finally {
    await db.kysely.destroy();
  }
}

const mailsTo = (address: string) => sink.mails.filter((mail) => mail.to.includes(address));

describe('the auto-reply', () => {
  it('thanks a genuine sender once, in the owner’s words, never quoting the message', async () => {
    const message = `Secret plan ${randomUUID()}: could you build our booking site?`;
    await send({ name: 'Ada Lovelace', email: 'ada@example.com', message });
    await waitFor(() => (mailsTo('ada@example.com').length === 1 ? true : undefined));
    await waitFor(() => (mailsTo('owner@example.com').length === 1 ? true : undefined));
    const [reply] = mailsTo('ada@example.com');
    const headers = headersOf(reply?.raw ?? '');
    expect(reply?.from).toBe('site@example.com');
    expect(headers.get('subject')).toBe('Thanks for your message, Ada Lovelace');
    expect(headers.get('auto-submitted')).toBe('auto-replied');
    expect(headers.get('reply-to')).toBe('owner@example.com');
    expect(headers.get('message-id')).toMatch(/^<auto-reply-[0-9a-f-]{36}@example\.com>$/);
    expect(reply?.raw).toContain('I read every message myself');
    expect(reply?.raw).not.toContain('Secret plan');
  });

  it('is written in the language the form was sent in when the owner translated it, else the default', async () => {
    await send({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Olá, tudo bem?',
      language: 'pt-br',
    });
    await send({
      name: 'Jean',
      email: 'jean@example.com',
      message: 'Bonjour à vous',
      language: 'fr',
    });
    await waitFor(() =>
      mailsTo('ana@example.com').length === 1 && mailsTo('jean@example.com').length === 1
        ? true
        : undefined,
    );
    const subject = (address: string) => headersOf(mailsTo(address)[0]?.raw ?? '').get('subject');
    expect(subject('ana@example.com')).toBe('Obrigado pela mensagem, Ana');
    expect(subject('jean@example.com')).toBe('Thanks for your message, Jean');
    // The owner's notification names the language too.
    await waitFor(() => (mailsTo('owner@example.com').length === 2 ? true : undefined));
    expect(
      mailsTo('owner@example.com')
        .map((mail) => mail.raw)
        .join('\n'),
    ).toContain('Language: pt-BR');
  });

  it('sends at most one a day to an address, however it is written', async () => {
    await send({ name: 'Ada', email: 'ada@example.com', message: 'First question' });
    await send({ name: 'Ada', email: 'ADA@Example.com', message: 'Second question' });
    await waitFor(() => (mailsTo('owner@example.com').length === 2 ? true : undefined));
    // The owner heard of both; the sender is thanked once (one confirmation in the outbox).
    expect(await autoReplies()).toEqual(['ada@example.com']);
    await waitFor(() => (mailsTo('ada@example.com').length === 1 ? true : undefined));
  });

  it('never answers spam, and never repeats a name that carries a link', async () => {
    await send(
      { name: 'Bot', email: 'victim@example.com', message: 'Posted straight at the API' },
      false,
    );
    await send({
      name: 'Buy at cheap-pills.example',
      email: 'relay@example.com',
      message: 'Genuine enough to pass the rules',
    });
    await waitFor(() => (mailsTo('relay@example.com').length === 1 ? true : undefined));
    const relayed = mailsTo('relay@example.com')[0]?.raw ?? '';
    expect(relayed).toContain('Hi there,');
    expect(relayed).not.toContain('cheap-pills');
    expect(await autoReplies()).toEqual(['relay@example.com']);
  });
});

describe('AUTO_REPLY', () => {
  it('needs e-mail set up, and a readable, correct template', () => {
    expect(() => loadApiEnv({ AUTO_REPLY: 'on' })).toThrow(/AUTO_REPLY: needs e-mail to be set up/);
    const mail = {
      SMTP_URL: 'smtp://127.0.0.1:2525',
      NOTIFY_EMAIL_TO: 'owner@example.com',
      NOTIFY_EMAIL_FROM: 'site@example.com',
      AUTO_REPLY: 'on',
    };
    expect(() => loadApiEnv({ ...mail, AUTO_REPLY_FILE: '/no/such/auto-reply.md' })).toThrow(
      /AUTO_REPLY_FILE: \/no\/such\/auto-reply\.md could not be read/,
    );
    const bad = path.join(mkdtempSync(path.join(tmpdir(), 'auto-reply-')), 'bad.md');
    writeFileSync(bad, 'Subject: You wrote {message}\n\nHi');
    expect(() => loadApiEnv({ ...mail, AUTO_REPLY_FILE: bad })).toThrow(
      /AUTO_REPLY_FILE: .*bad\.md: \{message\} is not a placeholder/,
    );
    expect(() => loadApiEnv({ AUTO_REPLY: 'yes' })).toThrow(/AUTO_REPLY: must be on or off/);
    // A translation is checked as the default is, and named by its own file.
    const folder = mkdtempSync(path.join(tmpdir(), 'auto-reply-'));
    writeFileSync(path.join(folder, 'auto-reply.md'), template);
    mkdirSync(path.join(folder, 'locales', 'hi'), { recursive: true });
    writeFileSync(path.join(folder, 'locales', 'hi', 'auto-reply.md'), 'Subject: {message}\n\nHi');
    expect(() =>
      loadApiEnv({ ...mail, AUTO_REPLY_FILE: path.join(folder, 'auto-reply.md') }),
    ).toThrow(/AUTO_REPLY_FILE: .*locales\/hi\/auto-reply\.md: \{message\} is not a placeholder/);
    // The template content/ ships is read when no file is named.
    expect(loadApiEnv(mail).AUTO_REPLY_TEMPLATE?.subject).toContain('{name}');
  });
});

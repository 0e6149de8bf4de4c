// E-mail notifications against a real SMTP server started in the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { createEmailNotifier } from './email-notifier.ts';

let sink: SmtpSink;

beforeAll(async () => {
  sink = smtpSink(await freePort());
  await sink.start();
});
afterAll(() => sink.stop());

const query = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  createdAt: '2026-11-21T10:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello,\nI need a website.\n=SUM(A1)',
};

describe('e-mail notifier', () => {
  it('sends plain text to the owner, from the owner, with the visitor in Reply-To', async () => {
    const notifier = createEmailNotifier({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      to: 'owner@example.com',
      from: 'site@example.com',
    });
    await notifier.send({ deliveryId: 'b3f0c1de-0000-4000-8000-000000000001', query });
    notifier.close();

    const mail = sink.mails.at(-1);
    expect(mail?.to).toEqual(['owner@example.com']);
    expect(mail?.from).toBe('site@example.com');
    const headers = headersOf(mail?.raw ?? '');
    expect(headers.get('from')).toBe('site@example.com');
    expect(headers.get('reply-to')).toBe('Ada Lovelace <ada@example.com>');
    expect(headers.get('subject')).toBe('New enquiry from Ada Lovelace');
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(headers.get('x-portfolio-query-id')).toBe(query.id);
    // Stable per outbox row: a resend after a crash is recognisably the same mail.
    expect(headers.get('message-id')).toBe(
      '<notification-b3f0c1de-0000-4000-8000-000000000001@example.com>',
    );
    expect(mail?.raw).toContain('I need a website.');
    expect(mail?.raw).not.toContain('ada@example.com>\r\nFrom');
  });

  it('cannot be made to add headers or recipients by a crafted name or address', async () => {
    const notifier = createEmailNotifier({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      to: 'owner@example.com',
      from: 'site@example.com',
    });
    await notifier.send({
      deliveryId: 'b3f0c1de-0000-4000-8000-000000000002',
      query: {
        ...query,
        name: 'Eve\r\nBcc: victim@example.com\r\nSubject: hacked',
        email: 'eve@example.com\r\nCc: other@example.com',
      },
    });
    notifier.close();

    const mail = sink.mails.at(-1);
    expect(mail?.to).toEqual(['owner@example.com']);
    const headers = headersOf(mail?.raw ?? '');
    expect(headers.has('bcc')).toBe(false);
    expect(headers.has('cc')).toBe(false);
    expect(headers.get('subject')).toBe(
      'New enquiry from Eve Bcc: victim@example.com Subject: hacked',
    );
    expect(headers.get('from')).toBe('site@example.com');
  });
});

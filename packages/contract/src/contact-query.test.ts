import { describe, expect, it } from 'vitest';
import { checkContactQuery, contactQuerySchema } from './contact-query.ts';
import { contactQueryLimits } from './contact-query-limits.ts';

const valid = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  message: 'We need a booking site.',
};

function problems(input: unknown): Record<string, string[]> {
  const result = contactQuerySchema.safeParse(input);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

describe('the contact query contract', () => {
  it('accepts a complete query and trims every field', () => {
    expect(
      contactQuerySchema.parse({
        name: '  Priya ',
        email: ' priya@example.com ',
        message: '\nHi\n',
      }),
    ).toEqual({
      name: 'Priya',
      email: 'priya@example.com',
      message: 'Hi',
    });
  });

  it('requires all three fields, as strings with more than white space', () => {
    expect(problems({})).toEqual({
      name: ['Name is required.'],
      email: ['E-mail is required.'],
      message: ['Message is required.'],
    });
    expect(problems({ ...valid, name: '   ' })).toEqual({ name: ['Name is required.'] });
    expect(problems({ ...valid, message: 42 })).toEqual({ message: ['Message is required.'] });
  });

  it('enforces the length limits the form mirrors', () => {
    expect(contactQueryLimits).toEqual({ name: 100, email: 254, message: 5000 });
    expect(problems({ ...valid, name: 'a'.repeat(100) })).toEqual({});
    expect(problems({ ...valid, name: 'a'.repeat(101) })).toEqual({
      name: ['Name must be at most 100 characters.'],
    });
    expect(problems({ ...valid, message: 'a'.repeat(5001) })).toEqual({
      message: ['Message must be at most 5000 characters.'],
    });
    expect(problems({ ...valid, email: `${'a'.repeat(250)}@x.io` }).email).toContain(
      'E-mail must be at most 254 characters.',
    );
  });

  it('refuses line breaks in name and e-mail, and addresses that are not addresses', () => {
    expect(problems({ ...valid, name: 'Priya\r\nBcc: x@example.com' })).toEqual({
      name: ['Name must be on one line.'],
    });
    expect(problems({ ...valid, email: 'priya@example.com\nBcc: x@example.com' }).email).toContain(
      'E-mail must be on one line.',
    );
    expect(problems({ ...valid, email: 'not-an-address' })).toEqual({
      email: ['E-mail must be a valid address.'],
    });
    expect(problems({ ...valid, message: 'Line one\nLine two' })).toEqual({});
  });
});

describe('characters nobody types', () => {
  it('refuses NUL and other control characters in every field', () => {
    expect(problems({ ...valid, message: 'x\u0000y' })).toEqual({
      message: ['Message must not contain control characters.'],
    });
    expect(problems({ ...valid, name: 'Pri\u001b[2Jya' })).toEqual({
      name: ['Name must not contain control characters.'],
    });
    expect(problems({ ...valid, name: 'Priya\u0007' })).toEqual({
      name: ['Name must not contain control characters.'],
    });
    expect(problems({ ...valid, message: 'C1 \u009b control' })).toEqual({
      message: ['Message must not contain control characters.'],
    });
    expect(problems({ ...valid, message: 'DEL \u007f' })).toEqual({
      message: ['Message must not contain control characters.'],
    });
    expect(problems({ ...valid, email: 'priya\u0000@example.com' }).email).toBeDefined();
  });

  it('keeps newlines and tabs in the message, and turns CRLF into LF', () => {
    expect(checkContactQuery({ ...valid, message: 'One\r\nTwo\rThree\n\tFour' })).toEqual({
      ok: true,
      query: { ...valid, message: 'One\nTwo\nThree\n\tFour' },
    });
    expect(problems({ ...valid, name: 'Priya\tSharma' })).toEqual({
      name: ['Name must not contain control characters.'],
    });
  });

  it('treats a field made only of invisible characters as empty', () => {
    for (const invisible of [
      '\u200b',
      '\u200b\u200c\u200d',
      '\u2060\ufeff',
      '\u3164',
      '\u2800',
      '\u00ad',
    ]) {
      expect(problems({ ...valid, name: invisible })).toEqual({ name: ['Name is required.'] });
      expect(problems({ ...valid, message: ` ${invisible}\n` })).toEqual({
        message: ['Message is required.'],
      });
    }
    // Invisible characters around real text are the visitor's business.
    expect(problems({ ...valid, name: '\u200bPriya' })).toEqual({});
  });

  it('refuses lone surrogates, which are not text', () => {
    expect(problems({ ...valid, message: 'broken \ud800 pair' })).toEqual({
      message: ['Message contains characters that are not text.'],
    });
    expect(problems({ ...valid, message: 'emoji 😀 is fine' })).toEqual({});
  });

  it('reports a body that is not an object under "body"', () => {
    for (const body of [null, [], 'text', 42, true])
      expect(checkContactQuery(body)).toEqual({
        ok: false,
        fields: { body: 'The request body must be a JSON object.' },
      });
  });
});

describe('the language a query was sent in', () => {
  const query = { name: 'Ana', email: 'ana@example.com', message: 'Olá!' };

  it('is optional, and kept as a canonical BCP 47 tag', () => {
    expect(checkContactQuery(query)).toEqual({ ok: true, query });
    for (const [sent, kept] of [
      ['pt-br', 'pt-BR'],
      ['hi', 'hi'],
      ['zh-hans', 'zh-Hans'],
      [' ar ', 'ar'],
    ])
      expect(checkContactQuery({ ...query, language: sent })).toEqual({
        ok: true,
        query: { ...query, language: kept },
      });
  });

  it('refuses anything that is not a tag, with the field named', () => {
    for (const language of [
      '',
      'english please',
      '<script>',
      'en\r\nBcc: x@example.com',
      '../../etc',
      'x'.repeat(36),
      42,
    ])
      expect(checkContactQuery({ ...query, language })).toEqual({
        ok: false,
        fields: { language: 'Language must be a language tag such as en or pt-BR.' },
      });
  });
});

import { describe, expect, it } from 'vitest';
import { quotedLength, replyLink } from './reply-link.ts';

describe('the reply link', () => {
  it('writes to the visitor with a subject and their message quoted', () => {
    const link = new URL(
      replyLink({
        email: 'ada@example.com',
        message: 'Line one\nLine two',
        created_at: '2026-11-24T10:00:00.000Z',
      }),
    );
    expect(link.protocol).toBe('mailto:');
    expect(decodeURIComponent(link.pathname)).toBe('ada@example.com');
    expect(link.searchParams.get('subject')).toBe('Re: your enquiry');
    expect(link.searchParams.get('body')).toBe(
      '\n\nOn 2026-11-24 you wrote:\n> Line one\n> Line two',
    );
  });

  it('lets nothing in the address add recipients or headers', () => {
    const link = replyLink({
      email: 'a@example.com?bcc=spy@evil.example&subject=x',
      message: 'hi',
      created_at: '2026-11-24T10:00:00.000Z',
    });
    const url = new URL(link);
    expect(url.searchParams.get('bcc')).toBeNull();
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('quotes a long message only in part, so the link stays usable', () => {
    const link = replyLink({
      email: 'a@example.com',
      message: 'x'.repeat(1_000_000),
      created_at: '2026-11-24T10:00:00.000Z',
    });
    expect(link.length).toBeLessThan(quotedLength * 2 + 200);
  });
});

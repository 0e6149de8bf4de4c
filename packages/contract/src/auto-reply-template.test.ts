import { describe, expect, it } from 'vitest';
import { fillAutoReply, parseAutoReply, safeName } from './auto-reply-template.ts';

const source = `Subject: Thanks for your message, {name}
Name-Fallback: there

Hi {name},

Thanks for getting in touch: I read every message myself.
`;

describe('the auto-reply template', () => {
  it('reads a subject, a fallback for the name and the text', () => {
    expect(parseAutoReply(source)).toEqual({
      ok: true,
      template: {
        subject: 'Thanks for your message, {name}',
        nameFallback: 'there',
        text: 'Hi {name},\n\nThanks for getting in touch: I read every message myself.',
      },
    });
  });

  it('names each mistake', () => {
    const check = parseAutoReply('Subjet: hi\n\nQuoting you: {message} {email}');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual([
      'line 1: unknown header "Subjet" (Subject and Name-Fallback are known)',
      'a "Subject: …" line is needed first',
      "{message} is not a placeholder: only {name} is filled in (the visitor's message never is)",
      "{email} is not a placeholder: only {name} is filled in (the visitor's message never is)",
    ]);
    expect(parseAutoReply('Subject: hi').ok).toBe(false);
    expect(parseAutoReply(`Subject: hi\n\n${'x'.repeat(2001)}`).ok).toBe(false);
  });

  it('repeats a name only when it reads as one, never a link or an address', () => {
    expect(safeName('  Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(safeName('José Ñúñez-O’Brien')).toBe('José Ñúñez-O’Brien');
    expect(safeName('李小龍')).toBe('李小龍');
    for (const hostile of [
      'Visit cheap-pills.example now',
      'https://spam.example',
      'www.spam',
      'me@spam.example',
      'Call 555 123 4567',
      'x'.repeat(41),
      'Ada\u202Eevil',
      '<b>Ada</b>',
    ])
      expect(safeName(hostile), hostile).toBeUndefined();
  });

  it('fills in the name or the fallback, and nothing else', () => {
    const check = parseAutoReply(source);
    if (!check.ok) throw new Error('the template should read');
    expect(fillAutoReply(check.template, 'Ada').subject).toBe('Thanks for your message, Ada');
    const relayed = fillAutoReply(check.template, 'Buy at cheap-pills.example');
    expect(relayed.text).toContain('Hi there,');
    expect(`${relayed.subject}${relayed.text}`).not.toContain('cheap-pills');
  });
});

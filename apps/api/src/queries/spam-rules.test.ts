import { describe, expect, it } from 'vitest';
import { loadApiEnv } from '../env.ts';
import { contentReasons, defaultSpamRules, messageFingerprint } from './spam-rules.ts';

const genuine = { name: 'Ada', email: 'ada@example.com', honeypot: false };

const layers = (message: string, rules = defaultSpamRules, extra: Partial<typeof genuine> = {}) =>
  contentReasons({ ...genuine, ...extra, message }, rules).map((reason) => reason.layer);

describe('the spam rules on a query’s own content', () => {
  it('let a genuine enquiry with a link to a portfolio through', () => {
    expect(layers('Hi! Loved https://ada.dev/work — can we talk about a shop?')).toEqual([]);
  });

  it('catch the honeypot, link farms and a message that is only a link', () => {
    expect(layers('hello', defaultSpamRules, { honeypot: true })).toEqual(['honeypot']);
    expect(
      layers('a http://a.example b http://b.example c www.c.example d https://d.example'),
    ).toEqual(['links']);
    expect(layers('  https://cheap.example/pills  ')).toEqual(['only-a-link']);
    expect(layers('see https://a.example, https://b.example and https://c.example')).toEqual([]);
  });

  it('catch the senders and words the owner blocked, patterns included', () => {
    const env = loadApiEnv({
      SPAM_BLOCKED_SENDERS: 'spammer@example.com, spam.example',
      SPAM_BLOCKED_WORDS: 'backlinks, /crypto\\s*(?:trading|profit)/i',
    });
    const rules = {
      maxLinks: env.SPAM_MAX_LINKS,
      blockedSenders: env.SPAM_BLOCKED_SENDERS ?? [],
      blockedWords: env.SPAM_BLOCKED_WORDS ?? [],
      maxPerAddressPerHour: env.SPAM_MAX_PER_ADDRESS,
    };
    expect(layers('hi', rules, { email: 'Spammer@Example.com' })).toEqual(['blocked-sender']);
    expect(layers('hi', rules, { email: 'x@mail.spam.example' })).toEqual(['blocked-sender']);
    expect(layers('hi', rules, { email: 'x@notspam.example' })).toEqual([]);
    expect(layers('We sell BACKLINKS cheap', rules)).toEqual(['blocked-word']);
    expect(layers('Make Crypto  Profit today', rules)).toEqual(['blocked-word']);
    expect(layers('My crypto wallet app needs a redesign', rules)).toEqual([]);
  });

  it('refuse a blocked pattern that does not compile, naming the variable', () => {
    expect(() => loadApiEnv({ SPAM_BLOCKED_WORDS: 'fine, /(unclosed/' })).toThrow(
      /SPAM_BLOCKED_WORDS: \/\(unclosed\/ is not a valid pattern/,
    );
    expect(() => loadApiEnv({ SPAM_BLOCKED_SENDERS: 'not an address' })).toThrow(
      /SPAM_BLOCKED_SENDERS/,
    );
  });

  it('see one message sent with other spacing or case as the same', () => {
    expect(messageFingerprint('Buy  NOW\nplease')).toBe(messageFingerprint('buy now please'));
  });
});

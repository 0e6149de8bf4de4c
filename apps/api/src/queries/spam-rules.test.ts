import { describe, expect, it } from 'vitest';
import { loadApiEnv } from '../env.ts';
import { contentReasons, defaultSpamRules, messageFingerprint, spamRulesOf } from './spam-rules.ts';

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
    const rules = spamRulesOf(env);
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

  it('catch a form filled in faster than the floor, only when the script measured it', () => {
    const rules = spamRulesOf(loadApiEnv({ SPAM_MIN_FILL_TIME: '3s' }));
    const timed = (fillTimeMs?: number) =>
      contentReasons(
        { ...genuine, message: 'hi', ...(fillTimeMs === undefined ? {} : { fillTimeMs }) },
        rules,
      ).map((reason) => reason.detail);
    expect(timed(400)).toEqual(['filled in within 400 ms (SPAM_MIN_FILL_TIME is 3000 ms)']);
    expect(timed(3000)).toEqual([]);
    expect(timed(undefined)).toEqual([]);
    // Unset, there is no floor.
    expect(contentReasons({ ...genuine, message: 'hi', fillTimeMs: 1 }, defaultSpamRules)).toEqual(
      [],
    );
  });

  it('see one message sent with other spacing or case as the same', () => {
    expect(messageFingerprint('Buy  NOW\nplease')).toBe(messageFingerprint('buy now please'));
  });
});

// The VISITS setting: the first-party counter by default, none, or exactly one hosted service
// whose origins, and only those, the page's policy allows.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/security-headers.ts';
import { visitCounterOf, visitsSettingHelp } from './visit-counter.ts';

const site = { apiUrl: 'https://me.dev/api', host: 'me.dev' };

function directive(policy: string, name: string): string[] {
  return (
    policy
      .split(';')
      .map((part) => part.trim().split(' '))
      .find(([key]) => key === name)
      ?.slice(1) ?? []
  );
}

describe('the visit counter setting (VISITS)', () => {
  it("counts first-party by default, reporting to the owner's API", () => {
    expect(visitCounterOf(undefined, site)).toEqual({
      kind: 'first-party',
      endpoint: 'https://me.dev/api/visit',
    });
    expect(visitCounterOf('on', site)).toEqual(visitCounterOf(undefined, site));
  });

  it('ships nothing when off, or when the form posts to a hosted backend and no API runs', () => {
    expect(visitCounterOf('off', site)).toEqual({ kind: 'off', reason: 'owner' });
    expect(visitCounterOf(undefined, { apiUrl: undefined, host: 'me.dev' })).toEqual({
      kind: 'off',
      reason: 'no-api',
    });
  });

  it('writes a hosted counter: its tag, and its origins alone in the policy', () => {
    const plausible = visitCounterOf('plausible', site);
    expect(plausible).toMatchObject({
      kind: 'hosted',
      script: {
        src: 'https://plausible.io/js/script.js',
        attributes: { 'data-domain': 'me.dev' },
      },
    });
    const umami = visitCounterOf(
      'umami:94db1cb1-74f4-4a40-ad6c-962362670409@https://stats.me.dev/',
      site,
    );
    expect(umami).toMatchObject({
      script: {
        src: 'https://stats.me.dev/script.js',
        attributes: { 'data-website-id': '94db1cb1-74f4-4a40-ad6c-962362670409' },
      },
    });
    const goat = visitCounterOf('goatcounter:https://me.goatcounter.com', site);
    if (typeof goat === 'string' || goat.kind !== 'hosted')
      throw new Error(typeof goat === 'string' ? goat : goat.kind);
    const policy = contentSecurityPolicy({ apiOrigin: 'https://me.dev/api', counter: goat });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://gc.zgo.at']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://me.dev',
      'https://me.goatcounter.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://me.goatcounter.com']);
    // The first-party counter reports to the API, which the policy already allows.
    const firstParty = visitCounterOf(undefined, site);
    if (typeof firstParty === 'string') throw new Error(firstParty);
    expect(contentSecurityPolicy({ apiOrigin: 'https://me.dev/api', counter: firstParty })).toBe(
      contentSecurityPolicy({ apiOrigin: 'https://me.dev/api' }),
    );
  });

  it('refuses what it cannot use, saying what it takes', () => {
    for (const setting of [
      'yes',
      'google-analytics:G-123',
      'plausible:ftp://stats.me.dev',
      'umami:https://stats.me.dev',
      'umami:not an id@https://stats.me.dev',
      'goatcounter:',
    ]) {
      const result = visitCounterOf(setting, site);
      expect(typeof result, setting).toBe('string');
      expect(result, setting).toContain(visitsSettingHelp);
    }
  });
});

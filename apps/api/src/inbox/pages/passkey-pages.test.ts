import { describe, expect, it } from 'vitest';
import { testEnv } from '../../test-support/test-env.ts';
import { inboxAddress } from '../inbox-address.ts';
import type { InboxAssets } from '../inbox-assets.ts';
import { enrolPage, signInPage } from './passkey-pages.ts';

const assets: InboxAssets = {
  css: { name: 'inbox.a.css', type: 'text/css', body: '' },
  js: { name: 'inbox.b.js', type: 'text/javascript', body: '' },
};

describe('the sign-in page', () => {
  it('says why passkeys cannot work over plain HTTP away from localhost, and points to the CLI', () => {
    const address = inboxAddress(testEnv({ API_PUBLIC_URL: 'http://inbox.example' }));
    const page = signInPage({ address, assets }, 'inbox.example');
    expect(page).toContain('only over HTTPS');
    expect(page).toContain('npm run inbox -- list');
    expect(page).not.toContain('data-ceremony');
  });

  it('tells a browser without JavaScript that sign-in needs it', () => {
    const address = inboxAddress(testEnv({ API_PUBLIC_URL: 'https://api.me.dev' }));
    const page = signInPage({ address, assets }, 'api.me.dev');
    expect(page).toMatch(/<noscript\s*>[\s\S]*needs JavaScript[\s\S]*<\/noscript/);
    // The button is shown by the script only, when the browser can use passkeys.
    expect(page).toMatch(/<button[^>]*\bhidden\b[^>]*data-ceremony="sign-in"/);
  });
});

describe('the enrolment page', () => {
  it('offers no passkey button for a used, expired or unknown link', () => {
    const address = inboxAddress(testEnv({ API_PUBLIC_URL: 'https://api.me.dev' }));
    for (const state of ['used', 'expired', 'unknown'] as const) {
      const page = enrolPage({ address, assets }, 'api.me.dev', state, 'x');
      expect(page).not.toContain('data-ceremony');
      expect(page).toContain('npm run inbox -- enroll');
    }
  });
});

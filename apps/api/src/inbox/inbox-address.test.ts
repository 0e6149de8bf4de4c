import { describe, expect, it } from 'vitest';
import { testEnv } from '../test-support/test-env.ts';
import { inboxAddress } from './inbox-address.ts';

describe('where the inbox is', () => {
  it('follows API_PUBLIC_URL, path included, for links, cookies and passkeys', () => {
    expect(inboxAddress(testEnv({ API_PUBLIC_URL: 'https://me.dev/api' }))).toEqual({
      origin: 'https://me.dev',
      rpId: 'me.dev',
      path: '/api/inbox',
      url: 'https://me.dev/api/inbox',
      secure: true,
      passkeysPossible: true,
    });
  });

  it('allows passkeys over plain HTTP on localhost only, and never a Secure cookie there', () => {
    expect(inboxAddress(testEnv({ API_PORT: '4100' }))).toMatchObject({
      origin: 'http://localhost:4100',
      rpId: 'localhost',
      secure: false,
      passkeysPossible: true,
    });
    expect(inboxAddress(testEnv({ API_PUBLIC_URL: 'http://inbox.example' }))).toMatchObject({
      secure: false,
      passkeysPossible: false,
    });
  });
});

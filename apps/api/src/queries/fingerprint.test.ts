// Fingerprints are stored: a database written before an upgrade must find the same duplicates
// and the same campaigns after it, so the digests may never change.
import { describe, expect, it } from 'vitest';
import { queryFingerprint } from './fingerprint.ts';
import { messageFingerprint } from './spam-rules.ts';

describe('stored fingerprints', () => {
  it('give the digests earlier versions stored for an enquiry', () => {
    expect(queryFingerprint('Ada@Example.com', 'Hello,\nwörld ✓')).toBe(
      '9ad34177eab9ac6a488c114574962732fbba3f2579be403a94bc34ad2218729e',
    );
    expect(queryFingerprint('ada@example.com', 'Hello,\nwörld ✓')).toBe(
      queryFingerprint('ADA@EXAMPLE.COM', 'Hello,\nwörld ✓'),
    );
  });

  it('give the digests earlier versions stored for a message, spacing and case aside', () => {
    expect(messageFingerprint('Hello,\n  Wörld ✓ ')).toBe(
      'c8f586fd5932350c323f4a8fc0f9f6ad2fe85601cbaf9a1e676dafa67da8c271',
    );
    expect(messageFingerprint('hello, wörld ✓')).toBe(messageFingerprint('Hello,\n  Wörld ✓ '));
  });
});

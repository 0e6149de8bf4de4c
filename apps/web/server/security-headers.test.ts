import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, needsWebAssembly } from './security-headers.ts';

const scriptSrc = (policy: string) => /script-src ([^;]+)/.exec(policy)?.[1];

describe('the Content-Security-Policy', () => {
  it('lets a page compile WebAssembly only when it runs some, and never evaluate JavaScript', () => {
    const apiOrigin = 'https://api.me.dev';
    expect(scriptSrc(contentSecurityPolicy({ apiOrigin, scriptHashes: ["'sha256-a'"] }))).toBe(
      "'self' 'sha256-a'",
    );
    expect(
      scriptSrc(
        contentSecurityPolicy({ apiOrigin, scriptHashes: ["'sha256-a'"], webAssembly: true }),
      ),
    ).toBe("'self' 'wasm-unsafe-eval' 'sha256-a'");
  });

  it('reads the need from the marker on an element of the page, not from its words', () => {
    expect(needsWebAssembly('<main><div class="x" data-runs-webassembly="">')).toBe(true);
    expect(needsWebAssembly('<div data-runs-webassembly>')).toBe(true);
    // A post that writes about the marker shows it as text: escaped, or outside any tag.
    expect(needsWebAssembly('<p>&lt;div data-runs-webassembly=""&gt;</p>')).toBe(false);
    expect(needsWebAssembly('<p>add data-runs-webassembly to a page</p>')).toBe(false);
    expect(needsWebAssembly('<div data-runs-webassembly-not="">')).toBe(false);
  });
});

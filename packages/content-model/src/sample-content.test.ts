import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLocalAddress, sampleMarks, samplePictures, sha256 } from './sample-content.ts';

describe('sample content, recognised', () => {
  it("names the sample's owner, example.com addresses and entries marked (sample)", () => {
    // A stand-in for the sample's owner, known by the hash of the name, as the sample's is.
    const marks = sampleMarks(
      {
        identity: { fullName: 'Ana Sample', email: 'hello@ana.example.com' },
        projects: [{ title: 'Shop (sample)', liveLink: 'https://shop.example.org' }],
      },
      sha256('Ana Sample'),
    );
    expect(marks).toEqual([
      "the sample's name",
      'example.com addresses (hello@ana.example.com, https://shop.example.org)',
      '1 entries marked "(sample)"',
    ]);
  });

  it("finds nothing in an owner's own content", () => {
    expect(
      sampleMarks({
        identity: { fullName: 'Ana Lima', email: 'ana@lima.dev' },
        projects: [{ title: 'Counterexample.com clone', liveLink: 'https://notexample.com' }],
      }),
    ).toEqual([]);
  });

  it('recognises the generated sample pictures, and not an owner’s own', () => {
    const root = mkdtempSync(join(tmpdir(), 'sample-'));
    writeFileSync(join(root, 'mine.png'), 'my own picture');
    expect(samplePictures(['mine.png', 'missing.png'], root)).toEqual([]);
    writeFileSync(join(root, 'generated.webp'), 'a generated sample picture');
    const generated = new Set([sha256('a generated sample picture').slice(0, 16)]);
    expect(samplePictures(['mine.png', 'generated.webp'], root, generated)).toEqual([
      'generated.webp',
    ]);
  });

  it('tells a rehearsal on this machine from a public address', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4173/portfolio/',
      'http://[::1]:3000',
    ])
      expect(isLocalAddress(url), url).toBe(true);
    for (const url of ['https://me.dev', 'https://user.github.io/portfolio/'])
      expect(isLocalAddress(url), url).toBe(false);
  });
});

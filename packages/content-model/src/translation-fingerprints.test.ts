import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  currentSources,
  markTranslated,
  recordedSources,
  staleness,
} from './translation-fingerprints.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A content folder with a copy.ts, a post, and a language translating some of each. */
function content(copyHeading: string, post: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'fingerprints-'));
  roots.push(root);
  const directory = path.join(root, 'locales', 'xx');
  mkdirSync(path.join(root, 'posts'), { recursive: true });
  mkdirSync(path.join(directory, 'posts'), { recursive: true });
  writeFileSync(
    path.join(root, 'copy.ts'),
    `export const copy = { language: 'en', locale: 'en_US', blog: { heading: ${JSON.stringify(copyHeading)}, allPosts: 'All posts' } };\n`,
  );
  writeFileSync(
    path.join(directory, 'copy.ts'),
    "export const copy = { language: 'xx', locale: 'xx_XX', blog: { heading: 'Xx' } };\n",
  );
  writeFileSync(path.join(root, 'posts', 'a.md'), post);
  writeFileSync(path.join(directory, 'posts', 'a.md'), '---\ntitle: Xx\ndescription: Xx\n---\n');
  return { root, language: { directory } };
}

describe('a translation’s record of what it was translated from', () => {
  it('names nothing stale once marked, and names a text and a post whose source changed', async () => {
    const before = content('Writing', 'Words.');
    expect(staleness(await currentSources(before.language, before.root), undefined)).toEqual({
      stale: [],
      unrecorded: ['copy.ts: blog.heading', 'posts/a.md'],
      recorded: false,
    });
    expect(await markTranslated(before.language, [], before.root)).toBe(2);
    const recorded = recordedSources(before.language);
    expect(staleness(await currentSources(before.language, before.root), recorded).stale).toEqual(
      [],
    );
    // The same translation, its sources edited since (a fresh clone reads the same record).
    const after = content('Notes', 'Other words.');
    writeFileSync(
      path.join(after.language.directory, 'translated-from.json'),
      JSON.stringify(Object.fromEntries(recorded ?? [])),
    );
    const now = await currentSources(after.language, after.root);
    expect(staleness(now, recordedSources(after.language)).stale).toEqual([
      'copy.ts: blog.heading',
      'posts/a.md',
    ]);
    // A text left out has nothing to go stale; marking one item leaves the other stale.
    expect(now.has('copy.ts#blog.allPosts')).toBe(false);
    expect(await markTranslated(after.language, ['posts/a.md'], after.root)).toBe(1);
    expect(staleness(now, recordedSources(after.language)).stale).toEqual([
      'copy.ts: blog.heading',
    ]);
    await markTranslated(after.language, ['copy.ts: blog.heading'], after.root);
    expect(staleness(now, recordedSources(after.language)).stale).toEqual([]);
  });

  it('names a text translated after the record was written as unrecorded', () => {
    const current = new Map([
      ['copy.ts#blog.heading', 'a'],
      ['copy.ts#blog.allPosts', 'b'],
    ]);
    expect(staleness(current, new Map([['copy.ts#blog.heading', 'a']]))).toEqual({
      stale: [],
      unrecorded: ['copy.ts: blog.allPosts'],
      recorded: true,
    });
  });
});

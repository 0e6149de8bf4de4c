import { describe, expect, it } from 'vitest';
import { loadContentEntries, validateContent } from './validate-content.ts';
import type { ContentEntry } from './validate-content.ts';

async function entriesWith(
  file: string,
  change: (value: unknown) => unknown,
): Promise<ContentEntry[]> {
  const entries = await loadContentEntries();
  return entries.map((entry) =>
    entry.file === file ? { ...entry, value: change(structuredClone(entry.value)) } : entry,
  );
}

describe('content validation', () => {
  it('accepts the shipped sample content', async () => {
    expect(validateContent(await loadContentEntries())).toEqual([]);
  });

  it('names the file and the field of a missing value', async () => {
    const entries = await entriesWith('identity.ts', (value) => ({
      ...(value as object),
      firstName: undefined,
    }));
    expect(validateContent(entries)).toEqual([
      expect.stringMatching(/^content\/identity\.ts: identity\.firstName: /),
    ]);
  });

  it('rejects a wrong e-mail, an empty intro and a photo that does not exist', async () => {
    const entries = await entriesWith('identity.ts', (value) => {
      const identity = value as { email: string; intro: string; photo: { src: string } };
      return {
        ...identity,
        email: 'not-an-address',
        intro: '  ',
        photo: { ...identity.photo, src: 'assets/missing.png' },
      };
    });
    const problems = validateContent(entries);
    expect(problems).toContain('content/identity.ts: identity.email: must be an e-mail address');
    expect(problems).toContain('content/identity.ts: identity.intro: must not be empty');
    expect(problems).toContain(
      'content/identity.ts: identity.photo.src: file content/assets/missing.png does not exist',
    );
  });

  it('points at the exact social link with a bad URL', async () => {
    const entries = (await loadContentEntries()).map((entry) =>
      entry.file === 'social-links.ts'
        ? {
            ...entry,
            value: (entry.value as Record<string, unknown>[]).map((link, index) =>
              index === 1 ? { ...link, url: 'http://insecure.example' } : link,
            ),
          }
        : entry,
    );
    expect(validateContent(entries)).toEqual([
      'content/social-links.ts: socialLinks[1].url: must be an https:// URL',
    ]);
  });

  it('refuses navigation to a route that has no page', async () => {
    const entries = await entriesWith('navigation.ts', (value) => [
      ...(value as object[]),
      { id: '/blog', title: 'Blog' },
    ]);
    expect(validateContent(entries)).toEqual([
      expect.stringMatching(/^content\/navigation\.ts: navigation\[5\]\.id: /),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { socialLinks } from '../social-links.ts';
import { closestNames } from './closest-names.ts';
import { explainLoadError, loadContentEntries, validateContent } from './validate-content.ts';
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
      entry.exportName === 'socialLinks'
        ? {
            ...entry,
            value: (entry.value as Record<string, unknown>[]).map((link, index) =>
              index === 1 ? { ...link, url: 'http://insecure.example' } : link,
            ),
          }
        : entry,
    );
    expect(validateContent(entries)).toEqual([
      `content/social-links.ts: socialLinks[1] ${JSON.stringify(socialLinks[1]?.network)}: url: must start with https://`,
    ]);
  });

  it('refuses navigation to a route that has no page', async () => {
    let index = -1;
    const entries = await entriesWith('navigation.ts', (value) => {
      index = (value as object[]).length;
      return [...(value as object[]), { id: '/blog', title: 'Blog' }];
    });
    expect(validateContent(entries)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/navigation\\.ts: navigation\\[${index}\\] "Blog": id: `),
      ),
    ]);
  });

  it('names a list item by its title, not only its index', async () => {
    const entries = await entriesWith('projects.ts', (value) =>
      (value as { title: string; images: string[] }[]).map((project, index) =>
        index === 1 ? { ...project, images: [] } : project,
      ),
    );
    const projects = (await loadContentEntries()).find((entry) => entry.file === 'projects.ts');
    const title = (projects?.value as { title: string }[])[1]?.title ?? '';
    expect(validateContent(entries)).toContain(
      `content/projects.ts: projects[1] ${JSON.stringify(title)}: images: needs at least 1 screenshot`,
    );
  });
});

describe('a content file that cannot be loaded', () => {
  it('turns a misspelt icon into a message with the closest real names', async () => {
    const error = await explainLoadError(
      'skills.ts',
      new SyntaxError(
        "The requested module 'react-icons/si' does not provide an export named 'SiPostgres'",
      ),
    );
    expect(error.message).toMatch(
      /^content\/skills\.ts: imports "SiPostgres" from "react-icons\/si", which has no such export; did you mean "SiPostgresql"/,
    );
  });

  it('suggests nothing far-fetched', () => {
    expect(closestNames('SiReact', ['SiReact', 'SiRedux', 'FaGithub'])).toEqual([
      'SiReact',
      'SiRedux',
    ]);
    expect(closestNames('Zzzzzz', ['SiReact'])).toEqual([]);
    // A name typed only in part comes first, ahead of names that are fewer edits away.
    expect(closestNames('SiMongo', ['SiHono', 'SiMonzo', 'SiMongodb'])[0]).toBe('SiMongodb');
  });

  it('says what failed for any other load error', async () => {
    const error = await explainLoadError('about.ts', new Error('boom'));
    expect(error.message).toBe('content/about.ts: could not be loaded: boom');
  });
});

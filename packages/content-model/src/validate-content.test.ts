import { describe, expect, it } from 'vitest';
import { socialLinks } from '@portfolio/content/social-links';
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
    // The owner's last profile, however many they list.
    const last = socialLinks.length - 1;
    const entries = (await loadContentEntries()).map((entry) =>
      entry.exportName === 'socialLinks'
        ? {
            ...entry,
            value: (entry.value as Record<string, unknown>[]).map((link, index) =>
              index === last ? { ...link, url: 'http://insecure.example' } : link,
            ),
          }
        : entry,
    );
    const network = socialLinks.at(last)?.network;
    const problems = validateContent(entries);
    expect(problems).toHaveLength(1);
    // An e-mail profile's url is a mailto: address, with a message of its own.
    expect(problems[0]).toMatch(
      new RegExp(
        `^content/social-links\\.ts: socialLinks\\[${last}\\] ${JSON.stringify(network)}: url: ${network === 'email' ? '' : 'must start with https://$'}`,
      ),
    );
  });

  it('refuses a period that ends before it starts, naming the role', async () => {
    let title = '';
    const entries = await entriesWith('about.ts', (value) => {
      const about = value as { experiences: { title: string }[] };
      const [first, ...rest] = about.experiences;
      if (first === undefined) throw new Error('content/about.ts lists no role');
      title = first.title;
      return {
        ...about,
        experiences: [{ ...first, startDate: '2024-06', endDate: '2023' }, ...rest],
      };
    });
    expect(validateContent(entries)).toEqual([
      `content/about.ts: about.experiences[0] ${JSON.stringify(title)}: endDate: must not be before startDate`,
    ]);
  });

  it('refuses a navigation without the pages other pages lead to, and allows leaving out the rest', async () => {
    const without = async (path: string) =>
      validateContent(
        await entriesWith('navigation.ts', (value) =>
          (value as { id: string }[]).filter((item) => item.id !== path),
        ),
      );
    expect(await without('/contact')).toEqual([
      expect.stringMatching(/^content\/navigation\.ts: navigation: must list \/contact: /),
    ]);
    expect(await without('/')).toEqual([
      expect.stringMatching(/^content\/navigation\.ts: navigation: must list \/: /),
    ]);
    expect(await without('/about')).toEqual([]);
    expect(await without('/skills')).toEqual([]);
  });

  it('refuses navigation to something that is not a page’s path', async () => {
    let index = -1;
    const entries = await entriesWith('navigation.ts', (value) => {
      index = (value as object[]).length;
      return [...(value as object[]), { id: 'Blog Posts', title: 'Blog' }];
    });
    expect(validateContent(entries)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/navigation\\.ts: navigation\\[${index}\\] "Blog": id: `),
      ),
    ]);
  });

  it('names a list item by its title, not only its index', async () => {
    // Whatever the owner's list holds, one more project with no screenshot, after the others.
    let index = 0;
    const title = 'A project without screenshots';
    const entries = await entriesWith('projects.ts', (value) => {
      const projects = value as { title: string; slug?: string; images: string[] }[];
      index = projects.length;
      const [first] = projects;
      if (first === undefined) throw new Error('content/projects.ts lists no project');
      return [...projects, { ...first, title, slug: 'a-project-without-screenshots', images: [] }];
    });
    expect(validateContent(entries)).toContain(
      `content/projects.ts: projects[${index}] ${JSON.stringify(title)}: images: needs at least 1 screenshot`,
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

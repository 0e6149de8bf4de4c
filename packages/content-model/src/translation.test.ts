import { describe, expect, it } from 'vitest';
import {
  entryKey,
  translate,
  translateProjects,
  unknownEntryKeys,
  untranslated,
} from './translation.ts';
import {
  aboutTranslationSchema,
  identityTranslationSchema,
  longerLists,
} from './translation-schemas.ts';

const english = { lang: 'en', dir: 'ltr' } as const;

const base = {
  role: 'Developer',
  intro: 'I build things.',
  email: 'me@example.com',
  availability: { available: true, label: 'Available', contactLine: 'Write to me.' },
  roles: [
    { title: 'Lead', achievements: ['Shipped six', 'Cut load time'] },
    { title: 'Intern', achievements: ['Built a dashboard'] },
  ],
};

describe('a translation laid over the default language', () => {
  const words = {
    role: 'डेवलपर',
    availability: { label: 'उपलब्ध' },
    roles: [{ achievements: [undefined, 'लोड समय घटाया'] }],
  };
  const shown = translate(base, words, english);

  it('shows each translated word, and the default word wherever the translation has none', () => {
    expect(shown.role).toBe('डेवलपर');
    expect(shown.intro).toBe('I build things.');
    expect(shown.availability).toEqual({
      available: true,
      label: 'उपलब्ध',
      contactLine: 'Write to me.',
    });
    expect(shown.roles[0]?.achievements).toEqual(['Shipped six', 'लोड समय घटाया']);
    expect(shown.roles[1]).toEqual(base.roles[1]);
  });

  it('marks every word left in the default language with its lang and dir, and no other', () => {
    expect(untranslated(shown, 'intro')).toEqual(english);
    expect(untranslated(shown, 'role')).toEqual({});
    expect(untranslated(shown.availability, 'contactLine')).toEqual(english);
    expect(untranslated(shown.availability, 'label')).toEqual({});
    expect(untranslated(shown.roles[0] ?? {}, 'title')).toEqual(english);
    expect(untranslated(shown.roles[0]?.achievements ?? [], 0)).toEqual(english);
    expect(untranslated(shown.roles[0]?.achievements ?? [], 1)).toEqual({});
  });

  it('marks everything when the language translates nothing, and nothing in the default language', () => {
    const none = translate(base, undefined, english);
    expect(none).toEqual(base);
    expect(untranslated(none, 'role')).toEqual(english);
    expect(untranslated(base, 'role')).toEqual({});
  });

  it('keeps every project at its address, whatever its title becomes', () => {
    const projects = translateProjects(
      [{ title: 'Spotlight PR' }, { title: 'Shop', slug: 'my-shop' }],
      { 'my-shop': { title: 'दुकान' }, 'spotlight-pr': { title: 'स्पॉटलाइट' } },
      english,
    );
    expect(projects.map((project) => [project.title, project.slug])).toEqual([
      ['स्पॉटलाइट', 'spotlight-pr'],
      ['दुकान', 'my-shop'],
    ]);
  });
});

describe('what a translation may hold', () => {
  it('is words only: an address, an unknown key or an empty text is named', () => {
    const result = identityTranslationSchema.safeParse({
      email: 'other@example.com',
      intro: ' ',
      availability: { available: false },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/email/),
        'intro: must not be empty',
        expect.stringMatching(/available/),
      ]),
    );
  });

  it('may leave any word or entry out, its entries named by key', () => {
    expect(
      aboutTranslationSchema.safeParse({ stats: { clients: { title: 'ग्राहक' }, commits: {} } })
        .success,
    ).toBe(true);
  });

  it('names entries by key, not by place: a list in the old, positional form is refused', () => {
    expect(aboutTranslationSchema.safeParse({ stats: [{ title: 'ग्राहक' }] }).success).toBe(false);
  });

  it('names a list longer than the default language’s, which would translate nothing', () => {
    expect(
      longerLists(
        { story: { paragraphs: ['one'] } },
        { story: { paragraphs: ['एक', 'दो'] } },
        'about',
      ),
    ).toEqual([
      "about.story.paragraphs: has 2 items where the default language's has 1; a list is translated item by item, in the same order",
    ]);
  });
});

describe('entries translated by key', () => {
  const roles = [
    { key: 'lead', title: 'Lead' },
    { title: 'Web Intern' },
    { title: 'Coordinator', slug: 'club' },
  ];
  const words = {
    lead: { title: 'लीड' },
    'web-intern': { title: 'इंटर्न' },
    club: { title: 'समन्वयक' },
  };
  const titles = (list: readonly { title: string }[]) => list.map((role) => role.title);

  it('are named by their key, else their address, else their title as an address writes it', () => {
    expect(roles.map(entryKey)).toEqual(['lead', 'web-intern', 'club']);
    expect(entryKey({ name: 'Node.js' })).toBe('node-js');
    expect(entryKey({ id: '/about', title: 'About' })).toBe('/about');
    expect(entryKey({ institution: 'Northfield College', area: 'Physics' })).toBe(
      'northfield-college',
    );
    expect(entryKey({ language: 'English', fluency: 'Native' })).toBe('english');
    expect(entryKey('a sentence')).toBeUndefined();
  });

  it('follow their entries when the default list is reordered', () => {
    const reordered = [roles[2], roles[0], roles[1]].filter((role) => role !== undefined);
    expect(titles(translate(reordered, words, english))).toEqual(['समन्वयक', 'लीड', 'इंटर्न']);
  });

  it('leave an entry inserted in the default list in the default language, marked so', () => {
    const inserted = [roles[0], { key: 'new', title: 'New role' }, ...roles.slice(1)].filter(
      (role) => role !== undefined,
    );
    const shown = translate(inserted, words, english);
    expect(titles(shown)).toEqual(['लीड', 'New role', 'इंटर्न', 'समन्वयक']);
    const [, added] = shown;
    expect(added === undefined ? {} : untranslated(added, 'title')).toEqual(english);
  });

  it('name a key the default list lacks, with the closest it has', () => {
    expect(unknownEntryKeys({ roles }, { roles: { ...words, 'web-inter': {} } }, 'about')).toEqual([
      `about.roles: "web-inter" translates no entry of the default language's (its entries are "lead", "web-intern", "club"); did you mean "web-intern"?`,
    ]);
    expect(unknownEntryKeys({ roles }, { roles: words }, 'about')).toEqual([]);
  });

  it('name two entries of the default list that share a key', () => {
    expect(
      unknownEntryKeys([{ title: 'Lead' }, { title: 'Lead' }], { lead: { title: 'लीड' } }, 'roles'),
    ).toEqual([
      `roles: two entries of the default language's list are "lead": give each its own \`key\``,
    ]);
  });
});

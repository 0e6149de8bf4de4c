import { describe, expect, it } from 'vitest';
import { translate, translateProjects, untranslated } from './translation.ts';
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
      [{ title: 'स्पॉटलाइट' }, { title: 'दुकान' }],
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

  it('may leave any word out, and list items as {}', () => {
    expect(aboutTranslationSchema.safeParse({ stats: [{}, { title: 'ग्राहक' }] }).success).toBe(
      true,
    );
  });

  it('names a list longer than the default language’s, which would translate nothing', () => {
    expect(
      longerLists(
        { stats: [{ title: 'a' }], story: { paragraphs: ['one'] } },
        { stats: [{}, { title: 'b' }], story: { paragraphs: ['एक'] } },
        'about',
      ),
    ).toEqual([
      "about.stats: has 2 items where the default language's has 1; a list is translated item by item, in the same order",
    ]);
  });
});

// What a translation of the owner's own words may hold (content/locales/<tag>/identity.ts,
// about.ts, skills.ts, projects.ts, navigation.ts, resume.ts, social-links.ts): the words of the default language's file, in its shape, any
// of them left out, and nothing else: addresses, icons, dates and pictures are the same in every
// language, and a key the default file lacks is a mistake named by the content check. A list of
// entries is translated entry by entry, each under the key of the entry it translates (its `key`,
// else its address or title as an address writes it: translation.ts's `entryKey`), so reordering
// or inserting entries in the default file misplaces nothing; a list of sentences (a story's
// paragraphs, a role's achievements) is translated in its order.
// docs/decisions/0028-the-owners-words-translated.md
import { z } from 'zod';
import { text } from './shared-schema.ts';
import { nameDescription } from './words-left-out.ts';

/**
 * A name (a person's, a company's, a tool's, a school's): written as it is in most languages, so a
 * translation that leaves one out is not listed as untranslated (words-left-out.ts), though the page
 * still marks it with the default language's `lang`.
 */
export const nameText = text.describe(nameDescription);

/** An object of words, each optional, no other key. */
const words = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape).partial();

/** A list's entries translated, by the key of each entry (translation.ts's `entryKey`). */
const entries = <Entry extends z.ZodType>(entry: Entry) => z.record(z.string(), entry);

export const identityTranslationSchema = words({
  firstName: nameText,
  fullName: nameText,
  role: text,
  location: words({ city: text, country: text }),
  availability: words({ label: text, contactLine: text }),
  intro: text,
  photo: words({ alt: text }),
  footerIntro: text,
});

export const aboutTranslationSchema = words({
  story: words({
    paragraphs: z.array(text),
    highlights: entries(words({ title: text, description: text })),
  }),
  experiences: entries(
    words({
      title: text,
      company: nameText,
      type: text,
      location: text,
      description: text,
      achievements: z.array(text),
    }),
  ),
  stats: entries(words({ title: text, description: text, value: text })),
  services: entries(words({ title: text, description: text })),
});

/** A skill's name where the language writes it otherwise. */
export const skillsTranslationSchema = entries(words({ name: nameText }));

/** A project's title, description and write-up (its address stays the default language's). */
export const projectsTranslationSchema = entries(
  words({
    title: nameText,
    description: text,
    writeUp: z.string().trim().min(1, 'must not be empty; leave it out instead'),
  }),
);

/** The résumé's own entries: places of study, certificates, languages (content/resume.ts). */
export const resumeTranslationSchema = words({
  education: entries(words({ institution: nameText, area: text, studyType: text })),
  certificates: entries(words({ name: nameText, issuer: nameText })),
  languages: entries(words({ language: text, fluency: text })),
});

/**
 * A profile's name as the footer shows it and its icon's accessible name on Home, under its
 * network: { website: { name: 'वेबसाइट', label: '…' } }. A label left out is the language's own
 * copy.footer.profileLabel with the name filled in.
 */
export const socialLinksTranslationSchema = entries(words({ name: nameText, label: text }));

/** A navigation entry's title, under its path: { '/about': { title: '…' } }. */
export const navigationTranslationSchema = entries(words({ title: text }));

export type IdentityTranslation = z.input<typeof identityTranslationSchema>;
export type AboutTranslation = z.input<typeof aboutTranslationSchema>;
export type SkillsTranslation = z.input<typeof skillsTranslationSchema>;
export type ProjectsTranslation = z.input<typeof projectsTranslationSchema>;
export type NavigationTranslation = z.input<typeof navigationTranslationSchema>;
export type ResumeTranslation = z.input<typeof resumeTranslationSchema>;
export type SocialLinksTranslation = z.input<typeof socialLinksTranslationSchema>;

/** Each translatable module: its name under content/, its file, its export, its translation's schema. */
export const translatedWords = [
  {
    module: 'identity',
    exportName: 'identity',
    file: 'identity.ts',
    schema: identityTranslationSchema,
  },
  { module: 'about', exportName: 'about', file: 'about.ts', schema: aboutTranslationSchema },
  { module: 'skills', exportName: 'skills', file: 'skills.ts', schema: skillsTranslationSchema },
  {
    module: 'projects',
    exportName: 'projects',
    file: 'projects.ts',
    schema: projectsTranslationSchema,
  },
  {
    module: 'navigation',
    exportName: 'navigation',
    file: 'navigation.ts',
    schema: navigationTranslationSchema,
  },
  { module: 'resume', exportName: 'resume', file: 'resume.ts', schema: resumeTranslationSchema },
  {
    module: 'social-links',
    exportName: 'socialLinks',
    file: 'social-links.ts',
    schema: socialLinksTranslationSchema,
  },
] as const;

/**
 * Where a translation's list has more items than the default file's: the items past the end
 * translate nothing (a list is translated item by item, in the same order).
 */
export function longerLists(base: unknown, translation: unknown, at = ''): string[] {
  if (Array.isArray(base) && Array.isArray(translation)) {
    const problems =
      translation.length > base.length
        ? [
            `${at}: has ${String(translation.length)} items where the default language's has ${String(base.length)}; a list is translated item by item, in the same order`,
          ]
        : [];
    return [
      ...problems,
      ...translation.flatMap((item: unknown, index) =>
        longerLists(base[index], item, `${at}[${String(index)}]`),
      ),
    ];
  }
  if (
    typeof base === 'object' &&
    base !== null &&
    typeof translation === 'object' &&
    translation !== null
  )
    return Object.entries(translation).flatMap(([key, value]) =>
      longerLists((base as Record<string, unknown>)[key], value, at === '' ? key : `${at}.${key}`),
    );
  return [];
}

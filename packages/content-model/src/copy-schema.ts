import { z } from 'zod';
import { text } from './shared-schema.ts';
import { optionalWords } from './words-left-out.ts';
import type { Counted } from './plural-forms.ts';

const placeholder = /\{(\w+)\}/g;

/**
 * A text the site fills in: `{name}` is replaced by the value the field allows, and any other
 * name in braces is a mistake worth naming ("Hi, I'm {firstname}" would show the braces).
 */
function template(...allowed: string[]) {
  return text.refine(
    (value) => [...value.matchAll(placeholder)].every(([, name]) => allowed.includes(name ?? '')),
    {
      error: (issue) => {
        const unknown = [...String(issue.input).matchAll(placeholder)]
          .map(([, name]) => name ?? '')
          .filter((name) => !allowed.includes(name));
        return `unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}; ${
          allowed.length > 0
            ? `this text may use ${allowed.map((name) => `{${name}}`).join(', ')}`
            : 'this text takes none'
        }`;
      },
    },
  );
}

/**
 * A text with a count: one text, or one per plural category of the language (Intl.PluralRules:
 * zero, one, two, few, many, other), `other` required (plural-forms.ts).
 */
function counted(...allowed: string[]) {
  const form = template(...allowed);
  return z.union([
    form,
    z.strictObject({
      zero: form.optional(),
      one: form.optional(),
      two: form.optional(),
      few: form.optional(),
      many: form.optional(),
      other: form,
    }),
  ]);
}

const plain = template();
const person = ['fullName', 'firstName', 'role', 'city', 'country'];
const section = z.object({ eyebrow: template(...person), heading: template(...person) });

const page = (...extra: string[]) => ({
  /** The page's `<title>` (before " | {fullName}") and its search-result description. */
  title: plain,
  description: template(...person, ...extra),
});

export const copySchema = z.object({
  /** The `lang` of every page, e.g. "en", "pt-BR". */
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag like "en" or "pt-BR"'),
  /** Open Graph's locale, e.g. "en_US", "pt_BR". */
  locale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be a locale like "en_US" or "pt_BR"'),
  skipToContent: plain,
  /** The end of a period that goes on: "Jan 2025 – Present" on About and the résumé. */
  present: plain,
  navigation: z.object({
    label: plain,
    homeSuffix: plain,
    menu: plain,
    muteLabel: plain,
    soundsOff: plain,
    soundsOn: plain,
    /** The name of the language switcher, shown when content/locales/ has a translation. */
    languages: plain,
    /**
     * The quiet line offered, on another language's page, to a visitor whose browser asks for this
     * language: its link to the same page in this language, and its button that puts it away.
     */
    readInLanguage: plain,
    dismissLanguageOffer: plain,
  }),
  /** The theme switch in the navbar and the phone menu: its name and its three choices. */
  theme: z.object({ label: plain, light: plain, dark: plain, system: plain }),
  notifications: plain,
  opensInNewTab: plain,
  /** The alt text of the picture shown when a page is shared. */
  sharingCardAlt: template(...person),
  home: z.object({
    ...page('availability'),
    greeting: template(...person),
    basedIn: template(...person),
    primaryAction: plain,
    secondaryAction: plain,
    profilesLabel: plain,
  }),
  about: z.object({
    ...page(),
    eyebrow: template(...person),
    heading: template(...person),
    story: section,
    experience: section.extend({ visitWebsite: plain }),
    stats: section,
    services: section,
  }),
  skills: z.object({
    ...page('skills'),
    eyebrow: template(...person),
    heading: template(...person),
    intro: template(...person),
    listLabel: plain,
  }),
  projects: z.object({
    ...page(),
    eyebrow: template(...person),
    heading: template(...person),
    intro: template(...person),
    listLabel: plain,
    technologiesLabel: plain,
    screenshotsLabel: template('title'),
    previousImage: plain,
    nextImage: plain,
    showImage: template('number', 'count'),
    screenshotAlt: template('title', 'number', 'count'),
    liveLink: plain,
  }),
  /** A project's own page (/projects/<slug>); its title and description are the project's. */
  project: z.object({
    backLink: plain,
    repoLink: plain,
    galleryHeading: plain,
    writeUpHeading: plain,
    close: plain,
    neighboursLabel: plain,
    previousProject: plain,
    nextProject: plain,
  }),
  /** The blog (/blog, a post, a tag's page), when content/posts/ has a published post. */
  blog: z.object({
    ...page(),
    heading: plain,
    /** How long a post takes to read, e.g. "{minutes} min read". */
    readingTime: counted('minutes'),
    updated: template('date'),
    tagsLabel: plain,
    /** A tag's page: its title, heading and description. */
    tagTitle: template('tag'),
    tagDescription: counted('tag', 'count'),
    allPosts: plain,
    neighboursLabel: plain,
    newerPost: plain,
    olderPost: plain,
    /** Home's list of the latest posts, and its link to the rest. */
    latestHeading: plain,
    latestLink: plain,
    /** The feeds' title (RSS, Atom, JSON Feed). */
    feedTitle: template(...person),
    /** A long read's table of contents: its landmark's name, and its fold's on a phone. */
    onThisPage: plain,
    /** The button on each code block, and what it says for a moment once the code is copied. */
    copyCode: plain,
    codeCopied: plain,
    /** Under a post: up to three posts that share its tags. */
    relatedHeading: plain,
    /** The footnotes' heading (read by assistive technology) and each note's way back. */
    footnotes: plain,
    backToText: plain,
    /** A series' page (/blog/series/<slug>): its title and description. */
    seriesTitle: template('series'),
    seriesDescription: counted('series', 'count'),
    /** A part's place in its series, shown on the part: "Part 2 of 3". */
    seriesPart: counted('part', 'count'),
  }),
  /**
   * Following the posts by e-mail (content/newsletter.md holds the mails' words): the form at the
   * end of each post and on the blog's list, and the pages its answers land on.
   */
  newsletter: z.object({
    heading: plain,
    text: plain,
    email: plain,
    submit: plain,
    sending: plain,
    results: z.object({
      title: plain,
      /** The answer to every subscription, whoever the address is (nobody learns who follows). */
      sent: z.object({ heading: plain, text: plain }),
      check: z.object({ heading: plain, text: counted('max') }),
      notSent: z.object({ heading: plain, text: plain }),
      confirmed: z.object({ heading: plain, text: plain }),
      expired: z.object({ heading: plain, text: plain }),
      left: z.object({ heading: plain, text: plain }),
      backToBlog: plain,
    }),
  }),
  /** The replies under each post: readers' and other sites' (Webmention), approved by the owner. */
  replies: z.object({
    heading: plain,
    none: plain,
    failed: plain,
    /** The link to the replies for a reader without JavaScript. */
    readThem: plain,
    liked: plain,
    shared: plain,
    bookmarked: plain,
    /** What marks the owner's answer under a reply. */
    byAuthor: plain,
    /** The reply form under each post. */
    form: z.object({
      heading: plain,
      text: plain,
      name: plain,
      message: plain,
      /** The optional website, linked from the reply's name. */
      site: plain,
      /** The optional e-mail, to hear of an answer; what it is for, and that it is never shown. */
      email: plain,
      emailHint: plain,
      optional: plain,
      submit: plain,
      sending: plain,
    }),
    /** The pages a reply's form (posted without JavaScript) and its mails' stop link land on. */
    results: z.object({
      title: plain,
      sent: z.object({ heading: plain, text: plain }),
      /** {fields}: the fields to check, as the form names them. */
      check: z.object({ heading: plain, text: plain }),
      notSent: z.object({ heading: plain, text: plain }),
      stopped: z.object({ heading: plain, text: plain }),
      backToPost: plain,
    }),
  }),
  /** /search: finds posts, pages and projects by their words. */
  search: z.object({
    ...page(),
    heading: plain,
    label: plain,
    /** The search form's button: it takes the visitor to the results. */
    submit: plain,
    /** The navbar's link to the search page. */
    navigationLink: plain,
    needsJavaScript: plain,
    browseHeading: plain,
    loading: plain,
    results: counted('count', 'query'),
    noResults: template('query'),
    failed: plain,
  }),
  contact: z.object({
    ...page(),
    eyebrow: template(...person),
    heading: template(...person),
    form: z.object({
      name: plain,
      email: plain,
      message: plain,
      send: plain,
      honeypot: plain,
      draftSaved: plain,
      restoreDraft: plain,
    }),
    pleaseWait: plain,
    toasts: z.object({ required: plain, success: plain, failure: plain }),
    /** The pages a visitor lands on after sending the form without JavaScript. */
    results: z.object({
      title: plain,
      backHint: plain,
      backToForm: plain,
      home: plain,
      /** `{success}` and `{failure}` are the toasts' own words. */
      sent: z.object({ heading: template(...person, 'success'), text: template(...person) }),
      notSent: z.object({ heading: template('failure'), text: plain }),
      tooMany: z.object({ heading: plain, text: plain }),
      check: z.object({
        heading: plain,
        text: plain,
        name: counted('max'),
        email: counted('max'),
        message: counted('max'),
      }),
    }),
  }),
  resume: z.object({
    ...page(),
    /** The link to the résumé on Home and in the footer. */
    link: plain,
    contactLabel: plain,
    summary: plain,
    experience: plain,
    skills: plain,
    projects: plain,
    education: plain,
    certificates: plain,
    languages: plain,
    /** The link to the owner's own PDF, when content/resume.ts names one. */
    download: plain,
    /** Said instead when there is no PDF of the owner's own. */
    saveAsPdf: plain,
    /** An achievement or certificate issuer line, e.g. "{issuer}, {date}". */
    issued: template('issuer', 'date'),
  }),
  footer: z.object({
    heading: template(...person),
    action: plain,
    emailHeading: plain,
    copyEmail: plain,
    emailCopied: plain,
    copied: plain,
    copyFailed: template('email'),
    profilesHeading: plain,
    profileLabel: template('network'),
    copyright: template('year', ...person),
    credit: template(...person),
  }),
  notFound: z.object({ title: plain, heading: plain, text: plain, homeLink: plain }),
  error: z.object({ heading: plain, text: plain, homeLink: plain }),
});

export type Copy = z.input<typeof copySchema>;

/**
 * A further language's copy.ts (content/locales/<tag>/copy.ts): its `language` and `locale`, and
 * any of the texts; each one it leaves out is shown in the default language's words, marked so.
 * docs/decisions/0037-a-text-falls-back-on-its-own.md
 */
export const copyTranslationSchema = z.strictObject({
  ...(optionalWords(copySchema) as z.ZodObject).shape,
  language: copySchema.shape.language,
  locale: copySchema.shape.locale,
  /**
   * What a post or page of content/ this language does not translate does: `fallback` (the
   * default) shows it in the default language, marked so; `omit` leaves it out of this language
   * (its lists, feeds, search, sitemap and `hreflang`), its switcher leading to this language's home.
   */
  untranslatedPages: z.enum(['fallback', 'omit']).optional(),
});

/** Every text of `T` optional, at every depth. */
type Words<T> = {
  [K in keyof T]?: T[K] extends string ? string : T[K] extends Counted ? Counted : Words<T[K]>;
};

export type CopyTranslation = Words<Omit<Copy, 'language' | 'locale'>> &
  Pick<Copy, 'language' | 'locale'> & { untranslatedPages?: 'fallback' | 'omit' };

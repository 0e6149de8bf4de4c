// The web app's configuration, read and checked in one place (Node side: Vite config and the
// site server). The browser bundle receives only the validated values through Vite's `define`.
import { z } from 'zod';
import { contactChallengePath, contactQueryPath } from '@portfolio/contract/contact-query-limits';
import { loadDotEnv } from '@portfolio/contract/dot-env';
import { newsletterInSite, newsletterPaths } from '@portfolio/contract/newsletter';
import { basePathSchema, pathOf } from '@portfolio/contract/base-path';
import { serverLimitFields } from '@portfolio/http-guards/server-limits';
import { documented } from '@portfolio/contract/setting-docs';
import { visitCounterOf } from './app/lib/visit-counter.ts';

const port = z.coerce.number().int().min(1).max(65_535);

/**
 * An http(s) base address, kept with its path (`https://me.dev/api` stays that, never cut to the
 * origin) and without a trailing slash; a query or fragment would be dropped silently, so it is
 * refused instead.
 */
const baseUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://localhost:3001' })
  .refine((value) => {
    // An unparseable value is reported by the check above.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.search === '' && url.hash === '';
  }, 'must not have a query (?…) or fragment (#…)')
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

const siteFields = {
  VITE_API_URL: baseUrl.optional(),
  // The whole address the form posts to: a hosted form backend that takes JSON, for owners who
  // run no API. Default: VITE_API_URL's contact route.
  VITE_CONTACT_ENDPOINT: baseUrl.optional(),
  SITE_URL: baseUrl.optional(),
  BASE_PATH: basePathSchema.optional(),
  SITE_PORT: port.default(3000),
  SITE_HOST: z.string().min(1).default('0.0.0.0'),
  // Read only to derive the default API address, so that setting the two ports is enough.
  API_PORT: port.default(3001),
  // Not the owner's: the build sets it for each language of content/locales/ it builds after the
  // default one (scripts/build-site.ts). Unset, the build is the default language's.
  SITE_LANGUAGE: z.string().min(1).optional(),
  // The visit counter the pages carry (app/lib/visit-counter.ts): on (the first-party one,
  // reporting to VITE_API_URL), off (no script at all), or one hosted service.
  VISITS: z.string().optional(),
  NEWSLETTER: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
};

/** The site's settings, each with what it means (docs/configuration.md is generated from them). */
export const siteSettings = {
  ...documented(siteFields, {
    VITE_API_URL: {
      description:
        'Where the browser reaches the API, path kept (https://me.dev/api posts to https://me.dev/api/query/queryPost). Baked into the build: rebuild after changing it.',
      defaultText: 'http://localhost:$API_PORT',
      example: 'http://localhost:3001',
    },
    VITE_CONTACT_ENDPOINT: {
      description:
        "The whole address the form posts to, for a hosted form backend that accepts JSON instead of this API (the pages' policy follows it; there is then no first-party visit counter).",
      defaultText: '$VITE_API_URL/query/queryPost',
      example: 'https://forms.example/f/your-form',
    },
    SITE_URL: {
      description:
        'The public address of the site, path kept, for canonical URLs, feeds and sharing tags.',
      defaultText: 'http://localhost:$SITE_PORT$BASE_PATH',
      example: 'https://me.dev',
    },
    BASE_PATH: {
      description:
        "The path the site is served under: / at a domain's root, /portfolio/ for a GitHub Pages project site. Every link, asset and address the build writes carries it; set with `SITE_URL`, the two must agree.",
      defaultText: "$SITE_URL's path, else /",
      example: '/portfolio/',
    },
    SITE_PORT: { description: 'Where `npm start` and `npm run dev` serve the site.' },
    SITE_HOST: { description: 'The interface the site server listens on.' },
    API_PORT: {
      description:
        "The API's port: the site reads it for the default of `VITE_API_URL`, so setting the two ports is enough.",
    },
    SITE_LANGUAGE: {
      description:
        "Not the owner's: the build sets it for each language of content/locales/ it builds after the default one.",
    },
    NEWSLETTER: {
      description:
        "Followers by e-mail, for the site and the API alike. on: the form at the end of each post and on the blog's list, and the API's `POST /newsletter` (double opt-in) mailing each new post of the feed from `NOTIFY_EMAIL_FROM`; it needs `SMTP_URL` and `NOTIFY_EMAIL_FROM`, else the form is answered 503. off: no form, no route, no mail (rebuild the site after changing it). A site whose contact form posts to a hosted form backend (`VITE_CONTACT_ENDPOINT`) has no form: the newsletter needs this project's API.",
    },
    VISITS: {
      description:
        "The visit counter the pages carry: on (first-party, reporting to the owner's API), off (no script at all), or one hosted service: plausible (or plausible:<instance URL>), umami:<website id>@<instance URL> or goatcounter:<your GoatCounter URL>. Only one at a time; a hosted one's origins alone are added to the pages' policy.",
      defaultText: 'on',
    },
  }),
  // The site server's own protection against hostile clients, read as the API reads them.
  ...serverLimitFields,
};

const schema = z
  .object(siteSettings)
  // SITE_URL and BASE_PATH describe one address; whichever is set gives the other its default, and
  // both set must agree, since every URL the site emits is built from them.
  .superRefine(({ SITE_URL, BASE_PATH }, context) => {
    if (SITE_URL === undefined || BASE_PATH === undefined || pathOf(SITE_URL) === BASE_PATH) return;
    context.addIssue({
      code: 'custom',
      path: ['BASE_PATH'],
      message: `is ${BASE_PATH}, but SITE_URL (${SITE_URL}) is served under ${pathOf(SITE_URL)}; set SITE_URL to ${new URL(SITE_URL).origin}${BASE_PATH.replace(/\/$/, '')}, or BASE_PATH to ${pathOf(SITE_URL)}`,
    });
  })
  .transform(
    (
      {
        VITE_API_URL,
        VITE_CONTACT_ENDPOINT,
        SITE_URL,
        BASE_PATH,
        SITE_PORT,
        SITE_HOST,
        API_PORT,
        SITE_LANGUAGE,
        VISITS,
        NEWSLETTER,
        ...limits
      },
      context,
    ) => {
      const base = BASE_PATH ?? (SITE_URL === undefined ? '/' : pathOf(SITE_URL));
      const apiUrl = VITE_API_URL ?? `http://localhost:${API_PORT}`;
      const contactEndpoint = VITE_CONTACT_ENDPOINT ?? `${apiUrl}${contactQueryPath}`;
      const siteUrl = SITE_URL ?? `http://localhost:${SITE_PORT}${base.replace(/\/$/, '')}`;
      // The first-party counter reports to this project's API, which a site whose form posts to
      // a hosted form backend does not run.
      const runsTheApi = contactEndpoint.endsWith(contactQueryPath);
      const visits = visitCounterOf(VISITS, {
        apiUrl: runsTheApi ? contactEndpoint.slice(0, -contactQueryPath.length) : undefined,
        host: new URL(siteUrl).host,
      });
      if (typeof visits === 'string') {
        context.addIssue({ code: 'custom', path: ['VISITS'], message: visits });
        return z.NEVER;
      }
      const newsletter = newsletterInSite({ NEWSLETTER, VITE_CONTACT_ENDPOINT });
      return {
        VITE_API_URL: apiUrl,
        // Where the newsletter's form posts: the API the contact form posts to, so the pages'
        // policy already allows it ('' for none: NEWSLETTER=off, or no API of ours).
        NEWSLETTER_ENDPOINT: newsletter.on
          ? `${contactEndpoint.slice(0, -contactQueryPath.length)}${newsletterPaths.subscribe}`
          : '',
        NEWSLETTER_NEEDS_API: newsletter.needsTheApi,
        // Where other sites send Webmentions for the posts, and where a post's approved replies
        // are read: this project's API ('' without one).
        WEBMENTION_ENDPOINT: runsTheApi
          ? `${contactEndpoint.slice(0, -contactQueryPath.length)}/webmention`
          : '',
        REPLIES_ENDPOINT: runsTheApi
          ? `${contactEndpoint.slice(0, -contactQueryPath.length)}/replies`
          : '',
        CONTACT_ENDPOINT: contactEndpoint,
        // Beside the contact route when the form posts to this project's API; a hosted form
        // backend hands out no proof-of-work challenges, so then there is none ('').
        CHALLENGE_ENDPOINT: runsTheApi
          ? `${contactEndpoint.slice(0, -contactQueryPath.length)}${contactChallengePath}`
          : '',
        SITE_URL: siteUrl,
        VISIT_COUNTER: visits,
        BASE_PATH: base,
        SITE_PORT,
        SITE_HOST,
        SITE_LANGUAGE,
        ...limits,
      };
    },
  );

export type WebEnv = z.infer<typeof schema>;

/** The settings from `source`; by default the process's environment, with the repository's `.env` read first. */
export function loadWebEnv(source?: Record<string, string | undefined>): WebEnv {
  if (source === undefined) loadDotEnv();
  // An empty value is an unset one: CI systems pass unset variables as empty strings.
  const values = Object.fromEntries(
    Object.entries(source ?? process.env).filter(([, value]) => value !== ''),
  );
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid web configuration:\n${lines.join('\n')}`);
}

/**
 * What the build says when the pages cannot have the newsletter's form though it is on: the
 * contact form posts to a hosted form backend, and the newsletter needs this project's API.
 */
export function newsletterNotice(env: Pick<WebEnv, 'NEWSLETTER_NEEDS_API'>): string | undefined {
  return env.NEWSLETTER_NEEDS_API
    ? "The pages have no form to follow the posts by e-mail: the newsletter needs this project's API, and VITE_CONTACT_ENDPOINT posts to a hosted form backend. Set NEWSLETTER=off to say so and quiet this."
    : undefined;
}

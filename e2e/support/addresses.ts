// Where the end-to-end tests find the site and the API: from the same variables (and `.env`) as
// the build and `npm start`, so the suite runs on whatever ports the owner chose.
import { loadWebEnv } from '../../apps/web/env.ts';

const env = loadWebEnv();

/** The path the build was made for (BASE_PATH), with a slash at both ends. */
export const basePath = env.BASE_PATH;
/** The origin the site is served from on this machine (what the API must accept). */
export const siteOrigin = `http://localhost:${env.SITE_PORT}`;
/** Where the site's home page is on this machine, and Playwright's base URL: open pages with at(). */
export const siteUrl = `${siteOrigin}${basePath}`;

/**
 * A site path as Playwright should open or expect it: relative, so it resolves under the base URL
 * (which ends with the base path). `at('/about')` is `./about`.
 */
export const at = (path: string): string => `.${path}`;

/** A site path as the built pages write it in links: `/about` under `/portfolio/` is `/portfolio/about`. */
export const hrefOf = (path: string): string => `${basePath}${path.slice(1)}`;
/** The site's public address, as the build wrote it into canonical URLs and sharing tags. */
export const publicSiteUrl = env.SITE_URL;
/** Where the built form posts. */
export const contactEndpoint = env.CONTACT_ENDPOINT;
/** Where the built form's script fetches its proof-of-work challenge. */
export const challengeEndpoint = env.CHALLENGE_ENDPOINT;
/** Where the newsletter's form posts ('' when the build has none). */
export const newsletterEndpoint = env.NEWSLETTER_ENDPOINT;
/** Where a post's island reads its approved replies ('' without this project's API). */
export const repliesEndpoint = env.REPLIES_ENDPOINT;
/** The API's health check, beside the form's endpoint. */
export const apiHealthUrl = `${env.VITE_API_URL}/health`;
/** The visit counter the build carries (VISITS): first-party, hosted or none. */
export const visitCounter = env.VISIT_COUNTER;

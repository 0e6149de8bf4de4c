// Where the end-to-end tests find the site and the API: from the same variables (and `.env`) as
// the build and `npm start`, so the suite runs on whatever ports the owner chose.
import { contactQueryPath } from '@portfolio/contract/contact-query-limits';
import { loadWebEnv } from '../../apps/web/env.ts';

const env = loadWebEnv();

/** Where `npm start` serves the site on this machine, and where Playwright opens it. */
export const siteUrl = `http://localhost:${env.SITE_PORT}`;
/** The site's public address, as the build wrote it into canonical URLs and sharing tags. */
export const publicSiteUrl = env.SITE_URL;
/** Where the built form posts. */
export const contactEndpoint = `${env.VITE_API_URL}${contactQueryPath}`;
/** The API's health check, beside the form's endpoint. */
export const apiHealthUrl = `${env.VITE_API_URL}/health`;

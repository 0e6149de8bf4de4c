// `npm run doctor -- --site https://me.dev --api https://me.dev/api [--endpoint URL] [--published]`: checks a
// deployment from outside (scripts/lib/doctor.ts). Without flags it checks the addresses in the
// environment and .env (SITE_URL, VITE_API_URL, VITE_CONTACT_ENDPOINT). Exits 1 on a failure.
import { parseArgs } from 'node:util';
import { loadWebEnv } from '../apps/web/env.ts';
import { formatResults, runDoctor } from './lib/doctor.ts';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    api: { type: 'string' },
    endpoint: { type: 'string' },
    // A site on this machine judged as published (sample content fails instead of warning).
    published: { type: 'boolean' },
  },
});
const env = loadWebEnv();
const site = values.site ?? env.SITE_URL;
const api = values.api ?? env.VITE_API_URL;
const endpoint = values.endpoint ?? (values.api === undefined ? env.CONTACT_ENDPOINT : undefined);
console.log(`doctor: the site at ${site}, the API at ${api}`);
const results = await runDoctor({
  site,
  api,
  ...(endpoint === undefined ? {} : { endpoint }),
  ...(values.published === undefined ? {} : { published: values.published }),
  newsletter: env.NEWSLETTER_ENDPOINT !== '',
  ...(process.env.NEWSLETTER_FEED_URL ? { feed: process.env.NEWSLETTER_FEED_URL } : {}),
});
console.log(formatResults(results));
const failed = results.filter((result) => result.outcome === 'fail').length;
console.log(
  failed === 0 ? 'doctor: the deployment looks right' : `doctor: ${failed} check(s) failed`,
);
process.exitCode = failed === 0 ? 0 : 1;

import { availableParallelism } from 'node:os';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';
import { contentIcons } from './apps/web/scripts/content-icons-plugin.ts';
import { contentAssets } from './apps/web/scripts/content-assets-plugin.ts';
import { imageCacheDir } from './apps/web/scripts/image-cache.ts';
import { languageOffers, pageLanguages } from './apps/web/scripts/site-languages.ts';

// Tests sit beside what they test. Browser code runs in jsdom, everything else in Node.
/**
 * A hang guard, not a speed test: beside the other steps of `npm test` on a busy 2-core machine, a
 * font cut or `npm run doctor` against a Caddy of the test's own has taken over 5 s.
 */
const testTimeout = 20_000;
/**
 * The same guard for a `beforeAll` (Vitest's default is 10 s): one that opens and migrates a SQLite
 * file has taken over 10 s on CI with the type check and lint beside it.
 */
const hookTimeout = testTimeout;

export default defineConfig({
  test: {
    // Vitest's own default is the cores less one (one worker on a 2-core machine), and most files
    // wait on a server, a database or a child process far longer than they compute: a worker more
    // than the cores fills those waits (docs/test-timing.md). At most 8, for the databases'
    // connections.
    maxWorkers: Math.min(availableParallelism() + 1, 8),
    projects: [
      {
        plugins: [
          imagetools({ removeMetadata: true, cache: { dir: imageCacheDir } }),
          contentAssets(),
          contentIcons(),
        ],
        define: {
          __CONTACT_ENDPOINT__: JSON.stringify('http://api.test/query/queryPost'),
          __CHALLENGE_ENDPOINT__: JSON.stringify('http://api.test/query/challenge'),
          __NEWSLETTER_ENDPOINT__: JSON.stringify('http://api.test/newsletter'),
          __WEBMENTION_ENDPOINT__: JSON.stringify('http://api.test/webmention'),
          __REPLIES_ENDPOINT__: JSON.stringify('http://api.test/replies'),
          __SITE_URL__: JSON.stringify('https://site.test'),
          __SITE_PATH__: JSON.stringify('/'),
          __VISIT_ENDPOINT__: JSON.stringify('http://api.test/visit'),
          __VISIT_COUNTER__: JSON.stringify({
            kind: 'first-party',
            endpoint: 'http://api.test/visit',
          }),
          __HAS_BLOG__: JSON.stringify(true),
          __SITE_LANGUAGES__: JSON.stringify(pageLanguages('/')),
          __LANGUAGE_OFFERS__: JSON.stringify(await languageOffers()),
        },
        test: {
          name: 'web',
          testTimeout,
          hookTimeout,
          environment: 'jsdom',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          // Build-time modules of the app (*.server.ts) never run in a browser: tested in Node.
          exclude: ['apps/web/app/**/*.server.test.ts'],
          setupFiles: ['apps/web/vitest.setup.ts'],
          // Node 25+ has a localStorage of its own, which hides jsdom's; these tests want the
          // browser's. The flag exists on every supported Node (22.22+).
          execArgv: ['--no-experimental-webstorage'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'node',
          testTimeout,
          hookTimeout,
          environment: 'node',
          include: [
            'content/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/{server,scripts}/**/*.test.ts',
            'apps/web/app/**/*.server.test.ts',
            'apps/web/env.test.ts',
            'apps/api/src/**/*.test.ts',
            'deploy/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
          restoreMocks: true,
        },
      },
    ],
  },
});

// The variables only the tests and tools read (packages/dev-tools/src/find-browser.ts,
// packages/dev-tools/src/test-databases.ts, the Firefox spec), documented as the apps' settings
// are, for the configuration reference (scripts/configuration-docs.ts).
import { z } from 'zod';
import { documented } from '@portfolio/contract/setting-docs';

export const testSettings = documented(
  {
    CHROME_PATH: z.string().optional(),
    FIREFOX_PATH: z.string().optional(),
    TEST_POSTGRES_URL: z.string().optional(),
    TEST_REDIS_URL: z.string().optional(),
  },
  {
    CHROME_PATH: {
      description: 'The Chromium the end-to-end tests, the audit and the screenshot scripts drive.',
      defaultText: '/usr/bin/chromium',
    },
    FIREFOX_PATH: {
      description: 'The Firefox the spec that sends the form from Firefox drives.',
      defaultText: '/usr/bin/firefox-esr',
    },
    TEST_POSTGRES_URL: {
      description:
        "The PostgreSQL the API's tests use (each test file creates and drops a database of its own).",
      defaultText: 'postgres://postgres@127.0.0.1:5432/test',
    },
    TEST_REDIS_URL: {
      description: "The Redis the API's tests use.",
      defaultText: 'redis://127.0.0.1:6379',
    },
  },
);

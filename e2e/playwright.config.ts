import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from '@portfolio/dev-tools/find-browser';
import { chromiumArgs } from '@portfolio/dev-tools/chromium-flags';
import { siteUrl } from './support/addresses.ts';
import { e2eDatabase } from './support/e2e-database.ts';

const executablePath = findBrowser();
if (!executablePath)
  throw new Error('No Chromium: set CHROME_PATH or run `apt-get install -y chromium`.');

/** The specs that hold with JavaScript off as well as on. */
const noJavaScriptSpecs = [
  'visitor-reads-without-javascript.spec.ts',
  'visitor-reads-a-page-of-the-owners-own.spec.ts',
  'visitor-reads-the-blog.spec.ts',
  'visitor-sends-a-message-without-javascript.spec.ts',
  'visitor-uses-the-phone-menu.spec.ts',
];

/**
 * What is checked again in the light theme (the projects above run dark): axe, focus rings and the
 * phone menu at 400 % zoom.
 */
const bothThemes = /@axe|@focus|@reflow/;

/** Specs about JavaScript being off: the projects with it on leave them out. */
const withoutJavaScriptOnly = [
  '**/visitor-reads-without-javascript.spec.ts',
  '**/visitor-sends-a-message-without-javascript.spec.ts',
];

/** The two widths every visitor spec runs at: a phone (touch) and a desktop window. */
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  hasTouch: true,
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/** Real Chromium against the production build and the real API, run as `npm start` runs them. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  // A hang guard, not a speed test: on a busy 2-core machine an axe scan of a long page alone has
  // taken 25 s.
  timeout: 60_000,
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: { ...phone, colorScheme: 'dark' },
      testIgnore: [
        '**/visitor-resizes-the-window.spec.ts',
        // The markup is the same at every width; the desktop project checks it.
        '**/browsers-read-valid-html.spec.ts',
        '**/visitor-reads-every-word-in-the-sites-fonts.spec.ts',
        // Chromium's PDF of the résumé is the same from any window.
        '**/visitor-prints-and-downloads-the-resume.spec.ts',
        // What no window width changes (head tags, the form, link targets, the 404, click sounds)
        // runs on the desktop project only, to keep CI's run under its 30 minutes.
        '**/search-engines-and-link-previews-read-the-site.spec.ts',
        '**/owner-receives-a-message.spec.ts',
        '**/owner-reads-enquiries-in-the-web-inbox.spec.ts',
        '**/visitor-reaches-a-missing-page.spec.ts',
        '**/visitor-opens-profiles-in-new-tabs.spec.ts',
        '**/visitor-copies-the-email-address.spec.ts',
        '**/visitor-sends-a-message.spec.ts',
        '**/visitor-sends-a-message-from-firefox.spec.ts',
        '**/visitor-hears-click-sounds.spec.ts',
        ...withoutJavaScriptOnly,
      ],
      // A touch screen cannot hover: tests tagged @hover run on the other projects only.
      grepInvert: /@hover/,
    },
    {
      // The content pages' layouts change at 768 px; their layout tests (tagged @layout) also run there.
      name: 'tablet',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 768, height: 1024 },
        colorScheme: 'dark',
      },
      testMatch: [
        'visitor-reads-about.spec.ts',
        'visitor-explores-skills.spec.ts',
        'visitor-browses-projects.spec.ts',
      ],
      grep: /@layout/,
    },
    {
      name: 'desktop',
      use: { ...desktop, colorScheme: 'dark' },
      testIgnore: ['**/visitor-uses-the-phone-menu.spec.ts', ...withoutJavaScriptOnly],
    },
    // The light theme: every page, the open phone menu, a toast, the résumé and a project's page
    // with its larger screenshot view through axe, and
    // the focus rings, on a device set to light.
    {
      name: 'phone, light',
      use: { ...phone, colorScheme: 'light' },
      testMatch: [
        'visitor-meets-no-accessibility-barriers.spec.ts',
        'owner-reads-hostile-enquiries-safely.spec.ts',
        'visitor-reads-a-page-of-the-owners-own.spec.ts',
        'visitor-uses-the-phone-menu.spec.ts',
        'visitor-reads-the-resume.spec.ts',
        'visitor-reads-a-project-page.spec.ts',
        'visitor-sees-where-the-keyboard-focus-is.spec.ts',
      ],
      grep: bothThemes,
    },
    {
      name: 'desktop, light',
      use: { ...desktop, colorScheme: 'light' },
      testMatch: [
        'visitor-meets-no-accessibility-barriers.spec.ts',
        'owner-reads-hostile-enquiries-safely.spec.ts',
        'visitor-reads-a-page-of-the-owners-own.spec.ts',
        'visitor-reads-the-resume.spec.ts',
        'visitor-reads-a-project-page.spec.ts',
        'visitor-sees-where-the-keyboard-focus-is.spec.ts',
      ],
      grep: bothThemes,
    },
    // HTML first: with JavaScript off (as before it has loaded) every page reads and navigates,
    // the phone menu opens and the form sends.
    {
      name: 'phone, no JavaScript',
      use: { ...phone, javaScriptEnabled: false },
      testMatch: noJavaScriptSpecs,
      // axe is a script in the page (@axe); the JavaScript phone project checks the same markup.
      grepInvert: /@axe/,
    },
    {
      name: 'desktop, no JavaScript',
      use: { ...desktop, javaScriptEnabled: false },
      testMatch: noJavaScriptSpecs.filter((spec) => spec !== 'visitor-uses-the-phone-menu.spec.ts'),
    },
  ],
  globalSetup: './support/wait-for-api.ts',
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    cwd: '..',
    env: { DATABASE_URL: e2eDatabase },
    url: siteUrl,
    // Never reuse: a server started before the last build serves stale files (file sizes and ETags are read at start).
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

import { defineConfig, devices } from '@playwright/test';
import type { Project } from '@playwright/test';
import { findBrowser } from '@portfolio/dev-tools/find-browser';
import { chromiumArgs } from '@portfolio/dev-tools/chromium-flags';
import { siteUrl } from './support/addresses.ts';
import { e2eDatabase } from './support/e2e-database.ts';
import { matchingIn, specsFor } from './support/where-specs-run.ts';
import type { Run } from './support/where-specs-run.ts';

const executablePath = findBrowser();
if (!executablePath)
  throw new Error('No Chromium: set CHROME_PATH or run `apt-get install -y chromium`.');

/**
 * What is checked again in the light theme (the projects above run dark): axe, focus rings and the
 * phone menu at 400 % zoom.
 */
const bothThemes = /@axe|@focus|@reflow/;

/**
 * A spec checked at both widths in both themes checks each width once and each theme once: the
 * phone in the dark theme, the desktop window in the light one. Contrast differs by theme and
 * layout by width; their pairing does not (a colour is the same token at every width). A spec
 * that runs at one width only is checked there in both themes.
 */
const checkedOncePerThemeAndWidth = matchingIn(
  specsFor('phone').filter((spec) =>
    (['desktop', 'phone light', 'desktop light'] as const).every((run) =>
      specsFor(run).includes(spec),
    ),
  ),
  /@axe|@focus/,
);

/**
 * A test tagged @any-width does the same at every width (it sets its own window, or nothing in it
 * is laid out): where its spec runs at the desktop width too, the phone's run leaves it out.
 */
const checkedAtDesktop = (phoneRun: Run, desktopRun: Run): RegExp =>
  matchingIn(
    specsFor(phoneRun).filter((spec) => specsFor(desktopRun).includes(spec)),
    /@any-width/,
  );

/** The two widths every visitor spec runs at: a phone (touch) and a desktop window. */
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  hasTouch: true,
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/** The sample's runs: phone, tablet and desktop widths, dark and light, JavaScript on and off. */
const sampleProjects: Project[] = [
  {
    name: 'phone',
    use: { ...phone, colorScheme: 'dark' },
    testMatch: specsFor('phone'),
    // A touch screen cannot hover: tests tagged @hover run on the other projects only.
    grepInvert: [/@hover/, checkedAtDesktop('phone', 'desktop')],
  },
  {
    // The content pages' layouts change at 768 px; their layout tests (tagged @layout) run there.
    name: 'tablet',
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 768, height: 1024 },
      colorScheme: 'dark',
    },
    testMatch: specsFor('tablet'),
    grep: /@layout/,
  },
  {
    name: 'desktop',
    use: { ...desktop, colorScheme: 'dark' },
    testMatch: specsFor('desktop'),
    grepInvert: checkedOncePerThemeAndWidth,
  },
  {
    name: 'phone, light',
    use: { ...phone, colorScheme: 'light' },
    testMatch: specsFor('phone light'),
    grep: bothThemes,
    grepInvert: [/@hover/, checkedOncePerThemeAndWidth],
  },
  {
    name: 'desktop, light',
    use: { ...desktop, colorScheme: 'light' },
    testMatch: specsFor('desktop light'),
    grep: bothThemes,
  },
  // HTML first: with JavaScript off (as before it has loaded) every page reads and navigates,
  // the phone menu opens and the form sends.
  {
    name: 'phone, no JavaScript',
    use: { ...phone, javaScriptEnabled: false },
    testMatch: specsFor('phone without JavaScript'),
    // axe is a script in the page (@axe); the JavaScript phone project checks the same markup.
    grepInvert: [
      /@axe|@hover/,
      checkedAtDesktop('phone without JavaScript', 'desktop without JavaScript'),
    ],
  },
  {
    name: 'desktop, no JavaScript',
    use: { ...desktop, javaScriptEnabled: false },
    testMatch: specsFor('desktop without JavaScript'),
  },
];

/** Another owner's content (scripts/persona-e2e.ts sets PORTFOLIO_E2E_RUN=persona in its copy). */
const personaProjects: Project[] = [
  {
    name: 'persona desktop',
    use: { ...desktop, colorScheme: 'dark' },
    testMatch: specsFor('persona desktop'),
  },
  {
    name: 'persona desktop, no JavaScript',
    use: { ...desktop, javaScriptEnabled: false },
    testMatch: specsFor('persona desktop without JavaScript'),
  },
  {
    name: 'persona phone',
    use: { ...phone, colorScheme: 'dark' },
    testMatch: specsFor('persona phone'),
    grepInvert: [/@hover/, checkedAtDesktop('persona phone', 'persona desktop')],
  },
];

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
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  // Each spec says in its header where it runs and why (support/where-specs-run.ts).
  projects: process.env.PORTFOLIO_E2E_RUN === 'persona' ? personaProjects : sampleProjects,
  globalSetup: './support/wait-for-api.ts',
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    cwd: '..',
    // Every page the specs open reports a view from one address: more than a visitor's share.
    env: { DATABASE_URL: e2eDatabase, VISITS_RATE_LIMIT_MAX: '100000' },
    url: siteUrl,
    // Never reuse: a server started before the last build serves stale files (file sizes and ETags are read at start).
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

// The end-to-end suites drive a real Chromium, and one spec Firefox ESR; nothing may download a
// browser, so say in one line each how to get them. BROWSER_FALLBACKS (colon-separated) replaces
// Chromium's default locations; FIREFOX_PATH names Firefox (default /usr/bin/firefox-esr).
//   node --import tsx scripts/require-browser.ts              Chromium and Firefox (npm test)
//   node --import tsx scripts/require-browser.ts --chromium   Chromium alone (npm run check)
import { accessSync, constants } from 'node:fs';
import { defaultBrowserPaths, findBrowser } from '@portfolio/dev-tools/find-browser';

const fallbacks = process.env.BROWSER_FALLBACKS?.split(':') ?? defaultBrowserPaths;
const problems: string[] = [];

if (!findBrowser(process.env, fallbacks))
  problems.push(
    `No Chromium found for the browser tests (looked at $CHROME_PATH, then ${fallbacks.join(', ')}): install it with \`sudo apt-get install -y chromium\`, or point CHROME_PATH at a Chrome or Chromium.`,
  );

if (!process.argv.includes('--chromium')) {
  const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  try {
    accessSync(firefox, constants.X_OK);
  } catch {
    problems.push(
      `No Firefox found at ${firefox} for the spec that sends the form from Firefox: install it with \`sudo apt-get install -y firefox-esr\`, or point FIREFOX_PATH at a Firefox.`,
    );
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

// The end-to-end suites drive a real Chromium, and one spec Firefox ESR; nothing may download a
// browser, so say how to get them. BROWSER_FALLBACKS (colon-separated) replaces Chromium's
// default locations; FIREFOX_PATH names Firefox (default /usr/bin/firefox-esr). Tests use both.
import { accessSync, constants } from 'node:fs';
import { defaultBrowserPaths, findBrowser } from '@portfolio/dev-tools/find-browser';

const fallbacks = process.env.BROWSER_FALLBACKS?.split(':') ?? defaultBrowserPaths;
const problems: string[] = [];

if (!findBrowser(process.env, fallbacks))
  problems.push(
    'No Chromium found for the end-to-end tests.',
    `Looked at $CHROME_PATH, then ${fallbacks.join(', ')}.`,
    'Install it with:  sudo apt-get install -y chromium',
    'or point CHROME_PATH at an existing Chrome/Chromium binary.',
  );

const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
try {
  accessSync(firefox, constants.X_OK);
} catch {
  problems.push(
    `No Firefox found at ${firefox} for the spec that sends the form from Firefox.`,
    'Install it with:  sudo apt-get install -y firefox-esr',
    'or point FIREFOX_PATH at an existing Firefox binary.',
  );
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

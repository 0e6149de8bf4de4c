// The end-to-end suites drive a real Chromium; nothing may download one, so say how to get it.
// BROWSER_FALLBACKS (colon-separated) replaces the default locations; tests use it.
import { defaultBrowserPaths, findBrowser } from '@portfolio/dev-tools/find-browser';

const fallbacks = process.env.BROWSER_FALLBACKS?.split(':') ?? defaultBrowserPaths;

if (!findBrowser(process.env, fallbacks)) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      `Looked at $CHROME_PATH, then ${fallbacks.join(', ')}.`,
      'Install it with:  sudo apt-get install -y chromium',
      'or point CHROME_PATH at an existing Chrome/Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}

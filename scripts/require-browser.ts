// The end-to-end suites drive a real Chromium; nothing may download one, so say how to get it.
import { findBrowser } from './lib/find-browser.ts';

if (!findBrowser()) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      'Looked at $CHROME_PATH, then /usr/bin/chromium.',
      'Install it with:  sudo apt-get install -y chromium',
      'or point CHROME_PATH at an existing Chrome/Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}

import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { findBrowser } from './find-browser.ts';

/** Flags that keep Debian's Chromium from reaching for the network or a GPU (see README). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH or apt-get install chromium');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

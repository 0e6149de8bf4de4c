import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { chromiumArgs } from './chromium-flags.ts';
import { findBrowser } from './find-browser.ts';

export async function launchChromium(): Promise<Browser> {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH or apt-get install chromium');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

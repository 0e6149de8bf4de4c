import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { chromiumArgs } from '@portfolio/dev-tools/chromium-flags';
import { findBrowser } from '@portfolio/dev-tools/find-browser';

export async function launchChromium(): Promise<Browser> {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH or apt-get install chromium');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

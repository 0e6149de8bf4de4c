// The README's screenshot: Home at 1280 × 800 as a visitor first sees it. Needs `npm start` running.
import sharp from 'sharp';
import { loadWebEnv } from '../apps/web/env.ts';
import { launchChromium } from './lib/launch-chromium.ts';

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(process.argv[2] ?? `http://localhost:${loadWebEnv().SITE_PORT}/`, {
  waitUntil: 'networkidle',
});
await page.waitForTimeout(1000);
const png = await page.screenshot();
await browser.close();
await sharp(png).resize(1280).webp({ quality: 82 }).toFile('docs/screenshot.webp');
console.log('wrote docs/screenshot.webp');

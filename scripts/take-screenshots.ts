// Full-page screenshots of every route at phone and desktop widths, for looking at the site
// the way a visitor does, in the light and the dark theme. Needs the site running (npm start). Usage:
//   node --import tsx scripts/take-screenshots.ts [outDir] [baseUrl]
import { mkdirSync } from 'node:fs';
import { navigation } from '@portfolio/content/navigation';
import { loadWebEnv } from '../apps/web/env.ts';
import { launchChromium } from './lib/launch-chromium.ts';

const outDir = process.argv[2] ?? 'screenshots';
// By default where `npm start` serves the site, on the configured port.
const env = loadWebEnv();
// The pages live under the base path the build was made for (BASE_PATH).
const baseUrl =
  process.argv[3] ?? `http://localhost:${env.SITE_PORT}${env.BASE_PATH.replace(/\/$/, '')}`;
const routes = [...navigation.map((entry) => entry.id), '/does-not-exist'];
const widths = [375, 1280];
const themes = ['light', 'dark'] as const;

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
for (const [width, theme] of widths.flatMap((w) => themes.map((t) => [w, t] as const))) {
  const page = await browser.newPage({
    viewport: { width, height: width < 600 ? 812 : 800 },
    colorScheme: theme,
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      console.log(`[${width}px] console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => console.log(`[${width}px] page error: ${error.message}`));
  for (const route of routes) {
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    // Scroll through like a visitor so reveal-on-scroll sections are shown, then back to the top.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(2200);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    if (overflow > 0) console.log(`[${width}px] ${route}: horizontal overflow of ${overflow}px`);
    const name = route === '/' ? 'home' : route.slice(1);
    await page.screenshot({ path: `${outDir}/${name}-${theme}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${outDir}/`);

// `npm run measure:interaction`: how long a visitor on a slow phone waits before the page answers.
// The built site (production site server, free port) is opened in Debian's Chromium at 375 px
// with a touch screen, on Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up) and a 4× slower CPU, both set over the DevTools protocol. For each page and run it prints
// the milliseconds from the start of navigation until
//   - paint:    the first contentful paint;
//   - menu:     a tap on the phone menu opens it (tried every 50 ms from the moment it is there);
//   - ready:    the page has loaded and every island in view has woken (apps/web/app/islands/);
//   - copied:   in a page of its own, the footer's copy button is tapped as soon as it is shown
//               (at the first paint), and this is the time from the first paint until the
//               address is copied (or the page says it could not be); "never" if nothing answers
//               within 30 s, as before taps were answered at the first paint
//               (docs/decisions/0026-html-pages-with-react-islands.md).
// Medians over the runs follow. No assertion: the machine is shared and noisy (docs/performance-and-reliability.md).
//
//   npm run measure:interaction                 every page, 3 runs, after a build
//   npm run measure:interaction -- --runs 5 --route /about --skip-build
//   npm run measure:interaction -- --skip-build --checkout ../other
//                                        another checkout's build (say, an older commit's), for a
//                                        before-and-after comparison
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { parseArgs } from 'node:util';
import { navigation } from '@portfolio/content/navigation';
import { copy } from '@portfolio/content/copy';
import { serveBuiltSite } from './lib/built-site.ts';
import { launchChromium } from './lib/launch-chromium.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    route: { type: 'string', multiple: true },
    'skip-build': { type: 'boolean', default: false },
    checkout: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
const routes = values.route ?? navigation.map((entry) => entry.id);

const root = values.checkout ?? fileURLToPath(new URL('..', import.meta.url));
const site = await serveBuiltSite({ checkout: root, build: !values['skip-build'] });
const { siteRoot } = site;
await site.ready();

interface Timing {
  paint: number;
  menu: number;
  hydrated: number;
  copied: number;
}

const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const browser = await launchChromium();

/** A new slow phone: its own context, a cold cache, slow 4G and a 4× slower CPU. */
async function slowPhone() {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', slow4g);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

const firstPaint = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );

/** ms from the first paint until a copy tapped at the first paint has copied; NaN if never. */
async function measureCopy(route: string): Promise<number> {
  const { context, page } = await slowPhone();
  try {
    await page.goto(`${siteRoot}${route}`, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: copy.footer.copyEmail });
    await button.waitFor({ state: 'visible', timeout: 60_000 });
    await button.tap({ timeout: 5000 });
    // The page's own clock at the answer: navigation start is its zero, as for the first paint.
    const answeredAt = await page
      .waitForFunction(
        ([copied, failed]) =>
          document.querySelector(`button[aria-label="${copied}"]`) !== null ||
          document.body.innerText.includes(failed)
            ? performance.now()
            : false,
        [copy.footer.emailCopied, copy.footer.copyFailed.split('{')[0] ?? ''] as const,
        { timeout: 30_000, polling: 50 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => Number.NaN);
    return Math.round(Number(answeredAt) - (await firstPaint(page)));
  } finally {
    await context.close();
  }
}

async function measure(route: string): Promise<Timing> {
  const { context, page } = await slowPhone();
  try {
    const started = Date.now();
    await page.goto(`${siteRoot}${route}`, { waitUntil: 'commit' });
    // The disclosure's summary; in builds from before it, a button with aria-expanded.
    const toggle = page
      .locator('summary, button[aria-expanded]')
      .filter({ hasText: copy.navigation.menu });
    let menu = Number.NaN;
    for (;;) {
      if ((await toggle.count()) > 0) {
        await toggle.tap({ timeout: 1000 }).catch(() => undefined);
        const open = await toggle.evaluate((element) =>
          element instanceof HTMLButtonElement
            ? element.getAttribute('aria-expanded') === 'true'
            : (element.parentElement as HTMLDetailsElement).open,
        );
        if (open) {
          menu = Date.now() - started;
          break;
        }
      }
      if (Date.now() - started > 60_000) throw new Error(`${route}: the menu never opened`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await page.waitForFunction(
      () =>
        document.readyState === 'complete' &&
        Array.from(document.querySelectorAll('[data-island]:not([data-load="demand"])')).every(
          (island) =>
            island.hasAttribute('data-hydrated') ||
            Array.from(island.children).every(
              (child) => child.getBoundingClientRect().top > window.innerHeight,
            ),
        ),
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const hydrated = Date.now() - started;
    const paint = await firstPaint(page);
    return { paint: Math.round(paint), menu, hydrated, copied: await measureCopy(route) };
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const pad = (text: string | number, width: number) => String(text).padStart(width);
console.log(
  `Slow 4G (150 ms RTT, 1.6 Mbit/s), 4× CPU, 375 px; ms from navigation (median of ${runs})`,
);
console.log(
  `${'Route'.padEnd(10)}${pad('paint', 8)}${pad('menu', 8)}${pad('ready', 10)}${pad('copied', 8)}`,
);
const shown = (ms: number) => (Number.isNaN(ms) ? 'never' : ms);
try {
  for (const route of routes) {
    const timings: Timing[] = [];
    for (let run = 0; run < runs; run += 1) timings.push(await measure(route));
    console.log(
      `${route.padEnd(10)}${pad(median(timings.map((t) => t.paint)), 8)}${pad(median(timings.map((t) => t.menu)), 8)}${pad(median(timings.map((t) => t.hydrated)), 10)}${pad(shown(median(timings.map((t) => t.copied))), 8)}   runs: ${timings.map((t) => `${t.paint}/${t.menu}/${t.hydrated}/${shown(t.copied)}`).join(' ')}`,
    );
  }
} finally {
  await browser.close();
  site.stop();
}

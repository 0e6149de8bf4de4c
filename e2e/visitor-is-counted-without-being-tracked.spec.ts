// A visitor's page view is counted by the owner's own API, once, with no cookie, storage or
// identifier; a browser that asks not to be tracked sends nothing (nor does a page without
// JavaScript: visitor-reads-without-javascript.spec.ts); a headless browser is not counted. An owner who chose a hosted counter instead
// (the persona: VISITS=plausible:<a stand-in on this machine>) gets its script, a policy that
// allows exactly it, and no violation.
//
// Runs on: desktop, static host, persona desktop
// Because: counting is the same at every width and theme; the static host proves it under
// /portfolio/ with the API beside Caddy, and the persona proves a hosted counter.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { at, basePath, siteUrl, visitCounter } from './support/addresses.ts';
import { ownersStats } from './support/owners-inbox.ts';
import { navigation } from '@portfolio/content/navigation';
import { clickNavEntry, expect, test } from './support/test.ts';

/** A page of the navigation other than Home, to navigate to. */
const otherPage = navigation.find((entry) => entry.id !== '/')?.title ?? '';

const isVisit = (endpoint: string) => (request: Request) =>
  request.method() === 'POST' && request.url() === endpoint;

/** The page views this page reports, as they are sent. */
function visitsOf(page: Page, endpoint: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isVisit(endpoint)(request)) sent.push(request);
  });
  return sent;
}

/** A campaign no other test shares, so its count in the owner's stats is this test's alone. */
const campaignOf = () => `e2e-${randomBytes(4).toString('hex')}`;

if (visitCounter.kind === 'first-party') {
  const endpoint = visitCounter.endpoint;

  test('a page view is reported once, after the page shows, and counted', async ({ page }) => {
    const campaign = campaignOf();
    const sent = visitsOf(page, endpoint);
    const first = page.waitForRequest(isVisit(endpoint));
    await page.goto(at(`/?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}`));
    const view = (await first).postDataJSON() as Record<string, unknown>;
    const lang = await page.locator('html').getAttribute('lang');
    expect(view).toEqual({
      path: basePath,
      language: lang,
      device: 'desktop',
      utm_source: 'e2e',
      utm_medium: 'test',
      utm_campaign: campaign,
    });
    // No identifier travels with it: no cookie, and the body above is all there is.
    expect((await first).headers().cookie).toBeUndefined();

    const second = page.waitForRequest(isVisit(endpoint));
    await page.reload();
    await second;
    const third = page.waitForRequest(isVisit(endpoint));
    await clickNavEntry(page, otherPage);
    const navigated = (await third).postDataJSON() as { path: string };
    expect(navigated.path).toBe(new URL(page.url()).pathname);
    expect(sent).toHaveLength(3);

    // The owner sees two views of the campaign (the load and the reload), once written.
    await expect
      .poll(
        async () =>
          (await ownersStats()).top.campaign.find((row) => row.value.endsWith(campaign))?.views,
        { timeout: 20_000 },
      )
      .toBe(2);
  });

  test('no cookie and nothing in storage, after reading a few pages', async ({ page, context }) => {
    const reported = page.waitForRequest(isVisit(endpoint));
    await page.goto(at('/'));
    await reported;
    await clickNavEntry(page, otherPage);
    await page.waitForLoadState('networkidle');
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(() => window.localStorage.length + window.sessionStorage.length),
    ).toBe(0);
  });

  for (const [signal, script] of [
    [
      'Global Privacy Control',
      () => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
      },
    ],
    [
      'Do Not Track',
      () => {
        Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
      },
    ],
  ] as const)
    test(`a browser sending ${signal} sends nothing`, async ({ page }) => {
      await page.addInitScript(script);
      const sent = visitsOf(page, endpoint);
      // The counter's own file arrives (after the largest paint), reads the signal and stops.
      const counterLoaded = page.waitForResponse((response) =>
        /\/count-visit-[\w-]+\.js$/.test(response.url()),
      );
      await page.goto(at('/'));
      await counterLoaded;
      await page.waitForLoadState('networkidle');
      expect(sent).toEqual([]);
    });

  test('a headless browser is not counted', async ({ browser, page }) => {
    const headless = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
    });
    const robot = await headless.newPage();
    const hidden = campaignOf();
    const robotReported = robot.waitForRequest(isVisit(endpoint));
    await robot.goto(new URL(at(`/?utm_source=e2e&utm_campaign=${hidden}`), siteUrl).href);
    expect((await (await robotReported).response())?.status()).toBe(204);
    await headless.close();
    // A person's view sent after it: once it is counted, the robot's would have been too.
    const seen = campaignOf();
    await page.goto(at(`/?utm_source=e2e&utm_campaign=${seen}`));
    await expect
      .poll(
        async () => (await ownersStats()).top.campaign.some((row) => row.value.endsWith(seen)),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    expect((await ownersStats()).top.campaign.some((row) => row.value.endsWith(hidden))).toBe(
      false,
    );
  });
}

if (visitCounter.kind === 'hosted') {
  const counter = visitCounter;

  test("the owner's hosted counter loads, allowed by the page's policy and nothing more", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective}`);
      });
    });
    const reported = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        counter.origins.connect.includes(new URL(request.url()).origin),
    );
    await page.goto(at('/'));
    const tag = page.locator(`script[src="${counter.script.src}"]`);
    await expect(tag).toHaveCount(1);
    for (const [name, value] of Object.entries(counter.script.attributes))
      await expect(tag).toHaveAttribute(name, value);
    await reported;

    const policy =
      (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ??
      '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1)
        .filter((source) => /^https?:/.test(source)) ?? [];
    expect(directive('script-src')).toEqual(counter.origins.script);
    for (const origin of counter.origins.connect)
      expect(directive('connect-src')).toContain(origin);
    expect(violations).toEqual([]);
    // The static hosts' header files carry the same policy as the pages' <meta>.
    for (const file of ['_headers', 'vercel.json']) {
      const rules = readFileSync(
        new URL(`../apps/web/build/client/${file}`, import.meta.url),
        'utf8',
      );
      expect(rules, file).toContain(`script-src 'self' ${counter.origins.script.join(' ')}`);
    }
  });
}

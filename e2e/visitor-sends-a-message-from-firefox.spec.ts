// A browser other than Chromium: Debian's Firefox ESR, driven by puppeteer-core over WebDriver
// BiDi (Playwright drives only its own builds of Firefox, which nothing here may download). The
// visitor fills the contact form, the form solves the API's proof of work in Firefox, and the
// real API files the query in the owner's inbox, not in spam.
//
// Runs on: desktop
// Because: it is about another browser, not a width, a theme or content; Firefox sends the form
// once.
import { randomUUID } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { copy } from '@portfolio/content/copy';
import puppeteer from 'puppeteer-core';
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { contactEndpoint, siteUrl } from './support/addresses.ts';
import { ownersInbox } from './support/owners-inbox.ts';
import { expect, test } from './support/test.ts';

/** FIREFOX_PATH, else Debian's firefox-esr (.ci/run installs it). */
function firefoxPath(): string {
  const path = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `No Firefox at ${path}: install it with "sudo apt-get install -y firefox-esr" or set FIREFOX_PATH.`,
    );
  }
  return path;
}

let browser: Browser | undefined;
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

test('a visitor in Firefox sends a message with a solved proof of work, and it reaches the inbox', async () => {
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    // No update checks, telemetry or other calls home: the network here is closed.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
  const page = await browser.newPage();
  await page.goto(new URL('contact', siteUrl).href);
  // The form's island has woken (apps/web/app/islands/): its script handles the submit.
  await page.waitForFunction(
    () => document.querySelector('[data-island="contact"][data-hydrated]') !== null,
  );
  const message = `Firefox here: could you build our shop? (${randomUUID()})`;
  await page.locator(`input[name="name"]`).fill('Lena Fischer');
  await page.locator(`input[name="email"]`).fill(`lena.${randomUUID().slice(0, 8)}@example.com`);
  await page.locator(`textarea[name="message"]`).fill(message);

  const posted = page.waitForRequest(
    (request: HTTPRequest) => request.url() === contactEndpoint && request.method() === 'POST',
  );
  await page.locator('form button[type="submit"]').click();
  const body = JSON.parse((await (await posted).fetchPostData()) ?? '{}') as { altcha?: string };
  const proof = JSON.parse(Buffer.from(body.altcha ?? '', 'base64').toString('utf8')) as {
    solution?: { counter: number; time?: number };
  };
  expect(proof.solution?.counter).toBeGreaterThan(0);
  console.info(
    `Firefox ${await browser.version()}: proof of work solved in ${String(Math.round(proof.solution?.time ?? 0))} ms`,
  );

  // Thanked on the home page.
  await page.waitForFunction(
    (text: string, home: string) =>
      location.pathname === home && document.body.innerText.includes(text),
    {},
    copy.contact.toasts.success,
    new URL(siteUrl).pathname,
  );
  const received = (await ownersInbox()).filter((query) => query.message === message);
  expect(received).toHaveLength(1);
});

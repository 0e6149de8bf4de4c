// With JavaScript off (as in the seconds before it loads) the browser posts the form itself; the
// real API answers with a redirect to the site's result page for the outcome.
//
// Runs on: phone without JavaScript, desktop without JavaScript, static host without JavaScript,
// persona desktop without JavaScript
// Because: it is about JavaScript being off; the result pages are under /portfolio/ on the static
// host, and in Portuguese for the persona.
import { randomUUID } from 'node:crypto';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import type { Page } from '@playwright/test';
import { at, contactEndpoint } from './support/addresses.ts';
import { fillRateLimit, ownLoopbackAddress, postFrom } from './support/own-address.ts';
import { ownersInbox } from './support/owners-inbox.ts';
import { expect, test } from './support/test.ts';

const labels = copy.contact.form;
const results = copy.contact.results;

/** Every address the page asks for, redirects included. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The visitor's words, as they would appear in a URL however a browser or server encodes them. */
function encodings(...words: string[]): string[] {
  return words.flatMap((word) => [
    word,
    encodeURIComponent(word),
    new URLSearchParams({ w: word }).toString().slice(2),
  ]);
}

function expectNoneOf(words: string[], urls: string[]): void {
  for (const url of urls)
    for (const word of encodings(...words))
      expect(url, 'a visitor’s words in a URL').not.toContain(word);
}

async function fillForm(page: Page, fields: { name: string; email: string; message: string }) {
  await page.getByLabel(labels.name).fill(fields.name);
  await page.getByLabel(labels.email).fill(fields.email);
  await page.getByLabel(labels.message).fill(fields.message);
}

test('a message sent without JavaScript lands in the owner’s inbox, and the visitor on the sent page', async ({
  page,
}) => {
  const urls = requestedUrls(page);
  await postFrom(page, ownLoopbackAddress());
  const visitor = {
    name: `Meera ${randomUUID().slice(0, 8)}`,
    email: `meera.${randomUUID().slice(0, 8)}@example.com`,
    message: `Could you build our booking site?\nThanks (${randomUUID()})`,
  };
  await page.goto(at('/contact'));
  await fillForm(page, visitor);
  const post = page.waitForRequest(
    (request) => request.url() === contactEndpoint && request.method() === 'POST',
  );
  await page.getByRole('button', { name: labels.send }).click();

  const sent = await post;
  expect(sent.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  await expect(page).toHaveURL(at('/contact/sent'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(results.sent.heading, { success: copy.contact.toasts.success }),
  );
  await expect(page.getByRole('link', { name: results.home })).toBeVisible();

  const received = (await ownersInbox()).filter((query) => query.message === visitor.message);
  expect(received).toEqual([expect.objectContaining(visitor)]);
  expectNoneOf([visitor.name, visitor.email, visitor.message.split('\n')[0] ?? ''], urls);
});

test('a message the API finds wanting lands on a page naming the field, and Back returns to the words', async ({
  page,
}) => {
  const urls = requestedUrls(page);
  await postFrom(page, ownLoopbackAddress());
  const message = `Hello (${randomUUID()})`;
  await page.goto(at('/contact'));
  // Only spaces: the browser's own check lets it through, the API's does not.
  await fillForm(page, { name: '   ', email: 'ada@example.com', message });
  await page.getByRole('button', { name: labels.send }).click();

  await expect(page).toHaveURL(at('/contact/check/name'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(results.check.heading);
  const fix = page.getByRole('main').getByRole('listitem');
  await expect(fix).toHaveCount(1);
  await expect(fix).toContainText(labels.name);
  await expect(page.getByRole('link', { name: results.backToForm })).toBeVisible();
  expectNoneOf([message], urls);
  expect((await ownersInbox()).filter((query) => query.message === message)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(at('/contact'));
  await expect(page.getByLabel(labels.message)).toHaveValue(message);
});

test('a visitor over the rate limit lands on the too-many page, and nothing is stored', async ({
  page,
}) => {
  const address = ownLoopbackAddress();
  await fillRateLimit(address);
  await postFrom(page, address);
  const message = `One too many (${randomUUID()})`;
  await page.goto(at('/contact'));
  await fillForm(page, { name: 'Ada', email: 'ada@example.com', message });
  await page.getByRole('button', { name: labels.send }).click();

  await expect(page).toHaveURL(at('/contact/too-many'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(results.tooMany.heading);
  await expect(page.getByText(results.backHint)).toBeVisible();
  expect((await ownersInbox()).filter((query) => query.message === message)).toEqual([]);
});

test('an empty field is caught by the browser itself, and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(at('/contact'));
  await page.getByLabel(labels.name).fill('Ada');
  await page.getByRole('button', { name: labels.send }).click();
  await expect(page.getByLabel(labels.email)).toBeFocused();
  expect(
    await page
      .getByLabel(labels.email)
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await expect(page).toHaveURL(at('/contact'));
  expect(posts).toEqual([]);
});

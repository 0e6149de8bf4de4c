// Runs on: desktop
// Because: the form, its loader and toasts behave the same at every width and whoever's words they
// show (the persona's form is sent by visitor-sends-a-message-without-javascript).
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import type { Page, Route } from '@playwright/test';
import { identity } from '@portfolio/content/identity';
import { at, contactEndpoint } from './support/addresses.ts';
import { fakeContactApi } from './support/contact-api.ts';
import { expect, test } from './support/test.ts';

const visitor = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  message: 'We need a booking site by March.',
};

async function fillIn(page: Page, values = visitor): Promise<void> {
  await page.getByLabel(copy.contact.form.name).fill(values.name);
  await page.getByLabel(copy.contact.form.email).fill(values.email);
  await page.getByLabel(copy.contact.form.message).fill(values.message);
}

const send = (page: Page) => page.getByRole('button', { name: copy.contact.form.send }).click();
const notifications = (page: Page) => page.getByRole('region', { name: copy.notifications });

test('the contact page shows its heading, text and labelled fields', async ({ page }) => {
  await page.goto(at('/contact'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.contact.heading));
  await expect(page.getByText(identity.availability.contactLine)).toBeVisible();
  await expect(page.getByLabel(copy.contact.form.email)).toHaveAttribute('type', 'email');
  await expect(page.getByLabel(copy.contact.form.message)).toHaveAttribute('rows', '6');
});

test('an empty field gets a warning and nothing is sent', async ({ page }) => {
  const api = await fakeContactApi(page, () => undefined);
  await page.goto(at('/contact'));
  await fillIn(page, { ...visitor, message: '   ' });
  await send(page);
  await expect(notifications(page).getByText(copy.contact.toasts.required)).toBeVisible();
  expect(api.posts).toHaveLength(0);
});

test("the browser's own e-mail check still applies", async ({ page }) => {
  const api = await fakeContactApi(page, () => undefined);
  await page.goto(at('/contact'));
  await fillIn(page, { ...visitor, email: 'not-an-address' });
  await send(page);
  expect(
    await page
      .getByLabel(copy.contact.form.email)
      .evaluate((input: HTMLInputElement) => input.validity.valid),
  ).toBe(false);
  expect(api.posts).toHaveLength(0);
});

test('a sent message shows Please Wait with scrolling locked, then thanks the visitor on Home', async ({
  page,
}) => {
  let release: (route: Route) => void = () => undefined;
  const held = new Promise<Route>((resolve) => {
    release = resolve;
  });
  const api = await fakeContactApi(page, (route) => release(route));
  await page.goto(at('/contact'));
  await fillIn(page);
  await send(page);

  await expect(page.getByRole('status').getByText(copy.contact.pleaseWait)).toBeVisible();
  await expect(page.getByRole('button', { name: copy.contact.form.send })).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );

  // Please Wait shows as the send starts; the request itself may reach the API a moment later.
  const route = await held;
  const request = route.request();
  expect(api.posts).toEqual([request]);
  expect(request.method()).toBe('POST');
  expect(request.url()).toBe(contactEndpoint);
  expect(request.headers()['content-type']).toBe('application/json');
  // With the proof of work solved while the visitor typed, how long filling in took, and the
  // page's language.
  expect(request.postDataJSON()).toEqual({
    ...visitor,
    language: copy.language,
    website: '',
    altcha: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) as unknown,
    fillTime: expect.any(Number) as unknown,
  });

  await api.reply(route, 201);
  await expect(page).toHaveURL(at('/'));
  await expect(notifications(page).getByText(copy.contact.toasts.success)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );
});

test('a failed submit says so, logs it, clears the form, stays, and the message can be restored', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const api = await fakeContactApi(page, async (route) => api.reply(route, 500));
  await page.goto(at('/contact'));
  await fillIn(page);
  await send(page);

  await expect(notifications(page).getByText(copy.contact.toasts.failure)).toBeVisible();
  expect(errors.join('\n')).toContain('The contact API answered 500');
  await expect(page).toHaveURL(at('/contact'));
  await expect(page.getByLabel(copy.contact.form.name)).toHaveValue('');
  await expect(page.getByLabel(copy.contact.form.message)).toHaveValue('');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );

  await page.getByRole('button', { name: copy.contact.form.restoreDraft }).click();
  await expect(page.getByLabel(copy.contact.form.name)).toHaveValue(visitor.name);
  await expect(page.getByLabel(copy.contact.form.email)).toHaveValue(visitor.email);
  await expect(page.getByLabel(copy.contact.form.message)).toHaveValue(visitor.message);
});

test('the API being down is a failure too, and the draft survives leaving the page', async ({
  page,
}) => {
  await page.route(contactEndpoint, (route) => route.abort('connectionrefused'));
  await page.goto(at('/contact'));
  await fillIn(page);
  await send(page);
  await expect(notifications(page).getByText(copy.contact.toasts.failure)).toBeVisible();

  await page.goto(at('/'));
  await page.goto(at('/contact'));
  await page.getByRole('button', { name: copy.contact.form.restoreDraft }).click();
  await expect(page.getByLabel(copy.contact.form.message)).toHaveValue(visitor.message);
});

test('no answer within 20 seconds ends in the failure message', async ({ page }) => {
  await page.clock.install();
  const api = await fakeContactApi(page, () => undefined);
  await page.goto(at('/contact'));
  await fillIn(page);
  // The form wakes the toasts' region as it wakes; with the clock stopped, that region's own
  // start-up could not finish, so the test waits for it first.
  await expect(page.locator('[data-island="toaster"]')).toHaveAttribute('data-hydrated', '');
  // The page's clock stands still from here, so a slow machine's real seconds cannot count
  // towards the 20 s: only the time the test runs does.
  await page.clock.pauseAt(Date.now() + 1_000);
  await send(page);
  await expect(page.getByRole('status').getByText(copy.contact.pleaseWait)).toBeVisible();
  // The 20 s count from the request, which leaves once the form's proof of work is done (in real
  // time, however long a busy machine takes).
  await expect.poll(() => api.posts.length).toBe(1);
  await page.clock.runFor(19_000);
  await expect(page.getByRole('status').getByText(copy.contact.pleaseWait)).toBeVisible();
  await page.clock.runFor(1_500);
  // The 20 s have passed; the toast's own timers (its entrance, its region's queue) run on the
  // page's clock, which goes on from here.
  await page.clock.resume();
  await expect(notifications(page).getByText(copy.contact.toasts.failure)).toBeVisible();
  await expect(page.getByRole('button', { name: copy.contact.form.restoreDraft })).toBeVisible();
});

test('a double click sends one request', async ({ page }) => {
  const api = await fakeContactApi(page, () => undefined);
  await page.goto(at('/contact'));
  await fillIn(page);
  await page.getByRole('button', { name: copy.contact.form.send }).dblclick();
  await expect(page.getByRole('status').getByText(copy.contact.pleaseWait)).toBeVisible();
  await expect.poll(() => api.posts.length).toBe(1);
  // The loader has replaced the form: nothing is left that could send a second request.
  await expect(page.getByRole('button', { name: copy.contact.form.send })).toHaveCount(0);
  expect(api.posts).toHaveLength(1);
});

test('toasts show one at a time, top right, and close on click', async ({ page }) => {
  const api = await fakeContactApi(page, async (route) => api.reply(route, 503));
  await page.goto(at('/contact'));
  await send(page);
  const warning = notifications(page).getByText(copy.contact.toasts.required);
  await expect(warning).toBeVisible();

  await fillIn(page);
  await send(page);
  const failure = notifications(page).getByText(copy.contact.toasts.failure);
  await expect(failure).toBeVisible();
  await expect(warning).toHaveCount(0);

  const box = await failure.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width * 0.6);
  expect(box?.y ?? 999).toBeLessThan(120);

  await failure.click();
  await expect(failure).toHaveCount(0);
});

test('the spotlight follows the mouse without getting in the way', async ({ page }) => {
  await page.goto(at('/contact'));
  const spotlight = page.locator('[data-spotlight]');
  await expect(spotlight).toHaveCSS('pointer-events', 'none');
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 320);
  const x = await page.evaluate(() =>
    document
      .querySelector<HTMLElement>('[data-spotlight]')
      ?.parentElement?.style.getPropertyValue('--spot-x'),
  );
  expect(x).toMatch(/px$/);
  await page.getByLabel(copy.contact.form.name).click();
  await expect(page.getByLabel(copy.contact.form.name)).toBeFocused();
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('there is no spotlight', async ({ page }) => {
    await page.goto(at('/contact'));
    await expect(page.locator('[data-spotlight]')).toBeHidden();
  });
});

// The owner's web inbox, end to end in Chromium with its virtual authenticator (a passkey held by
// the browser): enrol from the CLI's one-time link, sign in by keyboard, read what a visitor sent
// through the public form, answer it, file it, rescue spam, export, erase the sender and sign
// out; nobody without the passkey gets in, and the link works once. On PostgreSQL, with an API of
// its own: the inbox's routes are proven on SQLite and PostgreSQL alike by
// apps/api/src/inbox/inbox-routes.test.ts, so the browser's walk through them runs once.
//
// Runs on: desktop
// Because: the inbox is the API's own pages, the same whoever's site sends to it and at any width
// the sign-in works; its layouts are checked by owner-reads-hostile-enquiries-safely.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { copy } from '@portfolio/content/copy';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { runSql } from '@portfolio/dev-tools/run-sql';
import { at, challengeEndpoint, contactEndpoint } from './support/addresses.ts';
import { accessibilityViolations } from './support/axe.ts';
import { enrolmentLink, holdPasskeys } from './support/inbox-owner.ts';
import { startInboxServer } from './support/inbox-server.ts';
import { untilIslandsAwake } from './support/test.ts';
import type { InboxServer } from './support/inbox-server.ts';

interface Listed {
  id: string;
  message: string;
}

async function stored(inbox: InboxServer, message: string): Promise<Listed | undefined> {
  const all = JSON.parse(await inbox.cli('list', '--all', '--json')) as Listed[];
  return all.find((query) => query.message === message);
}

/** Tab through the page until the control is focused, then press Enter: no mouse. */
async function pressByKeyboard(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
    if (focused === name) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`"${name}" was not reached with the Tab key`);
}

const kind = 'postgres';

test.describe(`the owner's web inbox on ${kind}`, () => {
  let inbox: InboxServer;

  test.beforeAll(async () => {
    inbox = await startInboxServer(kind);
  });
  test.afterAll(async () => {
    await inbox.stop();
  });

  test('enrol, sign in, read, answer, file, rescue spam, export, erase and sign out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const tag = randomUUID().slice(0, 8);
    const visitorName = `Visitor ${tag}`;
    const visitorEmail = `visitor-${tag}@example.com`;
    const message = `Could you build our booking site? (${tag})`;

    // A visitor writes through the public site's form; it reaches this spec's API, which also
    // hands out the proof-of-work challenge the form solves.
    await page.route(contactEndpoint, (route) =>
      route.continue({ url: `${inbox.origin}/query/queryPost` }),
    );
    await page.route(challengeEndpoint, (route) =>
      route.continue({ url: `${inbox.origin}/query/challenge` }),
    );
    await page.goto(at('/contact'));
    await untilIslandsAwake(page);
    await page.getByLabel(copy.contact.form.name).fill(visitorName);
    await page.getByLabel(copy.contact.form.email).fill(visitorEmail);
    await page.getByLabel(copy.contact.form.message).fill(message);
    await page.getByRole('button', { name: copy.contact.form.send }).click();
    await expect(page.getByText(copy.contact.toasts.success)).toBeVisible();
    await expect.poll(async () => (await stored(inbox, message))?.id).toBeDefined();
    const query = await stored(inbox, message);
    const queryId = query?.id ?? '';

    // The owner enrols a passkey from the link the CLI printed on the server.
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await holdPasskeys(owner, ownerPage);
    const link = await enrolmentLink(inbox);
    await ownerPage.goto(link);
    await expect(ownerPage.getByRole('heading', { name: 'Add a passkey' })).toBeVisible();
    expect(await accessibilityViolations(ownerPage)).toEqual([]);
    await ownerPage.getByLabel('Name').fill('Test phone');
    await ownerPage.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(ownerPage).toHaveURL(`${inbox.inboxUrl}/sign-in?done=enrolled`);
    await expect(ownerPage.getByRole('status')).toContainText('Passkey added');

    // Signs in with it, by keyboard alone.
    await expect(ownerPage.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    expect(await accessibilityViolations(ownerPage)).toEqual([]);
    await pressByKeyboard(ownerPage, 'Sign in with a passkey');
    await expect(ownerPage).toHaveURL(inbox.inboxUrl);
    const row = ownerPage.getByRole('link', { name: new RegExp(visitorName) });
    await expect(row).toContainText('Unread');
    expect(await accessibilityViolations(ownerPage)).toEqual([]);

    // Reads the query in full, with a reply link, and files it as handled.
    await row.click();
    await expect(ownerPage.getByRole('heading', { name: visitorName })).toBeVisible();
    await expect(ownerPage.getByText(message)).toBeVisible();
    const reply = ownerPage.getByRole('link', { name: 'Reply by e-mail' });
    const href = (await reply.getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${encodeURIComponent(visitorEmail)}?subject=`)).toBe(true);
    expect(decodeURIComponent(href)).toContain(`> ${message}`);
    await expect(ownerPage.getByText(visitorEmail, { exact: true })).toBeVisible();
    // Its notification and how it went (sent, or waiting while the webhook is slow).
    await expect(
      ownerPage.getByRole('listitem').filter({ hasText: /Webhook:\s+(sent|waiting)/ }),
    ).toBeVisible();
    expect(await accessibilityViolations(ownerPage)).toEqual([]);
    await ownerPage.getByRole('button', { name: 'Mark handled' }).click();
    await expect(ownerPage.getByRole('status')).toHaveText('Marked handled.');
    await expect(ownerPage.getByRole('button', { name: 'Mark not handled' })).toBeVisible();

    // A bot's message lands in spam; "Not spam" moves it and notifies the owner once.
    const spamMessage = `Cheap followers ${tag}`;
    const bot = await fetch(`${inbox.origin}/query/queryPost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bot ${tag}`,
        email: `bot-${tag}@example.com`,
        message: spamMessage,
        website: 'https://spam.example',
      }),
    });
    const spamId = ((await bot.json()) as { id: string }).id;
    await ownerPage.getByRole('link', { name: 'Spam' }).click();
    await ownerPage.getByRole('link', { name: new RegExp(`Bot ${tag}`) }).click();
    await ownerPage.getByRole('button', { name: 'Not spam' }).click();
    await expect(ownerPage.getByRole('status')).toContainText('Moved to the inbox');
    await expect.poll(() => inbox.notified.filter((id) => id === spamId).length).toBe(1);
    await expect(ownerPage.getByRole('button', { name: 'Not spam' })).toHaveCount(0);
    expect(inbox.notified.filter((id) => id === queryId)).toHaveLength(1);

    // Exports everything as CSV and JSON.
    await ownerPage.getByRole('link', { name: 'Export' }).click();
    const csvDownload = ownerPage.waitForEvent('download');
    await ownerPage.getByRole('link', { name: 'Download CSV' }).click();
    const csv = await readFile(await (await csvDownload).path(), 'utf8');
    expect(csv).toContain(message);
    const jsonDownload = ownerPage.waitForEvent('download');
    await ownerPage.getByRole('link', { name: 'Download JSON' }).click();
    const records = JSON.parse(
      await readFile(await (await jsonDownload).path(), 'utf8'),
    ) as Listed[];
    expect(records.map((record) => record.message)).toContain(spamMessage);

    // Erases everything from the visitor, after seeing what will go.
    await ownerPage.goto(`${inbox.inboxUrl}/queries/${queryId}`);
    await ownerPage.getByRole('link', { name: 'Erase everything from this sender…' }).click();
    await expect(ownerPage.getByText(/will be deleted for good/)).toContainText(/1\s+query/);
    expect(await accessibilityViolations(ownerPage)).toEqual([]);
    await ownerPage.getByRole('button', { name: 'Erase 1 query' }).click();
    await expect(ownerPage.getByRole('status')).toHaveText(
      'Erased 1 query and their notifications.',
    );
    await expect(ownerPage.getByRole('link', { name: new RegExp(visitorName) })).toHaveCount(0);
    expect(await stored(inbox, message)).toBeUndefined();

    // Signs out; the session's cookie, copied before, opens nothing afterwards.
    const stolen = (await owner.cookies()).find((cookie) => cookie.name === 'inbox_session');
    expect(stolen).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/inbox' });
    await ownerPage.getByRole('button', { name: 'Sign out' }).click();
    await expect(ownerPage).toHaveURL(`${inbox.inboxUrl}/sign-in?done=signed-out`);
    const thief = await browser.newContext();
    if (stolen !== undefined) await thief.addCookies([stolen]);
    const thiefPage = await thief.newPage();
    await thiefPage.goto(inbox.inboxUrl);
    await expect(thiefPage).toHaveURL(`${inbox.inboxUrl}/sign-in`);
    const api = await thief.request.get(`${inbox.inboxUrl}/export.json`);
    expect(api.status()).toBe(401);
    expect(await api.text()).not.toContain(spamMessage);

    // The enrolment link worked once; a second use and an expired link are refused.
    await ownerPage.goto(link);
    await expect(ownerPage.getByText('This link has been used already')).toBeVisible();
    const late = await enrolmentLink(inbox);
    await runSql(
      inbox.databaseUrl,
      "update inbox_enrolments set expires_at = '2000-01-01T00:00:00.000Z' where used_at is null",
    );
    await ownerPage.goto(late);
    await expect(ownerPage.getByText('This link has expired')).toBeVisible();
    await expect(ownerPage.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);

    await owner.close();
    await thief.close();
  });

  test('without JavaScript, the sign-in page says why it cannot work and points to the CLI', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`${inbox.inboxUrl}/sign-in`);
    await expect(noScript.getByText(/Signing in with a passkey needs JavaScript/)).toBeVisible();
    await expect(noScript.getByText('npm run inbox -- list')).toBeVisible();
    await expect(noScript.getByRole('button', { name: 'Sign in with a passkey' })).toBeHidden();
    await context.close();
  });

  test('a browser without the passkey cannot get in', async ({ browser }) => {
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    // A passkey holder of its own, with no passkey for this inbox.
    await holdPasskeys(stranger, strangerPage);
    await strangerPage.goto(inbox.inboxUrl);
    await expect(strangerPage).toHaveURL(`${inbox.inboxUrl}/sign-in`);
    await strangerPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(strangerPage.getByRole('alert')).not.toBeEmpty();
    await expect(strangerPage).toHaveURL(`${inbox.inboxUrl}/sign-in`);
    for (const path of ['', '/spam', '/export.csv', '/passkeys'])
      expect((await stranger.request.get(`${inbox.inboxUrl}${path}`)).status()).toBe(401);
    await stranger.close();
  });
});

// Whatever a visitor wrote is shown as text in the owner's inbox: markup never runs, links never
// become javascript:, text direction never flips, and a 10,000-character word or a megabyte of
// text neither breaks the layout nor stops the page, on a phone and a desktop, light and dark,
// and with nothing an accessibility checker objects to.
//
// Runs on: phone, desktop, phone light, desktop light
// Because: a long word or a megabyte of text breaks a layout differently at each width, and axe's
// contrast differs by theme (its test is tagged @axe); the inbox shows nothing of the site's
// content, so no persona run.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { runSql } from '@portfolio/dev-tools/run-sql';
import { accessibilityViolations } from './support/axe.ts';
import { signedInOwner } from './support/inbox-owner.ts';
import { startInboxServer } from './support/inbox-server.ts';
import type { InboxServer } from './support/inbox-server.ts';

const sqlText = (value: string): string => `'${value.replaceAll("'", "''")}'`;

interface Hostile {
  name: string;
  email: string;
  message: string;
}

const hostile: Hostile[] = [
  {
    name: '<script>alert("name")</script>',
    email: 'script@example.com',
    message: '<img src=x onerror="alert(1)"> and <script>fetch("https://evil.example")</script>',
  },
  {
    name: '<img src=x onerror=alert(2)>',
    email: 'img@example.com',
    message: '<a href="javascript:alert(3)">click me</a> [link](javascript:alert(4))',
  },
  {
    name: 'Bidi \u202Egnp.exe\u202C',
    email: 'bidi@example.com',
    message: `Invoice \u202Efdp.exe\u202C and \u2067isolated\u2069 text`,
  },
  { name: 'W'.repeat(100), email: 'long@example.com', message: 'W'.repeat(10_000) },
  {
    name: 'A megabyte',
    email: 'mega@example.com',
    message: `${'All work and no play. '.repeat(48_000)}The end.`,
  },
];

async function insert(inbox: InboxServer, query: Hostile): Promise<string> {
  const id = randomUUID();
  await runSql(
    inbox.databaseUrl,
    `insert into queries (id, created_at, name, email, message, fingerprint, is_spam) values (${[
      id,
      new Date().toISOString(),
      query.name,
      query.email,
      query.message,
      randomUUID(),
    ]
      .map(sqlText)
      .join(', ')}, 0)`,
  );
  return id;
}

test.describe('the owner reads hostile enquiries', () => {
  let inbox: InboxServer;
  const ids: string[] = [];

  test.beforeAll(async () => {
    inbox = await startInboxServer('sqlite');
    for (const query of hostile) ids.push(await insert(inbox, query));
  });
  test.afterAll(async () => {
    await inbox.stop();
  });

  test('as text, within the page, with nothing run and nothing fetched @axe', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await signedInOwner(browser, inbox);
    const dialogs: string[] = [];
    const elsewhere: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(inbox.origin)) elsewhere.push(request.url());
    });
    const overflows = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

    await page.reload();
    await expect(page.getByRole('link', { name: /A megabyte/ })).toBeVisible();
    expect(await overflows()).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);

    for (const [index, query] of hostile.entries()) {
      await page.goto(`${inbox.inboxUrl}/queries/${ids[index] ?? ''}`);
      const heading = page.getByRole('heading', { level: 1 });
      // The name as written, controls shown as escapes rather than obeyed.
      await expect(heading).toHaveText(
        query.name.replace(
          /[\u202A-\u202E\u2066-\u2069]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16)}`,
        ),
      );
      expect(await overflows()).toBe(false);
      expect(await page.locator('main script, main img, main a[href^="javascript:"]').count()).toBe(
        0,
      );
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  test('Visits: the last 30 days at a glance, invented paths as text, within the page @axe', async ({
    browser,
  }) => {
    const today = new Date().toISOString().slice(0, 10);
    const hostilePath = `/<img src=x onerror=alert(5)>/${'deep/'.repeat(60)}`;
    const rows: [string, string, number, number][] = [
      ['all', '', 42, 17],
      ['page', '/', 30, 0],
      ['page', hostilePath, 12, 0],
      ['referrer', 'news.example.org', 9, 0],
      ['campaign', '<script>alert(6)</script> / email / spring', 4, 0],
      ['language', 'hi', 11, 0],
      ['device', 'phone', 25, 0],
    ];
    for (const [dimension, value, views, visitors] of rows)
      await runSql(
        inbox.databaseUrl,
        `insert into visit_counts (day, dimension, value, views, visitors) values (${[today, dimension, value].map(sqlText).join(', ')}, ${String(views)}, ${String(visitors)})`,
      );
    const { context, page } = await signedInOwner(browser, inbox);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Visits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
    await expect(page.getByRole('link', { name: '30 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const figures = page.getByRole('definition');
    await expect(figures.first()).toHaveText('17');
    // The chart's numbers, one row a day, for anyone who cannot see the chart.
    const perDay = page.getByRole('table', { name: 'Day by day' });
    await expect(perDay.getByRole('row')).toHaveCount(31);
    await expect(perDay.getByRole('row').nth(1)).toContainText(today);
    await expect(page.getByRole('table').filter({ hasText: hostilePath })).toBeVisible();
    await expect(page.getByText('Hindi (hi)')).toBeVisible();
    expect(await page.locator('main script, main img').count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

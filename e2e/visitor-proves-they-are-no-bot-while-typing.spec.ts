// The contact form's proof of work (ALTCHA) in a real browser against the real API: solved in the
// background while the visitor types, on a phone four times slower than this machine, in a worker
// and, where none can be started, on the page's own thread. The time each solve took is recorded
// on the test (its annotations) and printed, for the README and the closing note.
//
// Runs on: phone
// Because: it emulates a slow phone's CPU itself, and nothing it proves depends on the width, the
// theme or the owner's content.
import { randomUUID } from 'node:crypto';
import { copy } from '@portfolio/content/copy';
import type { Page } from '@playwright/test';
import { at, contactEndpoint } from './support/addresses.ts';
import { ownLoopbackAddress, postFrom } from './support/own-address.ts';
import { ownersInbox } from './support/owners-inbox.ts';
import { expect, test } from './support/test.ts';

const labels = copy.contact.form;

async function sendFromASlowPhone(page: Page, how: string): Promise<void> {
  await postFrom(page, ownLoopbackAddress());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(at('/contact'));
  const message = `Could you build our clinic's booking site? (${randomUUID()})`;
  await page.getByLabel(labels.name).fill('Meera Iyer');
  await page.getByLabel(labels.email).fill(`meera.${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel(labels.message).fill(message);
  const post = page.waitForRequest(
    (request) => request.url() === contactEndpoint && request.method() === 'POST',
  );
  await page.getByRole('button', { name: labels.send }).click();

  const body = (await post).postDataJSON() as { altcha?: string };
  const { solution } = JSON.parse(Buffer.from(body.altcha ?? '', 'base64').toString('utf8')) as {
    solution: { counter: number; time: number };
  };
  const description = `${how}: solved in ${String(Math.round(solution.time))} ms at 4× slower CPU (${String(solution.counter)} hashes)`;
  test.info().annotations.push({ type: 'proof of work', description });
  console.info(description);

  await expect(page).toHaveURL(at('/'));
  // The toasts' island wakes on Home at 4× slower CPU: as long as the other send specs allow.
  await expect(page.getByText(copy.contact.toasts.success)).toBeVisible({ timeout: 20_000 });
  // The real API accepted the solution: the query is in the inbox, not in spam.
  const received = (await ownersInbox()).filter((query) => query.message === message);
  expect(received).toHaveLength(1);
}

test('a slow phone solves the proof of work in a worker while the visitor types', async ({
  page,
}) => {
  await sendFromASlowPhone(page, 'in a worker');
});

test('where no worker can be started, the page solves it itself', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'Worker', { value: undefined });
  });
  await sendFromASlowPhone(page, 'on the page');
});

// The whole path with nothing faked: the built site, the real API, its database, the inbox CLI.
//
// Runs on: desktop, static host, persona desktop
// Because: the round trip is the same at every width; the static host proves the form posts from a
// build under /portfolio/ on a host that is not ours, and the persona, with its own form texts.
import { randomUUID } from 'node:crypto';
import { copy } from '@portfolio/content/copy';
import { at, contactEndpoint } from './support/addresses.ts';
import { ownersInbox } from './support/owners-inbox.ts';
import { expect, test } from './support/test.ts';

test('a message sent from the contact page lands in the owner’s inbox', async ({ page }) => {
  const message = `Could you build our clinic's booking site? (${randomUUID()})`;
  await page.goto(at('/contact'));
  await page.getByLabel(copy.contact.form.name).fill('Meera Iyer');
  await page.getByLabel(copy.contact.form.email).fill('meera@example.com');
  await page.getByLabel(copy.contact.form.message).fill(message);

  const answer = page.waitForResponse(contactEndpoint);
  await page.getByRole('button', { name: copy.contact.form.send }).click();
  expect((await answer).status()).toBe(201);
  // With the proof of work the form solved: without one the API would file it as spam.
  expect((await answer).request().postDataJSON()).toHaveProperty('altcha');

  await expect(page).toHaveURL(at('/'));
  await expect(page.getByText(copy.contact.toasts.success)).toBeVisible();

  const received = (await ownersInbox()).filter((query) => query.message === message);
  expect(received).toEqual([
    expect.objectContaining({ name: 'Meera Iyer', email: 'meera@example.com', message }),
  ]);
});

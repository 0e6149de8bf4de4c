// Runs on: desktop, persona desktop
// Because: copying works the same at every width; the persona's address is another.
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { longPage } from './support/site-pages.ts';

test('copying the address puts it on the clipboard and shows Copied! for about two seconds', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(at(longPage));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: identity.email })).toHaveAttribute(
    'href',
    `mailto:${identity.email}`,
  );

  await footer.getByRole('button', { name: copy.footer.copyEmail }).click();
  const copiedAt = Date.now();
  const badge = footer.getByText(copy.footer.copied);
  await expect(badge).toBeVisible();
  await expect(footer.getByRole('button', { name: copy.footer.emailCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(identity.email);

  await expect(badge).toBeHidden({ timeout: 4000 });
  const shownFor = Date.now() - copiedAt;
  expect(shownFor).toBeGreaterThan(1500);
  await expect(footer.getByRole('button', { name: copy.footer.copyEmail })).toBeVisible();
});

import { installSoundSpy, soundPlays } from './support/sound-spy.ts';
import { clickNavEntry, expect, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await installSoundSpy(page);
});

test('each navigation click plays the navigation sound', async ({ page }) => {
  await page.goto('/');
  for (const name of ['About', 'Expertise', 'Home']) await clickNavEntry(page, name);
  expect(await soundPlays(page)).toEqual([
    'navigation-click',
    'navigation-click',
    'navigation-click',
  ]);
});

test('the Home buttons and profile links play the action sound; other links stay quiet', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'View My Work' }).click();
  await expect(page).toHaveURL('/projects');
  await page.getByRole('link', { name: /home$/ }).click();
  await page.getByRole('link', { name: 'Hire Me' }).click();
  await expect(page).toHaveURL('/contact');
  await page.getByRole('link', { name: "Let's Work Together" }).click();
  await page.getByRole('link', { name: /home$/ }).click();

  for (const name of ['GitHub', 'LinkedIn', 'Instagram']) {
    const popup = context.waitForEvent('page');
    await page
      .getByRole('list', { name: 'Profiles' })
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await (await popup).close();
  }
  expect(await soundPlays(page)).toEqual(Array<string>(5).fill('action-click'));
});

test('muting silences every click and is remembered on the next visit', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Mute click sounds' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Hire Me' }).click();
  await expect(page).toHaveURL('/contact');
  await clickNavEntry(page, 'About');
  expect(await soundPlays(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Mute click sounds' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Mute click sounds' }).click();
  await clickNavEntry(page, 'Projects');
  expect(await soundPlays(page)).toEqual(['navigation-click']);
});

test('the two sound files are fetched once, not on every click', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wav')) fetched.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  for (const name of ['About', 'Home', 'Contact']) await clickNavEntry(page, name);
  expect(new Set(fetched).size).toBe(2);
  expect(fetched.length).toBeLessThanOrEqual(4);
});

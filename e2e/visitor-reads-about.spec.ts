import { fill } from '@portfolio/content/schema/fill';
import { copy } from '@portfolio/content/copy';
import { about } from '@portfolio/content/about';
import { expect, test } from './support/test.ts';

test('About shows its sections in the spec order', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.about.heading));
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    fill(copy.about.story.heading),
    fill(copy.about.experience.heading),
    fill(copy.about.stats.heading),
    fill(copy.about.services.heading),
  ]);
});

test('the story, roles, stats and services are all there', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  for (const highlight of ['Specialization', 'Focus areas', 'Approach']) {
    await expect(main.getByRole('heading', { name: highlight, level: 3 })).toBeVisible();
  }
  await expect(main.getByText(/1\.5\+ years/)).toBeVisible();

  await main
    .getByRole('heading', { name: fill(copy.about.experience.heading) })
    .scrollIntoViewIfNeeded();
  for (const role of about.experiences) {
    await expect(main.getByRole('heading', { name: role.title, level: 3 })).toBeVisible();
  }
  await expect(main.getByText(/500\+ student registrations/)).toBeVisible();

  await main
    .getByRole('heading', { name: fill(copy.about.stats.heading) })
    .scrollIntoViewIfNeeded();
  for (const value of ['6+', '15+', '1000+', '20+']) {
    await expect(main.getByText(value, { exact: true })).toBeVisible();
  }

  const services = main
    .getByRole('heading', { name: fill(copy.about.services.heading) })
    .locator('xpath=../..')
    .getByRole('heading', { level: 3 });
  await expect(services).toHaveText([
    'Frontend Development',
    'Backend Development',
    'Database Design',
    'Mobile Development',
    'Cloud Services',
    'Full Stack Solutions',
  ]);
});

test('the experience and achievements sections animate in once when scrolled into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 600 });
  await page.goto('/about');
  const journey = page
    .locator('[data-reveal]')
    .filter({ has: page.getByRole('heading', { name: fill(copy.about.experience.heading) }) });
  await expect(journey).toHaveAttribute('data-reveal', 'hidden');
  await journey.scrollIntoViewIfNeeded();
  await expect(journey).toHaveAttribute('data-reveal', 'revealed');
  await expect.poll(() => journey.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(journey).toHaveAttribute('data-reveal', 'revealed');
});

test('role websites open in a new tab', async ({ page, context }) => {
  await page.goto('/about');
  const role = about.experiences.find((entry) => entry.websiteUrl);
  if (!role?.websiteUrl) throw new Error('sample content has a role with a website');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: `Visit ${role.company} (opens in a new tab)` }).click();
  await expect(await opened).toHaveURL(
    role.websiteUrl.endsWith('/') ? role.websiteUrl : `${role.websiteUrl}/`,
  );
});

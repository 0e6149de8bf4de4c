// Runs on: phone, tablet, desktop, persona desktop
// Because: About's sections are laid out per width (@layout also at 768 px); the persona's story
// and roles are other ones.
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { about } from '@portfolio/content/about';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { hasPage } from './support/site-pages.ts';

// Proven wherever the site has the page (the sample's run does); a site that left it out gets
// the 404 page there (visitor-reaches-a-missing-page.spec.ts).
if (hasPage('/about')) {
  test('About shows its sections in order @layout', async ({ page }) => {
    await page.goto(at('/about'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.about.heading));
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      fill(copy.about.story.heading),
      fill(copy.about.experience.heading),
      fill(copy.about.stats.heading),
      fill(copy.about.services.heading),
    ]);
  });

  test('the story, roles, stats and services are all there', async ({ page }) => {
    await page.goto(at('/about'));
    const main = page.getByRole('main');
    for (const highlight of about.story.highlights)
      await expect(main.getByRole('heading', { name: highlight.title, level: 3 })).toBeVisible();
    for (const paragraph of about.story.paragraphs)
      await expect(main.getByText(paragraph, { exact: true })).toBeVisible();

    await main
      .getByRole('heading', { name: fill(copy.about.experience.heading) })
      .scrollIntoViewIfNeeded();
    for (const role of about.experiences) {
      await expect(main.getByRole('heading', { name: role.title, level: 3 })).toBeVisible();
      for (const achievement of role.achievements)
        await expect(main.getByText(achievement, { exact: true })).toBeVisible();
    }

    await main
      .getByRole('heading', { name: fill(copy.about.stats.heading) })
      .scrollIntoViewIfNeeded();
    for (const stat of about.stats)
      await expect(main.getByText(stat.value, { exact: true })).toBeVisible();

    const services = main
      .getByRole('heading', { name: fill(copy.about.services.heading) })
      .locator('xpath=../..')
      .getByRole('heading', { level: 3 });
    await expect(services).toHaveText(about.services.map((service) => service.title));
  });

  test('the experience and achievements sections animate in once when scrolled into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 600 });
    await page.goto(at('/about'));
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
    await page.goto(at('/about'));
    for (const role of about.experiences) {
      const name = `${copy.about.experience.visitWebsite} ${role.company} ${copy.opensInNewTab}`;
      if (role.websiteUrl === undefined) {
        await expect(page.getByRole('link', { name })).toHaveCount(0);
        continue;
      }
      const opened = context.waitForEvent('page');
      await page.getByRole('link', { name }).click();
      const tab = await opened;
      await expect(tab).toHaveURL(
        role.websiteUrl.endsWith('/') ? role.websiteUrl : `${role.websiteUrl}/`,
      );
      await tab.close();
    }
  });
}

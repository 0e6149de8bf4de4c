// The résumé: reached from Home and the footer, and read as a page at every width. Its printout
// and JSON Resume file: visitor-prints-and-downloads-the-resume.spec.ts.
//
// Runs on: phone, desktop, phone light, desktop light, persona desktop
// Because: the résumé is laid out per width, and axe runs in both themes (@axe); the persona's
// résumé has no optional section.
import { about } from '@portfolio/content/about';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { resume } from '@portfolio/content/resume';
import { fill } from '@portfolio/content-model/fill';
import { at, hrefOf, publicSiteUrl } from './support/addresses.ts';
import { accessibilityViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

const text = copy.resume;

test('Home and the footer lead to the résumé, which has its own title, description and address, and no accessibility barriers @axe', async ({
  page,
}) => {
  await page.goto(at('/'));
  await expect(page.getByRole('main').getByRole('link', { name: text.link })).toHaveAttribute(
    'href',
    hrefOf('/resume'),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: text.link }).click();
  await expect(page).toHaveURL(new RegExp(`${hrefOf('/resume')}$`));
  await expect(page).toHaveTitle(`${text.title} | ${identity.fullName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    fill(text.description),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL('resume', publicSiteUrl.endsWith('/') ? publicSiteUrl : `${publicSiteUrl}/`).href,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(identity.fullName);
  for (const role of about.experiences)
    await expect(
      page.getByRole('heading', { name: `${role.title} · ${role.company}` }),
    ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: identity.email })).toHaveAttribute(
    'href',
    `mailto:${identity.email}`,
  );
  if (resume.pdf === undefined) await expect(page.getByText(text.saveAsPdf)).toBeVisible();
  else {
    const download = page.getByRole('link', { name: text.download });
    const response = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
  expect(await accessibilityViolations(page)).toEqual([]);
});

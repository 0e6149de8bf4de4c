import { fill } from '@portfolio/content/schema/fill';
import { copy } from '@portfolio/content/copy';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

const headings: Record<string, string> = {
  '/': fill(copy.home.greeting),
  '/about': fill(copy.about.heading),
  '/skills': fill(copy.skills.heading),
  '/projects': fill(copy.projects.heading),
  '/contact': fill(copy.contact.heading),
};

test('each page’s HTML holds its heading before any script', async ({ request }) => {
  for (const [path, heading] of Object.entries(headings)) {
    const html = await (await request.get(at(path))).text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    const text = (h1?.[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(text, path).toBe(heading);
    expect(h1?.index ?? Infinity, path).toBeLessThan(html.indexOf('<script'));
  }
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('every page can be read', async ({ page }) => {
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(at(path));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('contentinfo')).toContainText(fill(copy.footer.heading));
    }
  });
});

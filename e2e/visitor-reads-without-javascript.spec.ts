import { expect, test } from './support/test.ts';

const headings: Record<string, string> = {
  '/': 'Hi, I’m',
  '/about': 'Get To Know More About Me',
  '/skills': 'Explore My Technical Skills',
  '/projects': 'Explore My Exceptional Projects',
  '/contact': 'Get In Touch with Me',
};

test('each page’s HTML holds its heading before any script', async ({ request }) => {
  for (const [path, heading] of Object.entries(headings)) {
    const html = await (await request.get(path)).text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    const text = (h1?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&#x27;|&apos;/g, '’');
    expect(text, path).toContain(heading.replace('’', "'").replace("'", '’'));
    expect(h1?.index ?? Infinity, path).toBeLessThan(html.indexOf('<script'));
  }
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('every page can be read', async ({ page }) => {
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        heading.replace('’', "'"),
      );
      await expect(page.getByRole('contentinfo')).toContainText('Ready to Connect?');
    }
  });
});

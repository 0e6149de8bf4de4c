// The owner's own pages (content/pages/<slug>.md, such as /uses): each reads whole at its address,
// with its title as the heading and its Markdown as text, tables scrolling on their own rather than
// widening a phone's page. The expected words come from the files themselves.
//
// Runs on: phone, desktop, phone light, desktop light, phone without JavaScript, desktop without
// JavaScript, static host, persona desktop
// Because: tables scroll on their own on a phone; axe runs in both themes (@axe); the page reads
// without JavaScript; the static host serves it under /portfolio/; the persona's site has it in
// another language.
import { markdownPages } from '@portfolio/content-model/site-pages';
import { at } from './support/addresses.ts';
import { accessibilityViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** The Markdown's headings, as a visitor reads them. */
const headingsOf = (body: string): string[] =>
  [...body.matchAll(/^#{2,4}\s+(.+?)\s*#*$/gm)].map((match) => match[1] ?? '');

test('each page of the owner’s own reads whole, its headings in order, nothing wider than the window @axe', async ({
  page,
  javaScriptEnabled,
}) => {
  for (const own of markdownPages) {
    const response = await page.goto(at(own.path));
    expect(response?.status(), own.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.title);
    await expect(page.getByText(own.description, { exact: true })).toBeVisible();
    await expect(page.locator('article h2, article h3, article h4')).toHaveText(
      headingsOf(own.body),
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${own.path} is no wider than the window`,
    ).toBe(true);
    // axe runs in the page: with JavaScript off, the same HTML was checked with it on.
    if (javaScriptEnabled) expect(await accessibilityViolations(page), own.path).toEqual([]);
  }
});

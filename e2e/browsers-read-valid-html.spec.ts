// Zero errors from the W3C Nu HTML Checker: on every page the build wrote (pages, the contact
// form's result pages, the 404) and on each page's DOM once React has hydrated it and the
// carousels have added their neighbours.
//
// Runs on: desktop, persona desktop
// Because: the markup is the same at every width and in both themes, so one window checks it; the
// persona's content writes other markup (a Chinese name, no blog).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathsOf } from '@portfolio/content-model/site-pages';
import { at } from './support/addresses.ts';
import { htmlErrors, htmlErrorsIn } from './support/html-validator.ts';
import { expect, test } from './support/test.ts';

const pagePaths = pathsOf('built-in');
const clientBuild = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));

test('every prerendered page is valid HTML', async () => {
  const pages = readdirSync(clientBuild, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('__'))
    .map((file) => path.join(clientBuild, file));
  expect(pages.length).toBeGreaterThan(pagePaths.length);
  expect(await htmlErrors(pages)).toEqual([]);
});

test('every page is still valid HTML once hydrated', async ({ page }) => {
  test.setTimeout(90_000);
  const documents: Record<string, string> = {};
  for (const pagePath of pagePaths) {
    await page.goto(at(pagePath));
    // Scroll through, so that everything mounted on the way (carousel neighbours) is there.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await page.waitForLoadState('load');
    documents[pagePath] = await page.content();
  }
  expect(await htmlErrorsIn(documents)).toEqual([]);
});

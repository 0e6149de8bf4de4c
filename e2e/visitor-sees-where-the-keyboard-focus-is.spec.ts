// Runs on: phone, desktop, phone light, desktop light
// Because: focus rings are drawn per width and per theme (@focus): each width in one theme and each
// theme at one width (playwright.config.ts); the rings are the components' own, whoever's content
// they show.
import { navigation } from '@portfolio/content/navigation';
import { projects } from '@portfolio/content/projects';
import { projectSlug } from '@portfolio/content-model/project-slug';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

const [firstProject] = projects;
const pages = [
  ...navigation.map((entry) => entry.id),
  ...(firstProject === undefined ? [] : [`/projects/${projectSlug(firstProject)}`]),
  '/no-such-page',
];

/** What the focused element shows: an outline of at least 1 px, or a ring (box-shadow). */
function focusIndicator(): { what: string; visible: boolean } | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
  const ring = style.boxShadow !== 'none';
  const label = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
  return { what: `<${element.tagName.toLowerCase()}> ${label}`, visible: outline || ring };
}

for (const path of pages) {
  test(`every stop of the Tab key on ${path} shows where the focus is @focus`, async ({ page }) => {
    await page.goto(at(path));
    const seen = new Set<string>();
    const hidden: string[] = [];
    for (let press = 0; press < 120; press += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(focusIndicator);
      if (focus === null) continue;
      // Back at the first stop: the whole page has been walked through.
      if (seen.has(focus.what) && seen.size > 3 && press > seen.size) break;
      seen.add(focus.what);
      if (!focus.visible) hidden.push(focus.what);
    }
    expect(seen.size, 'the page has keyboard stops').toBeGreaterThan(3);
    expect(hidden, 'focus without a visible indicator').toEqual([]);
  });
}

// The phone menu is a <details> disclosure (it opens without JavaScript): its <summary> is what a
// visitor taps, and what a screen reader announces as a button with an expanded state.
import { copy } from '@portfolio/content/copy';
import type { Page } from '@playwright/test';

export function menuToggle(page: Page) {
  return page.locator('summary').filter({ hasText: copy.navigation.menu });
}

/** The navigation's links the menu reveals (not its list of languages, where the site has one). */
export function menuList(page: Page) {
  return page
    .locator('details')
    .filter({ has: menuToggle(page) })
    .getByRole('list')
    .filter({ hasNot: page.locator('[hreflang]') });
}

/**
 * What assistive technology is told about the menu toggle: Chromium's own accessibility tree for
 * it, read over the DevTools protocol (the role a screen reader announces, its name, and whether
 * it says expanded).
 */
export async function announcedMenuToggle(
  page: Page,
): Promise<{ role: string; name: string; expanded: boolean | undefined }> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value?: string };
        name?: { value?: string };
        properties?: { name: string; value: { value?: unknown } }[];
        ignored?: boolean;
      }[];
    };
    const node = nodes.find(
      (candidate) =>
        !candidate.ignored &&
        candidate.name?.value === copy.navigation.menu &&
        candidate.role?.value !== 'StaticText',
    );
    if (node === undefined) throw new Error('the menu toggle is not in the accessibility tree');
    const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value;
    return {
      role: node.role?.value ?? '',
      name: node.name?.value ?? '',
      expanded: typeof expanded === 'boolean' ? expanded : undefined,
    };
  } finally {
    await session.detach();
  }
}

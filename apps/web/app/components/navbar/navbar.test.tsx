import { copy } from '@portfolio/content/copy';
import { navigation } from '@portfolio/content/navigation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render-in-shell.tsx';
import { Navbar } from './navbar.tsx';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const header = () => screen.getByRole('banner');
/** What a browser shows: jsdom does not hide the content of a closed <details> (the phone menu). */
const shown = (element: Element) => element.closest('details:not([open]) > :not(summary)') === null;

describe('Navbar', () => {
  afterEach(() => scrollTo(0));

  it('lists the entries of content/navigation.ts in order with their routes', () => {
    renderInShell(<Navbar />);
    const nav = screen.getByRole('navigation', { name: copy.navigation.label });
    const links = within(nav)
      .getAllByRole('link')
      .filter(
        (link) =>
          shown(link) &&
          !link.textContent.includes(copy.navigation.homeSuffix) &&
          link.textContent !== copy.search.navigationLink &&
          // The language switcher's links, where the site has translations (content/locales/).
          !link.hasAttribute('hreflang'),
      );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      navigation.map((entry) => [entry.title, entry.id]),
    );
  });

  it('leads to the search page, by its link or the "/" key', async () => {
    renderInShell(<Navbar />);
    const nav = screen.getByRole('navigation', { name: copy.navigation.label });
    const search = within(nav).getByRole('link', { name: copy.search.navigationLink });
    expect(search).toHaveAttribute('href', '/search');
    // Followed as a new document (its policy lets the search run): the browser's own navigation,
    // which jsdom does not perform, so the click is caught here.
    const followed = vi.fn((event: Event) => event.preventDefault());
    search.addEventListener('click', followed);
    await userEvent.keyboard('/');
    expect(followed).toHaveBeenCalledTimes(1);
    // Not while typing into a field.
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('/');
    expect(followed).toHaveBeenCalledTimes(1);
    field.remove();
  });

  it('marks the current route with aria-current="page"', () => {
    // The navigation's last page: any owner's navigation has one, the sample's is not Home.
    const last = navigation[navigation.length - 1];
    if (last === undefined) throw new Error('content/navigation.ts lists no page');
    renderInShell(<Navbar />, last.id);
    const current = screen.getAllByRole('link', { current: 'page' }).filter(shown);
    expect(current.map((link) => link.textContent)).toEqual([last.title]);
  });

  /** The phone menu's disclosure: its summary (what a visitor taps) and the links it reveals. */
  function phoneMenu() {
    const summary = screen.getByText(copy.navigation.menu).closest('summary');
    const details = summary?.parentElement;
    if (!summary || !(details instanceof HTMLDetailsElement)) throw new Error('no phone menu');
    // The pages' list, not the languages' (named) where the site has translations.
    const links = () => {
      const list = within(details)
        .getAllByRole('list', { hidden: true })
        .find((candidate) => !candidate.hasAttribute('aria-label'));
      if (list === undefined) throw new Error('the phone menu lists no page');
      return list;
    };
    return { summary, details, links };
  }

  it('opens and closes the mobile menu with the menu button', async () => {
    const user = userEvent.setup();
    renderInShell(<Navbar />);
    const { summary, details, links } = phoneMenu();
    expect(details.open).toBe(false);
    expect(links()).not.toBeVisible();

    await user.click(summary);
    expect(details.open).toBe(true);
    expect(links()).toBeVisible();

    await user.click(summary);
    expect(details.open).toBe(false);
    expect(links()).not.toBeVisible();
  });

  it('closes the mobile menu on Escape, and when the page comes back from the back/forward cache', async () => {
    const user = userEvent.setup();
    renderInShell(<Navbar />);
    // Every other navigation opens a new page, where the menu starts closed.
    await user.click(phoneMenu().summary);
    expect(phoneMenu().details.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(phoneMenu().details.open).toBe(false);
    expect(phoneMenu().summary).toHaveFocus();

    await user.click(phoneMenu().summary);
    expect(phoneMenu().details.open).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(phoneMenu().details.open).toBe(false);
  });

  it('hides when the page scrolls down past 10 px and shows when it scrolls up', async () => {
    renderInShell(<Navbar />);
    expect(header()).toHaveAttribute('data-visible', 'true');

    act(() => scrollTo(8));
    await waitFor(() => expect(header()).toHaveAttribute('data-visible', 'true'));
    act(() => scrollTo(120));
    await waitFor(() => expect(header()).toHaveAttribute('data-visible', 'false'));
    act(() => scrollTo(80));
    await waitFor(() => expect(header()).toHaveAttribute('data-visible', 'true'));
  });

  it('hides when the page scrolls down before its first frame', async () => {
    renderInShell(<Navbar />);
    act(() => scrollTo(120));
    await waitFor(() => expect(header()).toHaveAttribute('data-visible', 'false'));
  });

  it('marks every navigation entry and the search link for the navigation sound', () => {
    renderInShell(<Navbar />);
    const nav = screen.getByRole('navigation', { name: copy.navigation.label });
    const entries = within(nav)
      .getAllByRole('link')
      .filter((link) => !link.textContent.includes(copy.navigation.homeSuffix));
    expect(entries.length).toBeGreaterThan(0);
    for (const link of entries) expect(link).toHaveAttribute('data-sound', 'navigation');
  });
});

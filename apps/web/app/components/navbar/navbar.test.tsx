import { copy } from '@portfolio/content/copy';
import { navigation } from '@portfolio/content/navigation';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render-with-shell.tsx';
import { Navbar } from './navbar.tsx';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const header = () => screen.getByRole('banner');
/** What a browser shows: jsdom does not hide the content of a closed <details> (the phone menu). */
const shown = (element: Element) => element.closest('details:not([open]) > :not(summary)') === null;

/** A page other than Home, whichever the owner's navigation lists first. */
const elsewhere = navigation.find((entry) => entry.id !== '/')?.title ?? '';

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
          link.textContent !== copy.search.navigationLink,
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
    const links = () => within(details).getByRole('list', { hidden: true });
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

  it('closes the mobile menu on any navigation click and on Escape', async () => {
    const user = userEvent.setup();
    renderInShell(<Navbar />);
    const first = phoneMenu();
    await user.click(first.summary);
    await user.click(within(first.links()).getByRole('link', { name: elsewhere }));
    // The shell renders a new page, and with it a new navbar: look the menu up again.
    await waitFor(() => expect(phoneMenu().details.open).toBe(false));

    await user.click(phoneMenu().summary);
    expect(phoneMenu().details.open).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(phoneMenu().details.open).toBe(false));
  });

  it('hides when the page scrolls down past 10 px and shows when it scrolls up', async () => {
    renderInShell(<Navbar />);
    expect(header()).toHaveAttribute('data-visible', 'true');
    // The navbar notes where the page starts in its first frame (see use-navbar-visibility.ts).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    act(() => scrollTo(8));
    await waitFor(() => expect(header()).toHaveAttribute('data-visible', 'true'));
    act(() => scrollTo(120));
    await waitFor(() => expect(header()).toHaveAttribute('data-visible', 'false'));
    act(() => scrollTo(80));
    await waitFor(() => expect(header()).toHaveAttribute('data-visible', 'true'));
  });

  it('plays the navigation sound on every navigation click', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderInShell(<Navbar />);
    const nav = screen.getByRole('navigation', { name: copy.navigation.label });
    await user.click(within(nav).getAllByRole('link', { name: elsewhere })[0] ?? nav);
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toHaveProperty('src', expect.stringContaining('/nav.wav'));
  });
});

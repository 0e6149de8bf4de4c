import { readdirSync } from 'node:fs';
import path from 'node:path';
import { copy } from '@portfolio/content/copy';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import toaster from '../components/toaster.island.tsx';
import carousel from '../features/projects/carousel.island.tsx';
import { carouselWords } from '../features/projects/carousel-words.ts';
import { scheduleIslands } from './hydrate-islands.ts';
import { islandNames } from './island-code.ts';
import { Island } from './island.tsx';
import { islandName } from './island-name.ts';
import { islandErrorEvent } from './island-events.ts';
import type { IslandErrorDetail } from './island-events.ts';
import { wakeIsland } from './wake-island.ts';

/**
 * Every React root the islands make, unmounted once the file is done: a root left with work to do
 * runs it after jsdom is gone and fails the run ("window is not defined"), as one did beside the
 * other steps of `npm test`. A hydration still on its way then (its island's module loading) is
 * not started at all.
 */
const roots = vi.hoisted(() => ({ made: [] as Root[], closed: false }));
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>();
  const hydrateRoot: typeof actual.hydrateRoot = (...args) => {
    if (roots.closed) return { render: () => undefined, unmount: () => undefined };
    const root = actual.hydrateRoot(...args);
    roots.made.push(root);
    return root;
  };
  return { ...actual, hydrateRoot };
});
afterAll(() => {
  roots.closed = true;
  act(() => {
    for (const root of roots.made.splice(0)) root.unmount();
  });
});

let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
let undo: AbortController;

beforeEach(() => {
  observed = [];
  undo = new AbortController();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observed.push({ callback, targets: this.targets });
      }
      observe = (target: Element): void => {
        this.targets.push(target);
      };
      disconnect = (): undefined => undefined;
    },
  );
});
afterEach(() => {
  undo.abort();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const pictures = [1, 2, 3].map((number) => ({
  sources: { avif: `/shot-${number}.avif 480w`, webp: `/shot-${number}.webp 480w` },
  img: { src: `/shot-${number}.webp`, w: 480, h: 300 },
}));

/** A page as the build writes it: the toast region (woken on demand) and two project carousels. */
function page(): { toasts: HTMLElement; carousels: HTMLElement[] } {
  document.body.innerHTML = renderToString(
    <>
      <Island of={toaster} props={{ label: copy.notifications }} />
      {['Shop', 'Blog'].map((title) => (
        <Island
          key={title}
          of={carousel}
          props={{ words: carouselWords(title, pictures.length), pictures, firstPicture: 'lazy' }}
        />
      ))}
    </>,
  );
  const [toasts, ...carousels] = document.querySelectorAll<HTMLElement>('[data-island]');
  if (toasts === undefined) throw new Error('no island written');
  return { toasts, carousels };
}

const awake = (container: HTMLElement) => container.hasAttribute('data-hydrated');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Every island:error the page reports, kept from the console. */
function islandErrors(): IslandErrorDetail[] {
  const errors: IslandErrorDetail[] = [];
  document.addEventListener(
    islandErrorEvent,
    (event) => {
      event.preventDefault();
      errors.push((event as CustomEvent<IslandErrorDetail>).detail);
    },
    { signal: undo.signal },
  );
  return errors;
}

describe('islands', () => {
  it('are every *.island.tsx file under app/, each named by its file, with nothing else to edit', () => {
    const app = path.join(import.meta.dirname, '..');
    const files = readdirSync(app, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.island.tsx'),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(islandNames().sort()).toEqual(files.map(islandName).sort());
  });

  it('are written with their name, trigger, props, id prefix and the markup of their component', () => {
    const { toasts, carousels } = page();
    expect(toasts.dataset.island).toBe('toaster');
    expect(toasts.dataset.load).toBe('demand');
    expect(toasts.dataset.props).toBe(JSON.stringify({ label: copy.notifications }));
    expect(screen.getByRole('region', { name: copy.notifications })).toBeInTheDocument();
    expect(carousels.map((island) => island.dataset.load)).toEqual(['visible', 'visible']);
    // Each island root makes ids of its own: two carousels never share one.
    const prefixes = [toasts, ...carousels].map((island) => island.dataset.idPrefix);
    expect(new Set(prefixes).size).toBe(3);
    for (const island of carousels) expect(island.dataset.idPrefix).toMatch(/^carousel/);
  });

  it('wake on nearing the view, not before', async () => {
    const { carousels } = page();
    const [first] = carousels;
    if (first === undefined) throw new Error('no carousel');
    scheduleIslands(document, undo.signal);
    await waitFor(() => expect(observed).toHaveLength(2));
    const [observer] = observed;
    expect(observer?.targets).toEqual([...first.children]);
    observer?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as never);
    await settle();
    expect(awake(first)).toBe(false);
    const errors = vi.spyOn(console, 'error');
    observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    await waitFor(() => expect(awake(first)).toBe(true));
    // Hydrated cleanly: what the build wrote is what React renders.
    expect(errors).not.toHaveBeenCalled();
    expect(awake(carousels[1] ?? first)).toBe(false);
  });

  it('wake at once when the visitor reaches into them, whatever their trigger', async () => {
    const { carousels } = page();
    const [first] = carousels;
    scheduleIslands(document, undo.signal);
    first?.querySelector('img')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(first && awake(first)).toBe(true));
  });

  it('on demand, wake only when a script asks, once however often it asks', async () => {
    const { toasts } = page();
    expect(await wakeIsland('toaster')).toBe(false); // no loader on the page yet
    scheduleIslands(document, undo.signal);
    toasts.querySelector('section')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(awake(toasts)).toBe(false);
    expect(await Promise.all([wakeIsland('toaster'), wakeIsland('toaster')])).toEqual([true, true]);
    expect(awake(toasts)).toBe(true);
    expect(await wakeIsland('search')).toBe(false); // none on this page
  });

  it('one that throws is reported by name and keeps its HTML, as it is without scripts; the others and the toasts still wake', async () => {
    const { toasts, carousels } = page();
    const [broken, sound] = carousels;
    if (broken === undefined || sound === undefined) throw new Error('no carousels');
    // Props its component cannot render with: it throws as it hydrates.
    broken.setAttribute('data-props', '{"words":{}}');
    const written = broken.innerHTML;
    const errors = islandErrors();
    scheduleIslands(document, undo.signal);
    broken.querySelector('img')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(broken).toHaveAttribute('data-island-failed'));
    expect(errors.map((error) => error.name)).toContain('carousel');
    // The whole strip, as a browser that runs no script shows it: the rest of it is no longer
    // held in a <noscript>.
    expect(written).toContain('<noscript');
    expect(broken.querySelectorAll('noscript')).toHaveLength(0);
    expect([...broken.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(
      pictures.map((picture) => picture.img.src),
    );
    sound.querySelector('img')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(awake(sound)).toBe(true));
    expect(await wakeIsland('toaster')).toBe(true);
    expect(awake(toasts)).toBe(true);
  });

  it('report a mismatch React mends, and still wake', async () => {
    const { carousels } = page();
    const [edited] = carousels;
    if (edited === undefined) throw new Error('no carousel');
    // Markup the build did not write (a hand edit, an extension): React renders the island afresh.
    edited.querySelector('picture, img')?.remove();
    const errors = islandErrors();
    scheduleIslands(document, undo.signal);
    edited
      .querySelector('[role="group"]')
      ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(awake(edited)).toBe(true));
    expect(errors.map((error) => error.name)).toEqual(['carousel']);
    expect(edited).not.toHaveAttribute('data-island-failed');
  });

  it('with props that are not JSON, are reported by name and left as written', async () => {
    const { carousels } = page();
    const [broken] = carousels;
    if (broken === undefined) throw new Error('no carousel');
    broken.setAttribute('data-props', '{"words":');
    const errors = islandErrors();
    scheduleIslands(document, undo.signal);
    broken.querySelector('img')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(broken).toHaveAttribute('data-island-failed'));
    expect(String(errors[0]?.error)).toMatch(/Island "carousel": its props are not JSON/);
  });

  it('report an unknown trigger by name, and still wake at a touch', async () => {
    const { carousels } = page();
    const [odd] = carousels;
    if (odd === undefined) throw new Error('no carousel');
    odd.setAttribute('data-load', 'hover');
    const errors = islandErrors();
    scheduleIslands(document, undo.signal);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.name).toBe('carousel');
    expect(String(errors[0]?.error)).toMatch(/unknown trigger "hover"/);
    odd.querySelector('img')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(awake(odd)).toBe(true));
  });

  it('say on the console which island failed when nobody listens', async () => {
    const { carousels } = page();
    const [broken] = carousels;
    if (broken === undefined) throw new Error('no carousel');
    broken.setAttribute('data-props', '[]');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    scheduleIslands(document, undo.signal);
    broken.querySelector('img')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Island "carousel" failed:', expect.any(Error)),
    );
  });
});

import { copy } from '@portfolio/content/copy';
import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/toaster.tsx';
import { hydrateIslandNamed, scheduleIslands } from './hydrate-islands.ts';
import { Island } from './island.tsx';
import type { IslandLoad } from './island-registry.ts';

let observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

beforeEach(() => {
  observed = [];
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
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A page holding one island as the build writes it: the toast region, woken by `load`. */
function pageWith(load: IslandLoad): HTMLElement {
  document.body.innerHTML = renderToString(
    <Island name="toaster" component={Toaster} props={{ label: copy.notifications }} load={load} />,
  );
  const container = document.querySelector<HTMLElement>('[data-island]');
  if (container === null) throw new Error('no island written');
  return container;
}

const awake = (container: HTMLElement) => container.hasAttribute('data-hydrated');

describe('islands', () => {
  it('are written with their name, trigger, props and the markup of their component', () => {
    const container = pageWith('demand');
    expect(container.dataset.island).toBe('toaster');
    expect(container.dataset.load).toBe('demand');
    expect(container.dataset.props).toBe(JSON.stringify({ label: copy.notifications }));
    expect(screen.getByRole('region', { name: copy.notifications })).toBeInTheDocument();
  });

  it('wake on nearing the view, not before', async () => {
    const container = pageWith('visible');
    scheduleIslands(document);
    await waitFor(() => expect(observed).toHaveLength(1));
    const [observer] = observed;
    expect(observer?.targets).toEqual([...container.children]);
    observer?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as never);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(awake(container)).toBe(false);
    observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    await waitFor(() => expect(awake(container)).toBe(true));
  });

  it('wake at once when the visitor reaches into them, whatever their trigger', async () => {
    const container = pageWith('idle');
    vi.stubGlobal('requestIdleCallback', () => 0);
    scheduleIslands(document);
    container.querySelector('section')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(awake(container)).toBe(true));
  });

  it('on demand, wake only when a script asks, once however often it asks', async () => {
    const container = pageWith('demand');
    scheduleIslands(document);
    container.querySelector('section')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(awake(container)).toBe(false);
    const errors = vi.spyOn(console, 'error');
    await Promise.all([hydrateIslandNamed('toaster'), hydrateIslandNamed('toaster')]);
    expect(awake(container)).toBe(true);
    // Hydrated cleanly: what the build wrote is what React renders.
    expect(errors).not.toHaveBeenCalled();
    expect(await hydrateIslandNamed('search')).toBe(false);
  });
});

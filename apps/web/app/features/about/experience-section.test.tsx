import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { about } from '@portfolio/content/about';
import type { About } from '@portfolio/content-model/about-schema';
import { formatPeriod } from '../../lib/period.ts';

/** Roles to show instead of the owner's, for a shape their content may lack. */
const roles = vi.hoisted(() => ({ current: undefined as undefined | About['experiences'] }));

vi.mock('@portfolio/content/about', async (importOriginal) => {
  const original = await importOriginal<typeof import('@portfolio/content/about')>();
  return {
    about: {
      ...original.about,
      get experiences() {
        return roles.current ?? original.about.experiences;
      },
    },
  };
});

const { ExperienceSection } = await import('./experience-section.tsx');
const { enhanceReveal } = await import('../../behaviours/reveal.ts');
const { StatsSection } = await import('./stats-section.tsx');

interface FakeObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  disconnect: () => void;
}

let observers: FakeObserver[] = [];

function report(observer: FakeObserver | undefined, isIntersecting: boolean): void {
  if (!observer) throw new Error('no observer created');
  act(() => {
    observer.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  });
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, disconnect: () => undefined });
      }
      observe = (): undefined => undefined;
      disconnect = (): undefined => undefined;
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Renders as the build does, then lets the site script's reveal take the blocks over. */
function renderEnhanced(ui: Parameters<typeof render>[0]) {
  render(ui);
  enhanceReveal(document);
}

const revealed = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('[data-reveal]');

describe('About sections that animate in', () => {
  it('observe with threshold 0.05 and root margin 64 px top, -10 % bottom', () => {
    renderEnhanced(
      <>
        <ExperienceSection />
        <StatsSection />
      </>,
    );
    expect(observers.map((observer) => observer.options)).toEqual([
      { threshold: 0.05, rootMargin: '64px 0px -10% 0px' },
      { threshold: 0.05, rootMargin: '64px 0px -10% 0px' },
    ]);
  });

  it('stay visible until first seen off screen, then reveal once on entering view', () => {
    renderEnhanced(<ExperienceSection />);
    const [observer] = observers;
    expect(revealed(fill(copy.about.experience.heading))).toHaveAttribute('data-reveal', 'idle');
    report(observer, false);
    expect(revealed(fill(copy.about.experience.heading))).toHaveAttribute('data-reveal', 'hidden');
    report(observer, true);
    expect(revealed(fill(copy.about.experience.heading))).toHaveAttribute(
      'data-reveal',
      'revealed',
    );
    report(observer, false);
    expect(revealed(fill(copy.about.experience.heading))).toHaveAttribute(
      'data-reveal',
      'revealed',
    );
  });

  it('never hide what is already in view when the page loads', () => {
    renderEnhanced(<StatsSection />);
    report(observers[0], true);
    expect(revealed(fill(copy.about.stats.heading))).toHaveAttribute('data-reveal', 'idle');
  });

  const visitLinks = () =>
    screen
      .queryAllByRole('link')
      .filter((link) => link.textContent.startsWith(copy.about.experience.visitWebsite));

  it("shows every one of the owner's roles, a Visit link for each with a website", () => {
    roles.current = undefined;
    render(<ExperienceSection />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      about.experiences.map((role) => role.title),
    );
    expect(visitLinks()).toHaveLength(about.experiences.filter((role) => role.websiteUrl).length);
  });

  it('opens a Visit link in a new tab, only where a website is set, and shows each period', () => {
    const [first] = about.experiences;
    if (first === undefined) throw new Error('content/about.ts lists no role');
    roles.current = [
      { ...first, title: 'With a website', startDate: '2021-03', websiteUrl: 'https://one.test/' },
      { ...first, title: 'Without one', startDate: '2019', endDate: '2020', websiteUrl: undefined },
    ];
    render(<ExperienceSection />);
    const visits = visitLinks();
    expect(visits.map((link) => link.getAttribute('href'))).toEqual(['https://one.test/']);
    for (const link of visits) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(formatPeriod({ startDate: '2021-03' }))).toBeInTheDocument();
    expect(screen.getByText(`2019 – 2020`)).toBeInTheDocument();
  });
});

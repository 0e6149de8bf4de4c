import { identity } from '@portfolio/content/identity';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render-in-shell.tsx';

const availability = vi.hoisted(() => ({ current: undefined as undefined | object }));

vi.mock('@portfolio/content/identity', async (importOriginal) => {
  const original = await importOriginal<typeof import('@portfolio/content/identity')>();
  return {
    identity: {
      ...original.identity,
      get availability() {
        return availability.current ?? original.identity.availability;
      },
    },
  };
});

const { Hero } = await import('./hero.tsx');

describe('Hero availability', () => {
  it("shows the owner's own label, with the live dot only when available", async () => {
    availability.current = undefined;
    renderInShell(<Hero />);
    const badge = await screen.findByText(identity.availability.label);
    expect(badge.querySelector('.animate-pulse-dot') !== null).toBe(
      identity.availability.available,
    );
  });

  it('shows the label the owner wrote when available, with the live dot', async () => {
    availability.current = {
      available: true,
      label: 'Taking on two projects this spring',
      contactLine: 'Tell me about yours.',
    };
    renderInShell(<Hero />);
    const badge = await screen.findByText('Taking on two projects this spring');
    expect(badge.querySelector('.animate-pulse-dot')).not.toBeNull();
  });

  it('shows the owner\'s own "booked" wording when not available, without the live dot', async () => {
    availability.current = {
      available: false,
      label: 'Booked until March 2027',
      contactLine: 'Booked for now; write anyway and I will answer within a week.',
    };
    renderInShell(<Hero />);
    const badge = await screen.findByText('Booked until March 2027');
    expect(badge.querySelector('.animate-pulse-dot')).toBeNull();
  });
});

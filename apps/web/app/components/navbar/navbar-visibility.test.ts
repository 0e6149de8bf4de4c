import { describe, expect, it } from 'vitest';
import { navbarHideThreshold, nextNavbarVisible } from './navbar-visibility.ts';

describe('navbar scroll rule', () => {
  it('uses the 10 px threshold from the spec', () => {
    expect(navbarHideThreshold).toBe(10);
  });

  it('hides when scrolling down beyond 10 px', () => {
    expect(nextNavbarVisible(0, 11, true)).toBe(false);
    expect(nextNavbarVisible(200, 260, true)).toBe(false);
  });

  it('shows again when scrolling up', () => {
    expect(nextNavbarVisible(400, 390, false)).toBe(true);
  });

  it('always shows within 10 px of the top, whatever the direction', () => {
    expect(nextNavbarVisible(0, 10, true)).toBe(true);
    expect(nextNavbarVisible(5, 9, false)).toBe(true);
    expect(nextNavbarVisible(300, 0, false)).toBe(true);
  });

  it('keeps its state when the position does not change', () => {
    expect(nextNavbarVisible(100, 100, false)).toBe(false);
    expect(nextNavbarVisible(100, 100, true)).toBe(true);
  });
});

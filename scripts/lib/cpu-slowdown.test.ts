import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-slowdown.ts';

describe('the CPU slowdown for the mobile preset', () => {
  it("is Lighthouse's 4× on the high-end desktop it is made for", () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
  });

  it('emulates the same phone from a weaker or a stronger host', () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(875)).toBe(2);
    expect(cpuSlowdownFor(2625)).toBe(6);
  });

  it('never speeds a host up, and refuses a reading that is not one', () => {
    expect(cpuSlowdownFor(300)).toBe(1);
    expect(() => cpuSlowdownFor(0)).toThrow();
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
  });
});

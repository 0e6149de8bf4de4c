import { describe, expect, it } from 'vitest';
import { sectionAt } from './table-of-contents.ts';

describe('the section being read', () => {
  it('is the last whose heading has passed the line; none before the first', () => {
    expect(sectionAt([400, 900, 1600], 300)).toBe(-1);
    expect(sectionAt([200, 900, 1600], 300)).toBe(0);
    expect(sectionAt([-800, -100, 250], 300)).toBe(2);
    expect(sectionAt([], 300)).toBe(-1);
  });
});

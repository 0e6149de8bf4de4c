import { describe, expect, it } from 'vitest';
import { projectCardDelayMs, skillCardDelayMs } from './entrance-delay.ts';

describe('entrance delays', () => {
  it('staggers skill cards by 100 ms per position', () => {
    expect([0, 1, 2, 15].map(skillCardDelayMs)).toEqual([0, 100, 200, 1500]);
  });

  it('delays project cards by 200 ms times (index + 3)', () => {
    expect([0, 1, 7].map(projectCardDelayMs)).toEqual([600, 800, 2000]);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselTiming } from './carousel-timing.ts';
import { useCarousel } from './use-carousel.ts';

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec timings', () => {
    expect(carouselTiming).toEqual({
      autoAdvanceMs: 2000,
      afterArrowMs: 3000,
      afterDotMs: 5000,
      afterDotIntervalMs: 3000,
    });
  });

  it('advances every 2000 ms and loops back to the first image', () => {
    const { result } = renderHook(() => useCarousel(3, false));
    expect(result.current.index).toBe(0);
    advance(1999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(2000);
    expect(result.current.index).toBe(2);
    advance(2000);
    expect(result.current.index).toBe(0);
  });

  it('wraps in both directions with the arrows', () => {
    const { result } = renderHook(() => useCarousel(4, true));
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('restarts auto-advance 3000 ms after an arrow click, then every 2000 ms', () => {
    const { result } = renderHook(() => useCarousel(10, false));
    advance(1500);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    advance(2999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
    advance(2000);
    expect(result.current.index).toBe(3);
  });

  it('restarts auto-advance 5000 ms after a dot click, then every 3000 ms', () => {
    const { result } = renderHook(() => useCarousel(10, false));
    advance(1000);
    act(() => result.current.goTo(5));
    expect(result.current.index).toBe(5);
    advance(4999);
    expect(result.current.index).toBe(5);
    advance(1);
    expect(result.current.index).toBe(6);
    advance(2999);
    expect(result.current.index).toBe(6);
    advance(1);
    expect(result.current.index).toBe(7);
    advance(3000);
    expect(result.current.index).toBe(8);
  });

  it('an arrow click after a dot click returns to the 2000 ms rhythm', () => {
    const { result } = renderHook(() => useCarousel(10, false));
    act(() => result.current.goTo(2));
    act(() => result.current.next());
    advance(3000);
    expect(result.current.index).toBe(4);
    advance(2000);
    expect(result.current.index).toBe(5);
  });

  it('stands still while paused and resumes when allowed again', () => {
    const { result, rerender } = renderHook(({ paused }) => useCarousel(3, paused), {
      initialProps: { paused: true },
    });
    advance(10_000);
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    advance(2000);
    expect(result.current.index).toBe(1);
  });

  it('never moves a single image', () => {
    const { result } = renderHook(() => useCarousel(1, false));
    advance(10_000);
    expect(result.current.index).toBe(0);
  });
});

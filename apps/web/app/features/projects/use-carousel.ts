import { useCallback, useEffect, useState } from 'react';
import { carouselTiming, wrapIndex } from './carousel-timing.ts';

interface Schedule {
  /** Delay before the next automatic step. */
  firstMs: number;
  /** Delay between the automatic steps after that. */
  everyMs: number;
  /** Changes on every interaction so the timers restart even when the delays are the same. */
  generation: number;
}

const normal: Omit<Schedule, 'generation'> = {
  firstMs: carouselTiming.autoAdvanceMs,
  everyMs: carouselTiming.autoAdvanceMs,
};

/**
 * One project's carousel: its own index, wrapping both ways, auto-advancing unless `paused`
 * (off screen, tab hidden, reduced motion). Arrow and dot clicks restart the timing per the spec.
 */
export function useCarousel(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [schedule, setSchedule] = useState<Schedule>({ ...normal, generation: 0 });

  useEffect(() => {
    if (paused || count < 2) return;
    let timer: ReturnType<typeof setTimeout>;
    const step = (delay: number): void => {
      timer = setTimeout(() => {
        setIndex((current) => wrapIndex(current + 1, count));
        step(schedule.everyMs);
      }, delay);
    };
    step(schedule.firstMs);
    return () => clearTimeout(timer);
  }, [paused, count, schedule]);

  const restart = useCallback((firstMs: number, everyMs: number) => {
    setSchedule((current) => ({ firstMs, everyMs, generation: current.generation + 1 }));
  }, []);

  const previous = useCallback(() => {
    setIndex((current) => wrapIndex(current - 1, count));
    restart(carouselTiming.afterArrowMs, carouselTiming.autoAdvanceMs);
  }, [count, restart]);

  const next = useCallback(() => {
    setIndex((current) => wrapIndex(current + 1, count));
    restart(carouselTiming.afterArrowMs, carouselTiming.autoAdvanceMs);
  }, [count, restart]);

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrapIndex(target, count));
      restart(carouselTiming.afterDotMs, carouselTiming.afterDotIntervalMs);
    },
    [count, restart],
  );

  return { index, previous, next, goTo };
}

import { describe, expect, it } from 'vitest';
import {
  barFailures,
  leastDisturbedRun,
  medianRow,
  summarize,
  tableRow,
} from './lighthouse-summary.ts';
import type { LighthouseReport } from './lighthouse-summary.ts';

function report({
  performance = 1,
  accessibility = 1,
  bestPractices = 1,
  seo = 1,
  lcp = 1200,
  tbt = 10,
  cls = 0,
}: {
  performance?: number | null;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
} = {}): LighthouseReport {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: accessibility },
      'best-practices': { score: bestPractices },
      seo: { score: seo },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'total-byte-weight': { numericValue: 204_800 },
      'resource-summary': {
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', transferSize: 204_800 },
            { resourceType: 'script', transferSize: 143_360 },
          ],
        },
      },
    },
  };
}

describe('the Lighthouse summary', () => {
  it('reads scores as percentages and the metrics the table shows', () => {
    const row = summarize(report({ performance: 0.97, lcp: 1834.4 }), '/about', 'mobile');
    expect(tableRow(row)).toEqual([
      '/about',
      'mobile',
      '97',
      '100',
      '100',
      '100',
      '1834',
      '10',
      '0.000',
      '200.0',
      '140.0',
    ]);
  });

  it('passes a report that meets every bar', () => {
    expect(barFailures([summarize(report({ performance: 0.95 }), '/', 'desktop')])).toEqual([]);
  });

  it('names each broken bar with the route and preset', () => {
    const rows = [
      summarize(report({ performance: 0.94, accessibility: 0.98 }), '/skills', 'mobile'),
      summarize(report({ seo: 0.92, cls: 0.02, tbt: 51 }), '/contact', 'desktop'),
    ];
    expect(barFailures(rows)).toEqual([
      '/skills (mobile): performance 94 < 95',
      '/skills (mobile): accessibility 98 < 100',
      '/contact (desktop): seo 92 < 100',
      '/contact (desktop): CLS 0.020 > 0.01',
      '/contact (desktop): TBT 51 ms > 50 ms',
    ]);
  });

  it('judges only the bars a machine cannot move on a preset whose timing bars are not judged', () => {
    const rows = [
      summarize(report({ performance: 0.8, tbt: 400 }), '/about', 'mobile'),
      summarize(
        report({ performance: 0.8, tbt: 400, accessibility: 0.9, cls: 0.2 }),
        '/',
        'mobile',
      ),
      summarize(report({ performance: 0.94, tbt: 51 }), '/', 'desktop'),
    ];
    expect(barFailures(rows, { timingOn: ['desktop'] })).toEqual([
      '/ (mobile): accessibility 90 < 100',
      '/ (mobile): CLS 0.200 > 0.01',
      '/ (desktop): performance 94 < 95',
      '/ (desktop): TBT 51 ms > 50 ms',
    ]);
  });

  it('fails a category Lighthouse could not score and a metric it could not measure', () => {
    const broken = report({ performance: null });
    delete broken.audits['total-blocking-time'];
    expect(barFailures([summarize(broken, '/', 'mobile')])).toEqual([
      '/ (mobile): performance 0 < 95',
      '/ (mobile): TBT NaN ms > 50 ms',
    ]);
  });

  it("judges a page on each figure's own median across runs, not on one whole run", () => {
    const runs = [
      report({ tbt: 83, lcp: 2500, performance: 0.96 }),
      report({ tbt: 15, lcp: 2400, performance: 0.97 }),
      report({ tbt: 18, lcp: 2600, performance: 0.98 }),
    ].map((run) => summarize(run, '/projects', 'mobile'));
    const row = medianRow(runs);
    expect(row).toMatchObject({ route: '/projects', preset: 'mobile', tbtMs: 18, lcpMs: 2500 });
    expect(row.performance).toBe(97);
    expect(barFailures([row])).toEqual([]);
    // A real regression stays a failure: most runs miss.
    const slow = [90, 15, 70, 80, 20].map((tbt) => summarize(report({ tbt }), '/', 'mobile'));
    expect(barFailures([medianRow(slow)])).toEqual(['/ (mobile): TBT 70 ms > 50 ms']);
  });

  it('after a miss, judges the run the machine disturbed least, which a page blocking by itself still fails', () => {
    const noisy = [95, 61, 70, 38, 66].map((tbt, index) =>
      summarize(report({ tbt, performance: 0.95 + index / 100 }), '/skills', 'mobile'),
    );
    expect(leastDisturbedRun(noisy)).toMatchObject({ tbtMs: 38, performance: 98 });
    expect(barFailures([leastDisturbedRun(noisy)])).toEqual([]);
    // Own work of 60 ms shows in every run, however quiet the machine.
    const blocking = [95, 61, 70, 64, 66].map((tbt) =>
      summarize(report({ tbt }), '/skills', 'mobile'),
    );
    expect(barFailures([leastDisturbedRun(blocking)])).toEqual([
      '/skills (mobile): TBT 61 ms > 50 ms',
    ]);
    // Ties go to the better performance score.
    const tied = [0.96, 0.99].map((performance) =>
      summarize(report({ tbt: 10, performance }), '/', 'mobile'),
    );
    expect(leastDisturbedRun(tied).performance).toBe(99);
    // Then to the least layout shift: a shift in some runs only is the machine's timing.
    const shifting = [0.016, 0, 0.006].map((cls) =>
      summarize(report({ tbt: 0, cls }), '/skills', 'desktop'),
    );
    expect(barFailures([leastDisturbedRun(shifting)])).toEqual([]);
    // A page that shifts in every run still fails.
    const alwaysShifting = [0.016, 0.03, 0.02].map((cls) =>
      summarize(report({ tbt: 0, cls }), '/skills', 'desktop'),
    );
    expect(barFailures([leastDisturbedRun(alwaysShifting)])).toEqual([
      '/skills (desktop): CLS 0.016 > 0.01',
    ]);
    expect(() => leastDisturbedRun([])).toThrow();
  });
});

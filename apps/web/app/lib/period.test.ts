import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import { formatDate, formatPeriod } from './period.ts';

describe('formatPeriod', () => {
  it('writes months in the language given, and an open end as the copy says', () => {
    expect(formatPeriod({ startDate: '2025-01' }, 'en', 'Present')).toBe('Jan 2025 – Present');
    expect(formatPeriod({ startDate: '2024-06', endDate: '2024-12' }, 'en')).toBe(
      'Jun 2024 – Dec 2024',
    );
    expect(formatPeriod({ startDate: '2023-03' }, 'pt-BR', 'o momento')).toBe(
      'mar. de 2023 – o momento',
    );
    expect(formatPeriod({ startDate: '2021-11', endDate: '2022-02' }, 'zh-CN')).toBe(
      '2021年11月 – 2022年2月',
    );
  });

  it('writes a year alone as the year, and a day as its month', () => {
    expect(formatPeriod({ startDate: '2020', endDate: '2023' }, 'de')).toBe('2020 – 2023');
    expect(formatPeriod({ startDate: '2024-06-29', endDate: '2025' }, 'en')).toBe(
      'Jun 2024 – 2025',
    );
    expect(formatDate('2024-02', 'en')).toBe('Feb 2024');
  });

  it("uses the site's language and its word for an open end by default", () => {
    expect(formatPeriod({ startDate: '2020' })).toBe(`2020 – ${copy.present}`);
  });
});

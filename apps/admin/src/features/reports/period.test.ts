import { describe, expect, it } from 'vitest';
import { everyDay, periodOf, presetRange } from './period.ts';

describe('report periods', () => {
  const today = new Date(2026, 2, 15, 13, 30);
  it.each([
    ['last7', '2026-03-09', '2026-03-15'],
    ['last30', '2026-02-14', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-15'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
    ['thisYear', '2026-01-01', '2026-03-15'],
    ['lastYear', '2025-01-01', '2025-12-31'],
  ] as const)('%s runs from %s to %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('asks from the first midnight to the midnight after the last day, and nothing for an empty or backward range', () => {
    expect(periodOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: new Date(2026, 2, 1).getTime(),
      to: new Date(2026, 2, 2).getTime(),
    });
    expect(periodOf({ from: '', to: '2026-03-01' })).toBeNull();
    expect(periodOf({ from: '2026-03-02', to: '2026-03-01' })).toBeNull();
  });
});

describe('every day of a range', () => {
  const sold = { key: '2026-03-02', label: '2026-03-02', currency: 'EUR', orders: 1, gross: 500, refunded: 0, net: 500 };
  it('puts in the days without sales as zero, in order', () => {
    const rows = everyDay([sold], { from: '2026-03-01', to: '2026-03-03' }, 'EUR');
    expect(rows.map((r) => [r.key, r.net])).toEqual([
      ['2026-03-01', 0],
      ['2026-03-02', 500],
      ['2026-03-03', 0],
    ]);
  });

  it('keeps only the days with sales over more than 400 days', () => {
    expect(everyDay([sold], { from: '2024-01-01', to: '2026-03-03' }, 'EUR')).toEqual([sold]);
  });
});

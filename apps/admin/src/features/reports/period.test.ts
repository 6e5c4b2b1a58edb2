import { describe, expect, it } from 'vitest';
import { periodOf, presetRange } from './period.ts';

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

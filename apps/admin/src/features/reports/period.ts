import type { TAdminSalesReport } from '@shop/shared';

/** The periods the report offers with one click; `custom` is what the date fields say. */
export const PERIOD_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A period of whole days as the date fields hold them, both included: `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The days of a preset as seen on `today` (local time). */
export function presetRange(preset: PeriodPreset, today: Date): DayRange {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  switch (preset) {
    case 'last7':
      return { from: dayOf(new Date(y, m, d - 6)), to: dayOf(today) };
    case 'last30':
      return { from: dayOf(new Date(y, m, d - 29)), to: dayOf(today) };
    case 'thisMonth':
      return { from: dayOf(new Date(y, m, 1)), to: dayOf(today) };
    case 'lastMonth':
      return { from: dayOf(new Date(y, m - 1, 1)), to: dayOf(new Date(y, m, 0)) };
    case 'thisYear':
      return { from: dayOf(new Date(y, 0, 1)), to: dayOf(today) };
    case 'lastYear':
      return { from: dayOf(new Date(y - 1, 0, 1)), to: dayOf(new Date(y - 1, 11, 31)) };
  }
}

/**
 * The report's query of a day range: from the first day's local midnight (included) to the
 * midnight after the last day (excluded), epoch ms; null while a field is empty or the range runs backwards.
 */
export function periodOf(range: DayRange): { from: number; to: number } | null {
  const parse = (day: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)?.slice(1).map(Number);
  const from = parse(range.from);
  const to = parse(range.to);
  if (!from || !to) return null;
  const start = new Date(from[0]!, from[1]! - 1, from[2]!).getTime();
  const end = new Date(to[0]!, to[1]! - 1, to[2]! + 1).getTime();
  return end > start ? { from: start, to: end } : null;
}

type SalesRow = TAdminSalesReport['rows'][number];

/** The most days drawn one by one; a longer range shows only the days with sales. */
const DAYS_DRAWN = 400;

/**
 * A currency's rows by day with the days without sales put in as zero, so the day axis runs
 * evenly through the whole range; a range over 400 days keeps only the days with sales.
 */
export function everyDay(rows: SalesRow[], range: DayRange, currency: string): SalesRow[] {
  const period = periodOf(range);
  if (!period) return rows;
  const [y, m, d] = range.from.split('-').map(Number) as [number, number, number];
  const days: string[] = [];
  for (let i = 0; days.length <= DAYS_DRAWN; i++) {
    const day = new Date(y, m - 1, d + i);
    if (day.getTime() >= period.to) break;
    days.push(dayOf(day));
  }
  if (days.length > DAYS_DRAWN) return rows;
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return days.map((day) => byKey.get(day) ?? { key: day, label: day, currency, orders: 0, gross: 0, refunded: 0, net: 0 });
}

/** Days start at midnight where the admin is. */
export const reportTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

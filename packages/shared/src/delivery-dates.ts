/** Delivery dates: an option's working days in a market, and a day as each language writes it. */

/**
 * Standard delivery's working days outside the United States: the settings hold one range per
 * option, which is the US one; EU parcels take up to this many days.
 */
export const STANDARD_DAYS_EU_MAX = 10;

/** A delivery option's days in a market: standard takes longer outside the United States. */
export function deliveryDays(option: { type: string; days: { min: number; max: number } }, abroad: boolean): { min: number; max: number } {
  return option.type === '1' && abroad ? { min: option.days.min, max: Math.max(option.days.max, STANDARD_DAYS_EU_MAX) } : option.days;
}

/** Short month names as English and German write a day and month ("Nov 29", "29. Nov."). */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
};

/**
 * A day of the year as the shopper's language writes it: "Nov 29", "29. Nov.", "11月29日" (what
 * `Intl.DateTimeFormat` writes for a month and day, without loading its calendar data).
 */
export function formatDayMonth(date: Date, language: string): string {
  const day = date.getDate();
  const month = date.getMonth();
  if (language === 'zh') return `${month + 1}月${day}日`;
  if (language === 'de') return `${day}. ${MONTHS.de[month]}`;
  return `${MONTHS.en[month]} ${day}`;
}

/** The days a parcel sent on `sent` arrives between, as the language writes them ("Dec 3", "Dec 7"). */
export function deliveryWindow(sent: Date, days: { min: number; max: number }, language: string): { from: string; to: string } {
  const after = (n: number) => new Date(sent.getTime() + n * 86_400_000);
  return { from: formatDayMonth(after(days.min), language), to: formatDayMonth(after(days.max), language) };
}

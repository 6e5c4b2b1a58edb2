/** The start of a day picked in a date field, or its end, as epoch milliseconds (the admin's time zone). */
export function dayBound(value: string, end: boolean): number | null {
  if (!value) return null;
  const [y, m, d] = value.split('-').map(Number);
  return end ? new Date(y!, m! - 1, d!, 23, 59, 59, 999).getTime() : new Date(y!, m! - 1, d!).getTime();
}

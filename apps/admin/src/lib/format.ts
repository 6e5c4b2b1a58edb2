import { formatMoney, type Currency } from '@shop/shared';
import i18n from './i18n.ts';

/** Cents in an order's or a price's own currency, written as the admin's language writes money ("18,49 €" in German). */
export function money(cents: number, currency: string): string {
  return formatMoney(cents, (currency === 'EUR' ? 'EUR' : 'USD') as Currency, i18n.language);
}

/** Epoch milliseconds as date and time in the admin's language; empty for none. */
export function dateTime(ms: number | null | undefined): string {
  if (!ms) return '';
  return new Date(ms).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}

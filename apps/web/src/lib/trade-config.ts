import { CUSTOM_MIN_COUNT, deliveryDays, formatMoney, type TTradeConfig } from '@shop/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { client } from './api-client.ts';

/** The shop's payment channels, contact data, delivery options and free threshold (the settings). */
export const tradeConfigQuery = () =>
  queryOptions({ queryKey: client.trade.config.get.key(), queryFn: () => client.trade.config.get(), staleTime: 10 * 60_000 });

export const useTradeConfig = () => useQuery(tradeConfigQuery());

/** An option's working days as the texts name them ("5–7"). */
const dayRange = (days: { min: number; max: number }) => (days.min === days.max ? String(days.min) : `${days.min}–${days.max}`);

/**
 * The values the long page texts fill in (`{{phoneUs}}`, `{{freeThresholdEur}}` …): the shop's
 * contact data and delivery figures from its settings, money in the page's language, and the
 * catalogue's logo minimum.
 */
export function shopFacts(config: TTradeConfig, language: string): Record<string, string> {
  const { contact, delivery } = config;
  const money = (cents: number, currency: 'USD' | 'EUR') => formatMoney(cents, currency, language);
  const facts: Record<string, string> = {
    phoneUs: contact.phone.US,
    phoneEu: contact.phone.EU,
    mail: contact.mail,
    hours: contact.hours,
    freeThresholdUsd: money(delivery.freeThreshold.USD, 'USD'),
    freeThresholdEur: money(delivery.freeThreshold.EUR, 'EUR'),
    // The catalogue's logo minimum where a product names none of its own.
    logoMinimum: String(CUSTOM_MIN_COUNT),
  };
  const standard = delivery.options.find((o) => o.type === '1');
  const names = { '1': 'standard', '2': 'urgent', '3': 'extra' } as const;
  for (const option of delivery.options) {
    const name = names[option.type];
    facts[`${name}Usd`] = money(option.priceUsd, 'USD');
    facts[`${name}Eur`] = money(option.priceEur, 'EUR');
    // What a faster option adds to the standard fee (all it costs once standard ships free).
    facts[`${name}ExtraUsd`] = money(option.priceUsd - (standard?.priceUsd ?? 0), 'USD');
    facts[`${name}ExtraEur`] = money(option.priceEur - (standard?.priceEur ?? 0), 'EUR');
    facts[`${name}Days`] = dayRange(option.days);
    facts[`${name}DaysEu`] = dayRange(deliveryDays(option, true));
  }
  return facts;
}

/** The template values of the page texts; suspends until the settings are there (a server-rendered page has them in its HTML). */
export function useShopFacts(language: string): Record<string, string> {
  return shopFacts(useSuspenseQuery(tradeConfigQuery()).data, language);
}

import { netOfGross, percentOf } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { client } from './api-client.ts';
import { usePrice } from './format.ts';
import { accessTokenStore, currencyStore } from './session.ts';
import { useStore } from './store.ts';

/** The logged-in member's company (null for consumers and while logged out); the member's company page shares its query. */
export function useBuyerCompany() {
  const token = useStore(accessTokenStore);
  const { data } = useQuery({
    queryKey: client.member.company.get.key(),
    queryFn: () => client.member.company.get(),
    enabled: token !== null,
  });
  return token === null ? null : (data ?? null);
}

/**
 * The catalogue's prices as the asking buyer pays them: a company under the reverse charge (the
 * server answers the VAT to take out with the member's company) sees EUR prices without VAT, each
 * unit as checkout nets it; everyone else the prices as listed. Logged out and before the company
 * is known (the server's first page too), nothing changes.
 */
export function useShelfPrices() {
  const company = useBuyerCompany();
  const currency = useStore(currencyStore);
  const vatBp = currency === 'EUR' ? (company?.netPriceVatBp ?? 0) : 0;
  const money = usePrice();
  const net = (cents: number) => netOfGross(cents, vatBp);
  return {
    /** True when the prices shown are net (reverse charge). */
    reverseCharge: vatBp > 0,
    /** A listed unit price as charged. */
    net,
    /** A listed unit price as charged, formatted. */
    price: (cents: number) => money(net(cents)),
    /** `count` units at `discount` percent off, as checkout charges the line. */
    line: (unitPrice: number, count: number, discount = 0) => percentOf(net(unitPrice) * count, 100 - discount),
    /** Cents already as charged, formatted. */
    money,
  };
}

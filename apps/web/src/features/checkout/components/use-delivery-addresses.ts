import type { TAddress } from '@shop/shared';
import { useAddresses, useCompanyAddresses } from '../../member/index.ts';

/**
 * Where a member's order can go: their own saved addresses, and the delivery addresses their
 * company shares; `all` is undefined until both are known.
 */
export function useDeliveryAddresses(): { own: TAddress[] | undefined; company: TAddress[]; all: TAddress[] | undefined } {
  const { data: own } = useAddresses();
  const { data: shared } = useCompanyAddresses();
  const company = (shared ?? []).filter((a) => a.kind === 'delivery');
  return { own, company, all: own && shared ? [...own, ...company] : undefined };
}

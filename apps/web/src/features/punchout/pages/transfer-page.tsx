import '../punchout.css';
import { formatMoney, type TOrderLineInput } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { client } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { accessTokenStore, currencyStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { parseLineList } from '../../cart/index.ts';
import { punchoutStore } from '../punchout-session.ts';

type Line = TOrderLineInput & { skuId: number; count: number; cartId?: number };

/** The checkout's lines, then the cart's selected lines not among them: what goes back to purchasing (the server does the same). */
function useTransferLines(posted: Line[]) {
  const cart = useQuery({ queryKey: client.trade.cart.list.key(), queryFn: () => client.trade.cart.list() });
  const postedCartIds = new Set(posted.flatMap((l) => (l.cartId === undefined ? [] : [l.cartId])));
  const postedNormal = new Set(posted.filter((l) => (l.orderType ?? 1) === 1).map((l) => l.skuId));
  const fromCart = (cart.data?.validList ?? [])
    .filter((c) => c.selected && !postedCartIds.has(c.id) && !postedNormal.has(c.sku.id))
    .map((c): Line => ({ skuId: c.sku.id, count: c.count, cartId: c.id }));
  return { lines: [...posted, ...fromCart], ready: cart.isSuccess };
}

/**
 * `/createOrder` in a punchout session: no address or payment; the lines (with the cart's) priced
 * for the organisation, and "Transfer to purchasing", a form the API answers with the page that
 * posts them to the purchasing system.
 */
export function TransferPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('punchout.transferTitle'));
  const session = useStore(punchoutStore);
  const token = useStore(accessTokenStore);
  const currency = useStore(currencyStore);
  const [params] = useSearchParams();
  const posted = parseLineList<Line>(params.get('items'));
  const { lines, ready } = useTransferLines(posted);
  const body = { items: lines, deliveryType: '1' as const };
  const settlement = useQuery({
    queryKey: client.trade.order.settlement.key(body),
    queryFn: () => client.trade.order.settlement(body),
    enabled: ready && lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (ready && lines.length === 0)
    return (
      <EmptyState title={t('checkout.nothing')}>
        <Link to="/">{t('notFound.home')}</Link>
      </EmptyState>
    );
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const items = settlement.data?.items ?? [];
  const goods = items.reduce((sum, i) => sum + i.discountedPrice + i.decalsPrice, 0);
  return (
    <section className="page punchout-transfer" aria-labelledby="transfer-title">
      <h1 id="transfer-title">{t('punchout.transferTitle')}</h1>
      <p>{t('punchout.transferIntro', { name: session?.name ?? '' })}</p>
      <ul className="cart__lines">
        {items.map((item, index) => (
          <li key={`${item.skuId}-${lines[index]?.orderType ?? 1}`} className="cart-line checkout-line">
            <img src={item.picUrl} alt="" width="64" height="64" />
            <span>
              {item.spuName}
              {item.properties.length > 0 && ` (${item.properties.map((p) => p.valueName).join(', ')})`}
              {item.orderType === 2 && ` · ${t('punchout.logoLine')}`}
            </span>
            <span>× {item.count}</span>
            <strong>{money(item.discountedPrice + item.decalsPrice)}</strong>
          </li>
        ))}
      </ul>
      <p>
        {t('punchout.goods')}: <strong>{money(goods)}</strong>
      </p>
      <p className="muted">{t('punchout.transferNote')}</p>
      <form method="post" action="/punchout/transfer">
        <input type="hidden" name="token" value={token ?? ''} />
        <input type="hidden" name="items" value={JSON.stringify(posted)} />
        <button type="submit" className="button button--primary" disabled={!settlement.isSuccess}>
          {t('punchout.transfer')}
        </button>
      </form>
    </section>
  );
}

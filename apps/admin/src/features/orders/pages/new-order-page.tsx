import '../orders.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useCan } from '../../auth/index.ts';
import { useCreateOrderForMember, useNewOrderPrice, type NewOrderBody } from '../api/new-order.ts';
import { BuyerPicker, type Buyer } from '../components/buyer-picker.tsx';
import { EMPTY_ADDRESS, NewOrderAddress, NewOrderBilling, type TypedAddress } from '../components/new-order-address.tsx';
import { OrderLinePicker, type NewOrderLine } from '../components/order-line-picker.tsx';
import { OrderTotals } from '../components/order-totals.tsx';

const DELIVERY_TYPES = ['1', '2', '3'] as const;

/** The request as the contract takes it, from what the page holds. */
function bodyOf(
  buyer: Buyer | null,
  lines: NewOrderLine[],
  savedId: number | undefined,
  billingId: number | undefined,
  typed: TypedAddress,
  deliveryType: string,
  code: string,
) {
  const who = buyer === null ? {} : 'memberId' in buyer ? { memberId: buyer.memberId } : { email: buyer.email, language: buyer.language };
  return {
    ...who,
    items: lines.map(({ skuId, count }) => ({ skuId, count })),
    deliveryType,
    ...(savedId !== undefined ? { addressId: savedId } : { address: typed }),
    ...(billingId !== undefined ? { billingAddressId: billingId } : {}),
    ...(code.trim() ? { code: code.trim() } : {}),
  } as NewOrderBody;
}

/**
 * `/orders/new`: an order for a customer who phones. The price shown is the storefront settlement's
 * for this buyer; placing it mails the buyer the payment link and opens the order's page.
 */
export function NewOrderPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [lines, setLines] = useState<NewOrderLine[]>([]);
  const [savedId, setSavedId] = useState<number>();
  const [billingId, setBillingId] = useState<number>();
  const [typed, setTyped] = useState<TypedAddress>(EMPTY_ADDRESS);
  const [deliveryType, setDeliveryType] = useState<string>('1');
  const [code, setCode] = useState('');
  // One key per order on this page: a second click or a retry answers the same order.
  const [key] = useState(() => crypto.randomUUID());
  const body = bodyOf(buyer, lines, savedId, billingId, typed, deliveryType, code);
  const price = useNewOrderPrice(body);
  const create = useCreateOrderForMember();
  const memberId = buyer && 'memberId' in buyer ? buyer.memberId : undefined;

  const place = async () => {
    const created = await create.mutateAsync({ body, key });
    showToast(t('newOrder.created', { no: created.no }), 'success');
    await navigate(`/orders/${created.id}`);
  };
  return (
    <section className="new-order">
      <PageHeader title={t('newOrder.title')}>
        <Link to="/orders">{t('nav.orders')}</Link>
      </PageHeader>
      <fieldset>
        <legend>{t('newOrder.buyer')}</legend>
        <BuyerPicker
          buyer={buyer}
          canSearch={can('member:user:query')}
          onChange={(next) => {
            setBuyer(next);
            setSavedId(undefined);
            setBillingId(undefined);
          }}
        />
      </fieldset>
      <fieldset>
        <legend>{t('orders.lines')}</legend>
        <OrderLinePicker lines={lines} onChange={setLines} />
      </fieldset>
      <fieldset>
        <legend>{t('orders.shipTo')}</legend>
        <NewOrderAddress memberId={memberId} savedId={savedId} onSaved={setSavedId} typed={typed} onTyped={setTyped} />
        <NewOrderBilling memberId={memberId} billingId={billingId} onChange={setBillingId} />
        <SelectField label={t('orders.delivery')} value={deliveryType} onChange={(e) => setDeliveryType(e.target.value)}>
          {DELIVERY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`newOrder.delivery.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('newOrder.code')} value={code} onChange={(e) => setCode(e.target.value)} />
      </fieldset>
      <section aria-label={t('newOrder.price')}>
        <h2>{t('newOrder.price')}</h2>
        {price.data ? (
          <OrderTotals order={{ ...price.data.price, couponCode: code.trim() || null, currency: price.data.currency }} />
        ) : (
          <p className="muted">{t('newOrder.priceHint')}</p>
        )}
      </section>
      <p className="muted">{t('newOrder.mailNote')}</p>
      <button
        type="button"
        className="primary"
        disabled={!price.data || create.isPending}
        onClick={() => void place().catch(() => undefined)}
      >
        {t('newOrder.place')}
      </button>
    </section>
  );
}

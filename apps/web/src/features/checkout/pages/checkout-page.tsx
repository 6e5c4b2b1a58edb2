import type { TOrderLineInput } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormTextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useProfile } from '../../member/index.ts';
import { COUPON_ERRORS, useSettlement } from '../api/get-settlement.ts';
import { AddressSection } from '../components/address-section.tsx';
import { BillingSection } from '../components/billing-section.tsx';
import type { CheckoutValues } from '../components/checkout-values.ts';
import { DeliverySection } from '../components/delivery-section.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import type { PayChannel } from '../components/pay-buttons.tsx';
import { PaymentSection } from '../components/payment-section.tsx';
import { PriceSummary } from '../components/price-summary.tsx';
import { PromoCode } from '../components/promo-code.tsx';
import { useCheckoutLines } from '../components/use-checkout-lines.ts';
import { usePlaceOrder } from '../components/use-place-order.ts';

/** `/createOrder?items=`: contact, addresses and delivery; the priced order with its promo code; payment. */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageMeta(t('checkout.title'));
  const price = usePrice();
  const loggedIn = useStore(accessTokenStore) !== null;
  const { items, lines, setLines } = useCheckoutLines();
  const { control, watch, getValues, setValue } = useForm<CheckoutValues>({ defaultValues: { email: '', deliveryType: '1', promo: '' } });
  const deliveryType = watch('deliveryType');
  const { data: profile } = useProfile();
  const [addressId, setAddressId] = useState<number>();
  const [billingId, setBillingId] = useState<number>();
  const [code, setCode] = useState<string>();
  const placeOrder = usePlaceOrder();

  useEffect(() => {
    if (profile && !getValues('email')) setValue('email', profile.mail);
  }, [profile, getValues, setValue]);

  const order = { items: lines as TOrderLineInput[], deliveryType, addressId, code, pointStatus: false };
  const settlement = useSettlement(lines.length ? order : null);
  useEffect(() => {
    if (settlement.error instanceof ApiError && COUPON_ERRORS.includes(settlement.error.code)) {
      showToast(settlement.error.message);
      setCode(undefined);
      setValue('promo', '');
    }
  }, [settlement.error, setValue]);

  if (!loggedIn) return <Navigate to={`/login?items=${encodeURIComponent(items ?? '[]')}`} replace />;
  if (lines.length === 0)
    return (
      <EmptyState title={t('checkout.nothing')}>
        <Link to="/">{t('notFound.home')}</Link>
      </EmptyState>
    );

  const summary = settlement.data;
  const addressDeleted = (id: number) => {
    setAddressId(undefined);
    if (billingId === id) setBillingId(undefined);
  };
  const pay = (channel: PayChannel) => placeOrder.pay(channel, { ...order, billingAddressId: billingId, email: getValues('email') });
  return (
    <section className="checkout">
      <h1>{t('checkout.title')}</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          <FormTextField control={control} name="email" label={t('checkout.email')} type="email" required />
          <AddressSection addressId={addressId} onChoose={setAddressId} onDeleted={addressDeleted} />
          <BillingSection addressId={addressId} billingId={billingId} onChoose={setBillingId} />
          <DeliverySection control={control} />
        </div>
        <aside className="checkout__summary" aria-label={t('checkout.summary')}>
          <h2>{t('checkout.summary')}</h2>
          <OrderLines lines={lines} items={summary?.items ?? []} onChange={setLines} />
          <PromoCode control={control} onApply={() => setCode(getValues('promo').trim() || undefined)} />
          {summary && <PriceSummary price={summary.price} />}
        </aside>
        <PaymentSection amount={summary ? price(summary.price.payPrice) : ''} disabled={placeOrder.paying || !summary} onPay={pay} />
      </div>
    </section>
  );
}

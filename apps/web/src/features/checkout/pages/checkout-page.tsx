import { currencyForCountry, type TOrderLineInput } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { FormTextField } from '../../../components/ui/form-fields.tsx';
import { client } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { useCountries, useProfile } from '../../member/index.ts';
import { AddressSection } from '../components/address-section.tsx';
import { BillingSection } from '../components/billing-section.tsx';
import { BuyerReferences, buyerReferencesOf } from '../components/buyer-references.tsx';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { DeliverySection } from '../components/delivery-section.tsx';
import { GuestAddress } from '../components/guest-address.tsx';
import type { CheckoutValues } from '../components/checkout-values.ts';
import { GUEST_FORM_KEYS, readGuestDraft, saveGuestDraft } from '../components/guest-draft.ts';
import type { PayChannel } from '../components/pay-buttons.tsx';
import { useCheckoutForm } from '../components/use-checkout-form.ts';
import { type CheckoutLine, useCheckoutLines, useChosenAddress } from '../components/use-checkout-lines.ts';
import { useGuestPlaceOrder } from '../components/use-guest-place-order.ts';
import { usePlaceOrder } from '../components/use-place-order.ts';
import { useDeliveryAddresses } from '../components/use-delivery-addresses.ts';

interface LinesProps {
  lines: CheckoutLine[];
  setLines: (lines: CheckoutLine[]) => void;
}

/** The member's settings: the delivery option they prefer is chosen for them. */
const useMemberSettings = (enabled: boolean) =>
  useQuery({ queryKey: client.member.user.getSettings.key(), queryFn: () => client.member.user.getSettings(), enabled });

/** A member's checkout: saved addresses (the chosen one decides country, currency and tax), billing, delivery. */
function MemberCheckout({ lines, setLines }: LinesProps) {
  const { t } = useTranslation();
  const [addressId, setAddressId] = useChosenAddress();
  const [billingId, setBillingId] = useState<number>();
  // The member's own addresses and their company's delivery addresses.
  const { all: addresses } = useDeliveryAddresses();
  const { data: profile } = useProfile();
  const { data: settings } = useMemberSettings(true);
  const chosen = addresses?.find((a) => a.id === addressId);
  const currency = chosen ? currencyForCountry(chosen.countryCode) : undefined;
  // Priced once the address is known (no flash of another market's prices); without any saved address, for the visitor's market.
  const ready = addresses !== undefined && (addresses.length === 0 || chosen !== undefined);
  const { form, promoControl, body, settlement, code, applyPromo, removePromo } = useCheckoutForm((code, deliveryType) =>
    ready ? { items: lines as TOrderLineInput[], deliveryType, addressId: chosen?.id, code, pointStatus: false } : null,
  );
  const { control, getValues, setValue, formState } = form;
  const placeOrder = usePlaceOrder();

  useEffect(() => {
    if (profile && !getValues('email')) setValue('email', profile.mail);
  }, [profile, getValues, setValue]);
  useEffect(() => {
    if (settings && !formState.dirtyFields.deliveryType) setValue('deliveryType', settings.settlement.defaultDeliveryType);
  }, [settings, formState.dirtyFields.deliveryType, setValue]);

  const addressDeleted = (id: number) => {
    setAddressId(undefined);
    if (billingId === id) setBillingId(undefined);
  };
  const pay = (channel: PayChannel) =>
    body && placeOrder.pay(channel, { ...body, ...buyerReferencesOf(getValues()), billingAddressId: billingId, email: getValues('email') });
  return (
    <CheckoutLayout
      lines={lines}
      onLinesChange={setLines}
      summary={settlement.data}
      currency={currency}
      promoControl={promoControl}
      promoCode={code}
      onApplyPromo={applyPromo}
      onRemovePromo={removePromo}
      paying={placeOrder.paying}
      onPay={pay}
      offer={body}
    >
      {/* A member's order mails go to the account's address, whatever this field would say. */}
      <FormTextField control={control} name="email" label={t('checkout.email')} type="email" required readOnly />
      <AddressSection addressId={addressId} onChoose={setAddressId} onDeleted={addressDeleted} />
      {currency && <p className="muted">{t('checkout.marketNote', { currency })}</p>}
      <BillingSection addressId={addressId} billingId={billingId} onChoose={setBillingId} />
      <DeliverySection control={control} price={settlement.data?.price} currency={currency} />
      <BuyerReferences control={control} />
    </CheckoutLayout>
  );
}

/** A guest's checkout: e-mail and the typed delivery address (its country decides currency and tax), billing if different. */
function GuestCheckout({ lines, setLines, items }: LinesProps & { items: string | null }) {
  const { t } = useTranslation();
  const [draft] = useState(readGuestDraft);
  const [address, setAddress] = useState(draft.address);
  const [billing, setBilling] = useState(draft.billing);
  const [sameBilling, setSameBilling] = useState(draft.billing === null);
  const { countries } = useCountries();
  const country = countries.find((c) => c.id === Number(address?.areaId));
  const currency = country ? currencyForCountry(country.code) : undefined;
  const { form, promoControl, body, settlement, code, applyPromo, removePromo } = useCheckoutForm((code, deliveryType) => ({
    items: lines as TOrderLineInput[],
    deliveryType,
    code,
    pointStatus: false,
    ...(address
      ? { areaId: address.areaId, state: address.state, zipCode: address.zipCode, city: address.city, detailAddress: address.detailAddress }
      : {}),
  }));
  const { control, getValues, setValue, watch } = form;
  const placeOrder = useGuestPlaceOrder();

  useEffect(() => {
    for (const [field, value] of Object.entries(draft.values) as [keyof CheckoutValues, string][])
      if (value) setValue(field, value as never, { shouldDirty: true });
  }, [draft, setValue]);
  const [values, setValues] = useState(draft.values);
  useEffect(() => {
    const { unsubscribe } = watch((typed) => setValues({ ...typed }));
    return unsubscribe;
  }, [watch]);
  useEffect(() => {
    saveGuestDraft({ values, address, billing: sameBilling ? null : billing });
  }, [values, address, billing, sameBilling]);

  const pay = (channel: PayChannel) =>
    body &&
    placeOrder.pay(
      channel,
      {
        items: body.items,
        deliveryType: body.deliveryType,
        code: body.code,
        ...buyerReferencesOf(getValues()),
        email: getValues('email'),
        address,
        ...(!sameBilling && billing ? { billingAddress: billing } : {}),
      },
      !sameBilling && !billing,
    );
  return (
    <CheckoutLayout
      lines={lines}
      onLinesChange={setLines}
      summary={address ? settlement.data : undefined}
      preview={address ? undefined : settlement.data}
      currency={currency}
      promoControl={promoControl}
      promoCode={code}
      onApplyPromo={applyPromo}
      onRemovePromo={removePromo}
      paying={placeOrder.paying}
      onPay={pay}
      offer={body}
    >
      <p className="note">
        {t('checkout.guestNote')} <Link to={`/login?items=${encodeURIComponent(items ?? '[]')}`}>{t('checkout.guestLogin')}</Link>
      </p>
      <FormTextField control={control} name="email" label={t('checkout.email')} type="email" autoComplete="email" required />
      <GuestAddress title={t('checkout.address')} address={address} onChange={setAddress} draftKey={GUEST_FORM_KEYS.address} />
      {currency && <p className="muted">{t('checkout.marketNote', { currency })}</p>}
      <CheckboxField label={t('checkout.sameBilling')} checked={sameBilling} onChange={(e) => setSameBilling(e.target.checked)} />
      {!sameBilling && (
        <GuestAddress title={t('checkout.billingAddress')} address={billing} onChange={setBilling} draftKey={GUEST_FORM_KEYS.billing} />
      )}
      <DeliverySection control={control} price={address ? settlement.data?.price : undefined} currency={currency} />
      <BuyerReferences control={control} />
    </CheckoutLayout>
  );
}

/**
 * `/createOrder?items=`: members check out with their saved addresses; a visitor chooses at login
 * between logging in, registering and going on as a guest (`&guest=1`).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageMeta(t('checkout.title'));
  const [params] = useSearchParams();
  const loggedIn = useStore(accessTokenStore) !== null;
  const { items, lines, setLines } = useCheckoutLines();
  if (!loggedIn && params.get('guest') !== '1') return <Navigate to={`/login?items=${encodeURIComponent(items ?? '[]')}`} replace />;
  if (lines.length === 0)
    return (
      <EmptyState title={t('checkout.nothing')}>
        <Link to="/">{t('notFound.home')}</Link>
      </EmptyState>
    );
  return loggedIn ? (
    <MemberCheckout lines={lines} setLines={setLines} />
  ) : (
    <GuestCheckout lines={lines} setLines={setLines} items={items} />
  );
}

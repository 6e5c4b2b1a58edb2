import { DELIVERY_SURCHARGE, FREE_DELIVERY_FROM, STANDARD_DELIVERY_FEE, type TAddress, type TAddressInput, type TOrderLineInput, type TSettlementRequest } from '@shop/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { accessTokenStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { parseLineList, refreshCartCount } from '../../cart/index.ts';
import { useDictData } from '../../catalog/index.ts';
import { AddressForm, useAddresses, useCreateAddress, useDeleteAddress, useProfile, useUpdateAddress } from '../../member/index.ts';
import { createOrder } from '../api/create-order.ts';
import { COUPON_ERRORS, useSettlement } from '../api/get-settlement.ts';
import { payWithDemoWallet, payWithPaypal } from '../api/pay-order.ts';
import { PayButtons, type PayChannel } from '../components/pay-buttons.tsx';

/** A line of `?items=`; logo lines (orderType 2) carry their print order from the designer. */
type Line = { skuId: number; count: number; cartId?: number; orderType?: number; size?: string; locationId?: string | number; imgUrl?: string };

/** A logo line's print order: size, position and picture; its quantity is the designer's (read-only here). */
function CustomInfo({ line }: { line: Line }) {
  const { t } = useTranslation();
  const positions = useDictData('custom_logo_position').data;
  const size = ['1', '2', '3'].includes(line.size ?? '') ? t(`checkout.customSize${line.size}`) : `${line.size ?? ''} cm`;
  return (
    <div className="custom-info">
      <p><strong>{t('checkout.customInfo')}</strong> · {t('checkout.customSize')}: {size} · {t('checkout.customPosition')}: {positions.find((p) => p.value === String(line.locationId))?.label ?? '—'}</p>
      {line.imgUrl && <img src={line.imgUrl} alt={t('checkout.customLogo')} width="48" height="48" />}
      <p className="muted">{t('checkout.customCount', { count: line.count })}</p>
    </div>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Saved addresses as radio cards; the chosen one offers edit and delete where the caller allows. */
function AddressChoice({ name, addresses, chosen, onChoose, onEdit, onDelete }: {
  name: string;
  addresses: TAddress[];
  chosen: number | undefined;
  onChoose: (id: number) => void;
  onEdit?: (address: TAddress) => void;
  onDelete?: (address: TAddress) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="address-list">
      {addresses.map((a) => (
        <li key={a.id} className="address-card">
          <label className="checkbox">
            <input type="radio" name={name} checked={chosen === a.id} onChange={() => onChoose(a.id)} />
            <span>
              <strong>{a.name}</strong> {a.defaultStatus && <span className="tag tag--ok">{t('address.default')}</span>}
              <br />
              {`${a.detailAddress}, ${a.zipCode} ${a.city}, ${a.state}, ${a.countryCode} · ${a.mobile}`}
            </span>
          </label>
          {chosen === a.id && onEdit && onDelete && (
            <span className="address-card__actions">
              <button type="button" className="link-button" onClick={() => onEdit(a)}>{t('common.edit')}</button>
              <button type="button" className="link-button" onClick={() => onDelete(a)}>{t('common.delete')}</button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Delivery address (choose, add, edit, delete) and the billing address: the delivery one unless the shopper picks another. */
function CheckoutAddresses({ addressId, setAddressId, billingId, setBillingId }: {
  addressId: number | undefined;
  setAddressId: (id: number | undefined) => void;
  billingId: number | undefined;
  setBillingId: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { data: addresses } = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<TAddress | 'new' | null>(null);

  // The default address is chosen for the shopper, and a sole address too.
  useEffect(() => {
    if (addressId === undefined && addresses?.length) setAddressId((addresses.find((a) => a.defaultStatus) ?? addresses[0])!.id);
  }, [addresses, addressId, setAddressId]);

  const save = (input: TAddressInput) => {
    if (editing === 'new') create.mutate(input, { onSuccess: (id) => { setAddressId(id); setEditing(null); } });
    else if (editing) update.mutate({ ...input, id: editing.id }, { onSuccess: () => setEditing(null) });
  };
  const drop = (address: TAddress) => {
    if (!window.confirm(t('address.deleteAsk'))) return;
    remove.mutate(address.id, { onSuccess: () => { setAddressId(undefined); if (billingId === address.id) setBillingId(undefined); } });
  };
  return (
    <>
      <h2>{t('checkout.address')}</h2>
      {addresses && <AddressChoice name="address" addresses={addresses} chosen={addressId} onChoose={setAddressId} onEdit={setEditing} onDelete={drop} />}
      {editing ? (
        <AddressForm key={editing === 'new' ? 'new' : editing.id} address={editing === 'new' ? undefined : editing} pending={create.isPending || update.isPending} onCancel={() => setEditing(null)} onSave={save} />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>{t('address.add')}</button>
      )}
      <CheckboxField label={t('checkout.saveBilling')} checked={billingId === undefined} onChange={(e) => setBillingId(e.target.checked ? undefined : addressId)} />
      {billingId !== undefined && addresses && (
        <>
          <h3>{t('checkout.billingAddress')}</h3>
          <AddressChoice name="billing" addresses={addresses} chosen={billingId} onChoose={setBillingId} />
        </>
      )}
    </>
  );
}

/** The delivery pricing popover: the figures of the shared pricing rules, in the shopper's currency. */
function DeliveryPricing() {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <details className="popover">
      <summary>{t('checkout.deliveryPricing')}</summary>
      <ul>
        <li>{t('checkout.deliveryStandard', { fee: price(STANDARD_DELIVERY_FEE), free: price(FREE_DELIVERY_FROM) })}</li>
        <li>{t('checkout.deliveryUrgent', { fee: price(DELIVERY_SURCHARGE['2']) })}</li>
        <li>{t('checkout.deliveryExtra', { fee: price(DELIVERY_SURCHARGE['3']) })}</li>
      </ul>
    </details>
  );
}

export function CheckoutPage() {
  const { t } = useTranslation();
  usePageMeta(t('checkout.title'));
  const price = usePrice();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loggedIn = useStore(accessTokenStore) !== null;
  const lines = useMemo(() => parseLineList<Line>(params.get('items')), [params]);
  const { data: addresses } = useAddresses();
  const { data: profile } = useProfile();
  const [addressId, setAddressId] = useState<number>();
  const [billingId, setBillingId] = useState<number>();
  const [email, setEmail] = useState('');
  const [deliveryType, setDeliveryType] = useState<'1' | '2' | '3'>('1');
  const [codeInput, setCodeInput] = useState('');
  const [code, setCode] = useState<string>();
  const [paying, setPaying] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (profile && !email) setEmail(profile.mail);
  }, [profile, email]);

  const request: TSettlementRequest | null = lines.length ? { items: lines as TOrderLineInput[], deliveryType, addressId, code, pointStatus: false } : null;
  const settlement = useSettlement(request);
  useEffect(() => {
    if (settlement.error instanceof ApiError && COUPON_ERRORS.includes(settlement.error.code)) {
      showToast(settlement.error.message);
      setCode(undefined);
      setCodeInput('');
    }
  }, [settlement.error]);

  if (!loggedIn) return <Navigate to={`/login?items=${encodeURIComponent(params.get('items') ?? '[]')}`} replace />;
  if (lines.length === 0) return <EmptyState title={t('checkout.nothing')}><Link to="/">{t('notFound.home')}</Link></EmptyState>;

  const setLines = (next: Line[]) => setParams({ items: JSON.stringify(next) }, { replace: true });
  const removeLine = (index: number) => {
    if (lines.length > 1 && window.confirm(t('cart.deleteAsk'))) setLines(lines.filter((_, i) => i !== index));
  };
  const address = addresses?.find((a) => a.id === addressId);
  /** Creates the order once (the visit's idempotency key), then pays it with the chosen wallet. */
  const pay = async (channel: PayChannel) => {
    if (!EMAIL.test(email)) return showToast(t('register.emailInvalid'));
    if (!address || !address.firstName || !address.mobile || !address.areaId || !address.detailAddress) return showToast(t('checkout.completeAddress'));
    setPaying(true);
    const order = await createOrder({ items: lines as TOrderLineInput[], deliveryType, addressId: address.id, billingAddressId: billingId, code, email, pointStatus: false }, idempotencyKey).catch(() => null);
    if (!order) return setPaying(false); // the server's reason is already shown
    await refreshCartCount();
    try {
      if (channel === 'paypal') return await payWithPaypal(order.payOrderId);
      await payWithDemoWallet(order.payOrderId);
      navigate(`/paySuccess?id=${order.id}`);
    } catch {
      navigate(`/payOrder?id=${order.id}`); // the order exists: it can be paid from there
    }
  };
  const summary = settlement.data;
  return (
    <section className="checkout">
      <h1>{t('checkout.title')}</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          <TextField label={t('checkout.email')} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <CheckoutAddresses addressId={addressId} setAddressId={setAddressId} billingId={billingId} setBillingId={setBillingId} />
          <h2>{t('checkout.delivery')}</h2>
          <SelectField label={t('checkout.deliveryOption')} value={deliveryType} onChange={(e) => setDeliveryType(e.target.value as '1' | '2' | '3')}>
            <option value="1">{t('settings.delivery1')}</option>
            <option value="2">{t('settings.delivery2')}</option>
            <option value="3">{t('settings.delivery3')}</option>
          </SelectField>
          <DeliveryPricing />
        </div>
        <aside className="checkout__summary" aria-label={t('checkout.summary')}>
          <h2>{t('checkout.summary')}</h2>
          <ul className="cart__lines">
            {(summary?.items ?? []).map((item, index) => (
              <li key={`${item.skuId}-${index}`} className="cart-line checkout-line">
                <img src={item.picUrl} alt="" width="64" height="64" />
                <div className="cart-line__body">
                  <p className="cart-line__name">{item.spuName}</p>
                  {item.properties.length > 0 && <p className="muted">{item.properties.map((p) => `${p.propertyName}: ${p.valueName}`).join(' · ')}</p>}
                  <p>{price(item.price)} × {item.count} = <strong>{price(item.discountedPrice)}</strong> {item.discountDescription && <span className="tag">{item.discountDescription}</span>}</p>
                  {item.orderType !== 2 && <QuantityStepper value={item.count} max={100_000} onChange={(count) => setLines(lines.map((l, i) => (i === index ? { ...l, count } : l)))} />}
                </div>
                {lines.length > 1 && <button type="button" className="link-button" onClick={() => removeLine(index)}>{t('common.delete')}</button>}
                {item.orderType === 2 && lines[index] && <CustomInfo line={lines[index]} />}
              </li>
            ))}
          </ul>
          <form className="promo" onSubmit={(e) => { e.preventDefault(); setCode(codeInput.trim() || undefined); }}>
            <TextField label={t('checkout.promo')} value={codeInput} onChange={(e) => setCodeInput(e.target.value)} />
            <button type="submit" className="button button--secondary">{t('checkout.apply')}</button>
          </form>
          {summary && (
            <dl className="totals">
              <dt>{t('checkout.subtotal')}</dt><dd>{price(summary.price.totalPrice)}</dd>
              <dt>{t('checkout.discount')}</dt><dd>−{price(summary.price.discountPrice)}</dd>
              <dt>{t('checkout.coupon')}</dt><dd>−{price(summary.price.couponPrice)}</dd>
              <dt>{t('checkout.deliveryFee')}</dt><dd>{price(summary.price.deliveryPrice)}</dd>
              <dt>{t('checkout.tax')}</dt><dd>{price(summary.price.salesTaxPrice)}</dd>
              {summary.price.decalsPrice > 0 && (<><dt>{t('checkout.print')}</dt><dd>{price(summary.price.decalsPrice)}</dd></>)}
              <dt className="totals__total">{t('checkout.total')}</dt><dd className="totals__total" data-testid="pay-price">{price(summary.price.payPrice)}</dd>
            </dl>
          )}
        </aside>
        {/* After the summary in the page, so a phone shows the total before the pay buttons. */}
        <div className="checkout__pay">
          <h2>{t('checkout.payment')}</h2>
          <PayButtons amount={summary ? price(summary.price.payPrice) : ''} disabled={paying || !summary} onPay={pay} />
          <p><Link to="/contactUs">{t('checkout.help')}</Link></p>
        </div>
      </div>
    </section>
  );
}

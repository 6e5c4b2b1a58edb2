import type { TCardOrder } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of PayPal's JS SDK (`components=card-fields`) the card form uses. */
interface PaypalCardFieldsApi {
  isEligible(): boolean;
  NumberField(): { render(selector: string): Promise<void> };
  ExpiryField(): { render(selector: string): Promise<void> };
  CVVField(): { render(selector: string): Promise<void> };
  NameField(): { render(selector: string): Promise<void> };
  submit(): Promise<void>;
}
type PaypalNamespace = {
  CardFields(options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string; liabilityShift?: string }) => void;
    onError: (error: unknown) => void;
  }): PaypalCardFieldsApi;
};

/** PayPal's JS SDK with the card fields, loaded once per client id and currency. */
function loadSdk(clientId: string, currency: string): Promise<PaypalNamespace> {
  const src = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&components=card-fields&intent=capture&currency=${currency}`;
  const ready = () => (window as unknown as { paypal?: PaypalNamespace }).paypal;
  return new Promise((resolve, reject) => {
    const loaded = ready();
    if (loaded) return resolve(loaded);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (ready() ? resolve(ready()!) : reject(new Error('PayPal card fields unavailable')));
    script.onerror = () => reject(new Error('PayPal card fields unavailable'));
    document.head.append(script);
  });
}

/**
 * PayPal's hosted card fields (Advanced Card Fields): number, expiry, security code and name are
 * iframes served by PayPal, which take the card, run 3-D Secure in their own dialog when the
 * issuer asks, and approve the order the shop opened (`order.token`). The shop's server then checks
 * the authentication result and captures.
 */
export function PaypalCardFields({
  order,
  onApprove,
  onError,
}: {
  order: TCardOrder;
  onApprove: (token: string) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const fields = useRef<PaypalCardFieldsApi | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    let gone = false;
    loadSdk(order.clientId, order.currency)
      .then(async (paypal) => {
        const cardFields = paypal.CardFields({
          createOrder: async () => order.token,
          onApprove: (data) => onApprove(data.orderID),
          onError,
        });
        if (gone) return;
        if (!cardFields.isEligible()) return setState('unavailable');
        await cardFields.NameField().render(`#${id}-name`);
        await cardFields.NumberField().render(`#${id}-number`);
        await cardFields.ExpiryField().render(`#${id}-expiry`);
        await cardFields.CVVField().render(`#${id}-cvv`);
        fields.current = cardFields;
        setState('ready');
      })
      .catch(() => !gone && setState('unavailable'));
    return () => {
      gone = true;
    };
  }, [order, id, onApprove, onError]);
  if (state === 'unavailable')
    return (
      <p className="note" role="alert">
        {t('checkout.cardFieldsUnavailable')}
      </p>
    );
  return (
    <fieldset className="card-fields" aria-busy={state === 'loading'}>
      <legend>{t('checkout.cardFieldsTitle')}</legend>
      {['name', 'number', 'expiry', 'cvv'].map((field) => (
        <div key={field} id={`${id}-${field}`} className="card-fields__field" />
      ))}
      <button
        type="button"
        className="button button--accent"
        disabled={state !== 'ready' || submitting}
        onClick={() => {
          setSubmitting(true);
          fields.current?.submit().catch((error: unknown) => {
            setSubmitting(false);
            onError(error);
          });
        }}
      >
        {t('checkout.payCard')}
      </button>
    </fieldset>
  );
}

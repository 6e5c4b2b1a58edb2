import { ZSettlementRequest, type TSettlementRequest } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { COUPON_ERRORS, useSettlement } from '../api/get-settlement.ts';
import type { CheckoutValues } from './checkout-values.ts';

/** The promo code as the settlement takes it. */
const ZPromoCode = ZSettlementRequest.pick({ code: true });

/**
 * The checkout's own fields and the priced order: the e-mail, the delivery option, the promo code
 * and the settlement of `order` (null: nothing to price yet). A code being tried becomes the applied
 * code once the server prices it; a refused one clears the field (spec) with the reason beside it,
 * and the code applied before stays.
 */
export function useCheckoutForm(
  order: (code: string | undefined, deliveryType: CheckoutValues['deliveryType']) => TSettlementRequest | null,
) {
  const { t } = useTranslation();
  const form = useForm<CheckoutValues>({ defaultValues: { email: '', deliveryType: '1' } });
  const promo = useContractForm(ZPromoCode, {
    defaultValues: { code: '' },
    validateOnBlur: false,
    labels: { code: t('checkout.promo') },
  });
  const { setValue, setError, clearErrors } = promo;
  const deliveryType = form.watch('deliveryType');
  const [applied, setApplied] = useState<string>();
  const [trying, setTrying] = useState<string>();
  const code = trying ?? applied;
  const body = order(code, deliveryType);
  const settlement = useSettlement(body);
  useEffect(() => {
    if (settlement.error instanceof ApiError && COUPON_ERRORS.includes(settlement.error.code)) {
      setError('code', { message: settlement.error.message });
      setValue('code', '');
      // The refused code is dropped: the one being tried, or else the applied one that no longer fits the order.
      if (trying) setTrying(undefined);
      else setApplied(undefined);
    }
  }, [settlement.error, setValue, setError, trying]);
  useEffect(() => {
    if (trying && settlement.isSuccess && !settlement.isPlaceholderData) {
      setApplied(trying);
      setTrying(undefined);
      setValue('code', '');
    }
  }, [trying, settlement.isSuccess, settlement.isPlaceholderData, setValue]);
  const applyPromo = promo.handleSubmit((input) => {
    const typed = input.code?.trim();
    if (typed) setTrying(typed);
  });
  const removePromo = () => {
    clearErrors('code');
    setApplied(undefined);
  };
  return { form, promoControl: promo.control, body, settlement, deliveryType, code: applied, applyPromo, removePromo };
}

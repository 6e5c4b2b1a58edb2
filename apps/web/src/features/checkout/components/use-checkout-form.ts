import type { TSettlementRequest } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { COUPON_ERRORS, useSettlement } from '../api/get-settlement.ts';
import type { CheckoutValues } from './checkout-values.ts';

/**
 * The checkout's own fields and the priced order: the e-mail, the delivery option, the promo code
 * and the settlement of `order` (null: nothing to price yet). A code being tried becomes the applied
 * code once the server prices it; a refused one clears the field (spec) with the reason beside it,
 * and the code applied before stays.
 */
export function useCheckoutForm(
  order: (code: string | undefined, deliveryType: CheckoutValues['deliveryType']) => TSettlementRequest | null,
) {
  const form = useForm<CheckoutValues>({ defaultValues: { email: '', deliveryType: '1', promo: '' } });
  const { watch, setValue, getValues, setError, clearErrors } = form;
  const deliveryType = watch('deliveryType');
  const [applied, setApplied] = useState<string>();
  const [trying, setTrying] = useState<string>();
  const code = trying ?? applied;
  const body = order(code, deliveryType);
  const settlement = useSettlement(body);
  useEffect(() => {
    if (settlement.error instanceof ApiError && COUPON_ERRORS.includes(settlement.error.code)) {
      setError('promo', { message: settlement.error.message });
      setValue('promo', '');
      // The refused code is dropped: the one being tried, or else the applied one that no longer fits the order.
      if (trying) setTrying(undefined);
      else setApplied(undefined);
    }
  }, [settlement.error, setValue, setError, trying]);
  useEffect(() => {
    if (trying && settlement.isSuccess && !settlement.isPlaceholderData) {
      setApplied(trying);
      setTrying(undefined);
      setValue('promo', '');
    }
  }, [trying, settlement.isSuccess, settlement.isPlaceholderData, setValue]);
  const applyPromo = () => {
    clearErrors('promo');
    const typed = getValues('promo').trim();
    if (typed) setTrying(typed);
  };
  const removePromo = () => {
    clearErrors('promo');
    setApplied(undefined);
  };
  return { form, body, settlement, deliveryType, code: applied, applyPromo, removePromo };
}

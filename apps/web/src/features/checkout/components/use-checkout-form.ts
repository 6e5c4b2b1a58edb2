import type { TSettlementRequest } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { COUPON_ERRORS, useSettlement } from '../api/get-settlement.ts';
import type { CheckoutValues } from './checkout-values.ts';

/**
 * The checkout's own fields and the priced order: the e-mail, the delivery option, the promo code
 * (cleared when the server refuses it) and the settlement of `order` (null: nothing to price yet).
 */
export function useCheckoutForm(
  order: (code: string | undefined, deliveryType: CheckoutValues['deliveryType']) => TSettlementRequest | null,
) {
  const form = useForm<CheckoutValues>({ defaultValues: { email: '', deliveryType: '1', promo: '' } });
  const { watch, setValue, getValues } = form;
  const deliveryType = watch('deliveryType');
  const [code, setCode] = useState<string>();
  const body = order(code, deliveryType);
  const settlement = useSettlement(body);
  useEffect(() => {
    if (settlement.error instanceof ApiError && COUPON_ERRORS.includes(settlement.error.code)) {
      showToast(settlement.error.message);
      setCode(undefined);
      setValue('promo', '');
    }
  }, [settlement.error, setValue]);
  const applyPromo = () => setCode(getValues('promo').trim() || undefined);
  return { form, body, settlement, deliveryType, code, applyPromo };
}

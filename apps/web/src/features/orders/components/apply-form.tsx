import {
  AFTER_SALE_MAX_PICTURES,
  AFTER_SALE_WAY,
  ORDER_TYPE,
  ZAfterSaleCreateRequest,
  afterSaleRefundCeiling,
  type TOrder,
} from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { useContractForm } from '../../../lib/contract-form.ts';
import { usePrice } from '../../../lib/format.ts';
import { useAfterSaleReasons, useCreateAfterSale } from '../api/after-sale.ts';
import { PicturePicker } from './picture-picker.tsx';

type Line = TOrder['items'][number];
type Way = (typeof AFTER_SALE_WAY)[keyof typeof AFTER_SALE_WAY];

/**
 * The application for a refund or a return of pieces of one line: how many, way, reason from the
 * shop's list (custom lines: only defects, with pictures), description, pictures and the amount,
 * at most what those pieces allow (the server decides in the end).
 */
export function ApplyForm({ order, line }: { order: TOrder; line: Line }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const price = usePrice(order.currency);
  const { data: config } = useAfterSaleReasons();
  const create = useCreateAfterSale();
  const custom = line.orderType === ORDER_TYPE.custom;
  const { register, handleSubmit, watch, setValue, formState } = useContractForm(ZAfterSaleCreateRequest, {
    defaultValues: {
      way: AFTER_SALE_WAY.returnAndRefund as Way,
      applyReason: '',
      applyDescription: '',
      applyPicUrls: [] as string[],
      count: line.count,
    },
    // A custom line is always returned and refunded.
    toInput: (values) => ({ ...values, orderItemId: line.id, way: custom ? AFTER_SALE_WAY.returnAndRefund : values.way }),
    check: (values, messages) => {
      if (custom && values.applyPicUrls.length === 0) messages.applyPicUrls = t('afterSale.picturesRequired');
    },
    labels: { applyReason: t('afterSale.reason'), applyDescription: t('afterSale.description') },
  });
  const [way, reason, pictures, count] = watch(['way', 'applyReason', 'applyPicUrls', 'count']);
  const { errors } = formState;
  // The 15 % kept when delivery was free is for goods sent back for a change of mind only.
  const keepShare =
    order.deliveryPrice === 0 && way === AFTER_SALE_WAY.returnAndRefund && (config?.afterSaleChangeOfMindReasons ?? []).includes(reason);
  const pieces = Number(count ?? line.count);
  const ceiling = Math.floor(
    (afterSaleRefundCeiling(
      { ...order, items: order.items.map((i) => ({ id: i.id, discountedPrice: i.discountedPrice, decalsPrice: i.decalsPrice ?? 0 })) },
      line.id,
      keepShare,
    ) *
      pieces) /
      line.count,
  );
  const reasons = custom
    ? (config?.afterSaleDefectReasons ?? [])
    : way === AFTER_SALE_WAY.refund
      ? (config?.afterSaleRefundReasons ?? [])
      : (config?.afterSaleReturnReasons ?? []);

  const submit = handleSubmit((input) => create.mutate(input, { onSuccess: (id) => navigate(`/afterSaleDetail?id=${id}`) }));

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>
        <strong>{line.spuName}</strong> × {line.count}
      </p>
      {line.count > 1 && (
        <label className="field">
          <span>{t('afterSale.count')}</span>
          <select {...register('count', { valueAsNumber: true })}>
            {Array.from({ length: line.count }, (_, i) => line.count - i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {custom ? (
        <p className="muted">{t('afterSale.customRule')}</p>
      ) : (
        <fieldset className="field">
          <legend>{t('afterSale.way')}</legend>
          {[AFTER_SALE_WAY.returnAndRefund, AFTER_SALE_WAY.refund].map((value) => (
            <label key={value} className="checkbox">
              <input
                type="radio"
                name="way"
                checked={way === value}
                onChange={() => {
                  setValue('way', value);
                  setValue('applyReason', '');
                }}
              />{' '}
              {t(`afterSale.ways.${value}`)}
            </label>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor="after-sale-reason" className="required">
          {t('afterSale.reason')}
        </label>
        <select id="after-sale-reason" aria-invalid={Boolean(errors.applyReason)} {...register('applyReason')}>
          <option value="">{t('afterSale.chooseReason')}</option>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <span className="field__error" role="alert">
          {errors.applyReason?.message}
        </span>
      </div>
      <label className="field">
        <span>{t('afterSale.description')}</span>
        <textarea rows={4} maxLength={1000} {...register('applyDescription')} />
      </label>
      <PicturePicker
        label={t('afterSale.pictures', { max: AFTER_SALE_MAX_PICTURES })}
        urls={pictures}
        max={AFTER_SALE_MAX_PICTURES}
        onChange={(urls) => setValue('applyPicUrls', urls, { shouldValidate: formState.isSubmitted })}
      />
      {errors.applyPicUrls?.message && (
        <p className="field__error" role="alert">
          {errors.applyPicUrls.message}
        </p>
      )}
      <p>
        {t('afterSale.refundUpTo')} <strong data-testid="refund-ceiling">{price(ceiling)}</strong>
      </p>
      <p className="muted">{keepShare ? t('afterSale.freeDeliveryRule') : t('afterSale.shippingRule')}</p>
      <SubmitButton disabled={create.isPending}>{t('afterSale.submit')}</SubmitButton>
    </form>
  );
}

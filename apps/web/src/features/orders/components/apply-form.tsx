import { AFTER_SALE_MAX_PICTURES, AFTER_SALE_WAY, ORDER_TYPE, afterSaleRefundCeiling, type TOrder } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { usePrice } from '../../../lib/format.ts';
import { useAfterSaleReasons, useCreateAfterSale } from '../api/after-sale.ts';
import { PicturePicker } from './picture-picker.tsx';

type Line = TOrder['items'][number];
type Way = (typeof AFTER_SALE_WAY)[keyof typeof AFTER_SALE_WAY];

/**
 * The application for a refund or a return of one line: way, reason from the shop's list (custom
 * lines: only defects, with pictures), description, pictures and the amount, at most what the
 * line allows (the server decides in the end).
 */
export function ApplyForm({ order, line }: { order: TOrder; line: Line }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const price = usePrice(order.currency);
  const { data: config } = useAfterSaleReasons();
  const create = useCreateAfterSale();
  const custom = line.orderType === ORDER_TYPE.custom;
  const [way, setWay] = useState<Way>(AFTER_SALE_WAY.returnAndRefund);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const ceiling = afterSaleRefundCeiling(
    { ...order, items: order.items.map((i) => ({ id: i.id, discountedPrice: i.discountedPrice, decalsPrice: i.decalsPrice ?? 0 })) },
    line.id,
  );
  const reasons = custom
    ? (config?.afterSaleDefectReasons ?? [])
    : way === AFTER_SALE_WAY.refund
      ? (config?.afterSaleRefundReasons ?? [])
      : (config?.afterSaleReturnReasons ?? []);
  const needsPictures = custom && pictures.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || needsPictures) return setMissing(true);
    create.mutate(
      {
        orderItemId: line.id,
        way: custom ? AFTER_SALE_WAY.returnAndRefund : way,
        applyReason: reason,
        applyDescription: description,
        applyPicUrls: pictures,
      },
      { onSuccess: (id) => navigate(`/afterSaleDetail?id=${id}`) },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>
        <strong>{line.spuName}</strong> × {line.count}
      </p>
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
                  setWay(value);
                  setReason('');
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
        <select id="after-sale-reason" value={reason} aria-invalid={missing && !reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">{t('afterSale.chooseReason')}</option>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <span className="field__error" role="alert">
          {missing && !reason ? t('fieldRequired') : ''}
        </span>
      </div>
      <label className="field">
        <span>{t('afterSale.description')}</span>
        <textarea rows={4} maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <PicturePicker
        label={t('afterSale.pictures', { max: AFTER_SALE_MAX_PICTURES })}
        urls={pictures}
        max={AFTER_SALE_MAX_PICTURES}
        onChange={setPictures}
      />
      {missing && needsPictures && (
        <p className="field__error" role="alert">
          {t('afterSale.picturesRequired')}
        </p>
      )}
      <p>
        {t('afterSale.refundUpTo')} <strong data-testid="refund-ceiling">{price(ceiling)}</strong>
      </p>
      <p className="muted">{order.deliveryPrice === 0 ? t('afterSale.freeDeliveryRule') : t('afterSale.shippingRule')}</p>
      <SubmitButton disabled={create.isPending}>{t('afterSale.submit')}</SubmitButton>
    </form>
  );
}

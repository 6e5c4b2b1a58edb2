import '../orders.css';
import { AFTER_SALE_STATUS, AFTER_SALE_TRANSITIONS, allows, routes, type TAfterSale } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SubmitButton } from '../../../components/ui/field.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { usePrice } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAfterSale, useAfterSales, useCancelAfterSale, useCarriers, useReturnParcel } from '../api/after-sale.ts';
import { askConfirm } from '../../../lib/confirm.ts';

/** The member's refunds and returns: the "Refunds & returns" tab of /buyHistory. */
export function AfterSaleList() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useAfterSales();
  if (!isPending && data?.list.length === 0) return <EmptyState title={t('afterSale.none')} />;
  return (
    <ul className="order-list">
      {data?.list.map((a) => (
        <AfterSaleCard key={a.id} afterSale={a} language={i18n.language} />
      ))}
    </ul>
  );
}

function AfterSaleCard({ afterSale: a, language }: { afterSale: Omit<TAfterSale, 'logs'>; language: string }) {
  const { t } = useTranslation();
  const price = usePrice(a.currency);
  return (
    <li className="order-card">
      <p className="order-card__head">
        <Link to={`/afterSaleDetail?id=${a.id}`}>{a.no}</Link>
        <span className="tag">{t(`afterSale.status.${a.status}`)}</span>
        <span className="muted">{new Date(a.createTime).toLocaleString(language)}</span>
      </p>
      <p className="order-card__items">
        <img src={a.picUrl} alt="" width="48" height="48" loading="lazy" /> {a.spuName} × {a.count} · {t(`afterSale.ways.${a.way}`)}
      </p>
      <p>
        {t('afterSale.refundPrice')} <strong>{price(a.refundPrice)}</strong>
      </p>
    </li>
  );
}

/** The return parcel: carrier and tracking number, once the shop approved the return. */
function ReturnParcelForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: carriers } = useCarriers();
  const send = useReturnParcel();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!carrier || !trackingNo.trim()) return;
    send.mutate({ id, logisticsId: Number(carrier), logisticsNo: trackingNo.trim() });
  };
  return (
    <form className="form return-parcel" onSubmit={submit} noValidate>
      <h2>{t('afterSale.parcelTitle')}</h2>
      <div className="field">
        <label htmlFor="return-carrier" className="required">
          {t('afterSale.carrier')}
        </label>
        <select id="return-carrier" value={carrier} aria-invalid={tried && !carrier} onChange={(e) => setCarrier(e.target.value)}>
          <option value="">{t('afterSale.chooseCarrier')}</option>
          {carriers?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <span className="field__error" role="alert">
          {tried && !carrier ? t('fieldRequired') : ''}
        </span>
      </div>
      <div className="field">
        <label htmlFor="return-tracking" className="required">
          {t('afterSale.trackingNo')}
        </label>
        <input
          id="return-tracking"
          maxLength={60}
          value={trackingNo}
          aria-invalid={tried && !trackingNo.trim()}
          onChange={(e) => setTrackingNo(e.target.value)}
        />
        <span className="field__error" role="alert">
          {tried && !trackingNo.trim() ? t('fieldRequired') : ''}
        </span>
      </div>
      <SubmitButton disabled={send.isPending}>{t('afterSale.sendParcel')}</SubmitButton>
    </form>
  );
}

/** The steps a return or a refund goes through, the reached ones marked. */
function Timeline({ afterSale: a, language }: { afterSale: TAfterSale; language: string }) {
  const { t } = useTranslation();
  return (
    <ol className="timeline">
      {a.logs.map((log) => (
        <li key={`${log.action}-${log.createTime}`} className="timeline__step">
          <strong>{t(`afterSale.step.${log.action}`, { defaultValue: t(`afterSale.status.${log.afterStatus}`) })}</strong>{' '}
          <span className="muted">{new Date(log.createTime).toLocaleString(language)}</span>
          {log.reason && <p>{log.reason}</p>}
        </li>
      ))}
    </ol>
  );
}

/** `/afterSaleDetail?id=`: one refund or return with its timeline, the return address and parcel, and withdrawing it. */
export function AfterSaleDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data: a, isError } = useAfterSale(id);
  const cancel = useCancelAfterSale();
  const price = usePrice(a?.currency);
  usePageMeta(t('afterSale.title'));
  if (isError || !id) return <NotFound title={t('afterSale.notFound')} />;
  if (!a) return <div className="page-loading" aria-busy="true" />;
  const awaitingParcel = allows(AFTER_SALE_TRANSITIONS.deliver, a.status);
  return (
    <section className="order-detail after-sale-detail">
      <h1>{t('afterSale.title')}</h1>
      <p className="after-sale-detail__status" data-testid="after-sale-status">
        <span className="tag">{t(`afterSale.status.${a.status}`)}</span> {t(`afterSale.statusText.${a.status}`)}
      </p>
      <dl className="totals">
        <dt>{t('afterSale.no')}</dt>
        <dd>{a.no}</dd>
        <dt>{t('orders.no')}</dt>
        <dd>
          <Link to={`/orderDetail?id=${a.orderId}`}>{a.orderNo}</Link>
        </dd>
        <dt>{t('afterSale.way')}</dt>
        <dd>{t(`afterSale.ways.${a.way}`)}</dd>
        <dt>{t('afterSale.item')}</dt>
        <dd>
          {a.spuName}
          {a.properties.length > 0 && <span className="muted"> ({a.properties.map((p) => p.valueName).join(', ')})</span>} × {a.count}
        </dd>
        <dt>{t('afterSale.reason')}</dt>
        <dd>{a.applyReason}</dd>
        {a.applyDescription && (
          <>
            <dt>{t('afterSale.description')}</dt>
            <dd>{a.applyDescription}</dd>
          </>
        )}
        <dt>{t('afterSale.refundPrice')}</dt>
        <dd>{price(a.refundPrice)}</dd>
        {a.auditReason && (
          <>
            <dt>{t('afterSale.rejectReason')}</dt>
            <dd>{a.auditReason}</dd>
          </>
        )}
        {a.refuseMemo && (
          <>
            <dt>{t('afterSale.refuseReason')}</dt>
            <dd>{a.refuseMemo}</dd>
          </>
        )}
        {a.logisticsNo && (
          <>
            <dt>{t('afterSale.parcel')}</dt>
            <dd>
              {a.logisticsName} {a.logisticsNo}
            </dd>
          </>
        )}
      </dl>
      {a.applyPicUrls.length > 0 && (
        <ul className="thumbs">
          {a.applyPicUrls.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t('afterSale.picture')} width="96" height="96" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {a.returnAddress && awaitingParcel && (
        <div className="return-notice">
          <h2>{t('afterSale.returnTo')}</h2>
          <address className="return-address">{a.returnAddress}</address>
          <p className="muted">{t('afterSale.returnHint', { no: a.no })}</p>
        </div>
      )}
      {awaitingParcel && <ReturnParcelForm id={a.id} />}
      <h2>{t('afterSale.timeline')}</h2>
      <Timeline afterSale={a} language={i18n.language} />
      {allows(AFTER_SALE_TRANSITIONS.cancel, a.status) && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={cancel.isPending}
            onClick={() => void askConfirm(t('afterSale.askCancel')).then((yes) => yes && cancel.mutate(a.id))}
          >
            {t('afterSale.cancel')}
          </button>
        </p>
      )}
      {a.status === AFTER_SALE_STATUS.completed && (
        <>
          <p>{t('afterSale.refundedText')}</p>
          <p>
            <DownloadButton route={routes.trade.afterSale.creditNote} input={{ id: a.id }} testId="credit-note">
              {t('documents.creditNote')}
            </DownloadButton>
          </p>
        </>
      )}
      <p>
        <Link to="/buyHistory?tab=afterSale">{t('afterSale.list')}</Link>
      </p>
    </section>
  );
}

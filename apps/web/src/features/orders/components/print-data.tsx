import '../orders.css';
import { ORDER_STATUS, PRINT_STATUS, printReasonText, printSizeText, type Language, type TOrder } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCode } from '../../../lib/session.ts';
import { useDictData } from '../../catalog/index.ts';
import { refreshOrder, uploadPrintFile, useApprovePrint, useSubmitPrintData } from '../api/print-data.ts';
import { askConfirm } from '../../../lib/confirm.ts';
import { ArtworkService } from './artwork-service.tsx';

type Line = TOrder['items'][number];

/** A design's print data is drawn in the background once the order is placed: this long, a line without any is asked about again. */
const DRAWN_WITHIN_MS = 2 * 60_000;

/**
 * While print data awaits its check or its drawing (both done in the background), the order is
 * asked again every few seconds, until `until` (ms since the epoch).
 */
function useRefreshWhileChecking(checking: boolean, until: number) {
  const queries = useQueryClient();
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => (Date.now() > until ? clearInterval(timer) : refreshOrder(queries)), 2000);
    return () => clearInterval(timer);
  }, [checking, until, queries]);
}

/** Upload with a progress bar; a failed upload can be tried again with the same file. */
function PrintUpload({ line, again, orderKey }: { line: Line; again: boolean; orderKey: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmitPrintData(orderKey);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<File | null>(null);
  const send = async (file: File) => {
    setFailed(null);
    setProgress(0);
    try {
      const url = await uploadPrintFile(file, setProgress, orderKey);
      await submit.mutateAsync({ id: line.id, url });
    } catch {
      setFailed(file);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="print-data__upload">
      <label htmlFor={id} className="button button--secondary">
        {again ? t('printData.uploadAgain') : t('printData.upload')}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/tiff,.pdf,.ai,.jpg,.jpeg,.png,.tif,.tiff"
        disabled={progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <p className="note">{t('printData.uploadHint')}</p>
      {progress !== null && (
        <p>
          <progress max={100} value={progress} /> {t('printData.uploading', { percent: progress })}
        </p>
      )}
      {failed && (
        <p className="field__error">
          {t('printData.uploadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void send(failed)}>
            {t('printData.retry')}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * A logo line's print order as ordered and its print data: status, the reasons it cannot be
 * printed yet, the proof, and the shopper's actions (upload, upload again, approve the proof).
 * `orderKey`: a guest's order, opened by its link's key.
 */
export function PrintData({ order, line, orderKey }: { order: TOrder; line: Line; orderKey?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const methods = useDictData('custom_decorating_method').data;
  const positions = useDictData('custom_logo_position').data;
  const approve = useApprovePrint(orderKey);
  const status = line.printStatus ?? null;
  useRefreshWhileChecking(
    status === PRINT_STATUS.awaitingCheck || status === null,
    status === null ? order.createTime + DRAWN_WITHIN_MS : Number.POSITIVE_INFINITY,
  );
  const open = order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.awaitingDispatch;
  const canUpload =
    open &&
    (status === null ||
      status === PRINT_STATUS.awaitingCheck ||
      status === PRINT_STATUS.artworkInPreparation ||
      status === PRINT_STATUS.incorrect);
  const size = printSizeText(line, i18n.language);
  const reasons = line.printReasons ?? [];
  return (
    <div className="print-data" data-testid={`print-data-${line.id}`}>
      <dl>
        <dt>{t('printData.method')}</dt>
        <dd>{methods.find((m) => m.value === line.decoratingMethod)?.label ?? line.decoratingMethod}</dd>
        <dt>{t('printData.position')}</dt>
        <dd>{positions.find((p) => p.value === line.locationId)?.label ?? line.locationId}</dd>
        <dt>{t('printData.size')}</dt>
        <dd>{size}</dd>
        {line.description && (
          <>
            <dt>{t('printData.notes')}</dt>
            <dd>{line.description}</dd>
          </>
        )}
        <dt>{t('checkout.customLogo')}</dt>
        <dd>{line.imgUrl && <img src={line.imgUrl} alt={t('checkout.customLogo')} width="48" height="48" />}</dd>
        <dt>{t('printData.status')}</dt>
        <dd className={`print-data__status print-data__status--${status ?? 'none'}`} data-testid="print-status">
          {status === null ? t('printData.none') : t(`printData.${status}`)}
        </dd>
        {line.printDataUrl && (
          <>
            <dt>{t('printData.file')}</dt>
            <dd>
              {/* The name it was uploaded with; a design's PDF the shop made has none. */}
              <a href={line.printDataUrl} download={line.printDataName || true} data-testid="print-file">
                {line.printDataName || decodeURIComponent(line.printDataUrl.split('/').pop() ?? '')}
              </a>
            </dd>
          </>
        )}
      </dl>
      {status === PRINT_STATUS.awaitingCheck && <p className="muted">{t('printData.checking')}</p>}
      {line.printPrepared && status !== null && status !== PRINT_STATUS.incorrect && (
        <p className="print-data__prepared" data-testid="print-prepared">
          {t('printData.prepared')}
        </p>
      )}
      {status === PRINT_STATUS.incorrect && reasons.length > 0 && (
        <>
          <p>{t('printData.reasons')}</p>
          <ul className="print-data__reasons">
            {reasons.map((reason) => (
              <li key={`${reason.code}-${JSON.stringify(reason.params ?? {})}`}>{printReasonText(reason, i18n.language as Language)}</li>
            ))}
          </ul>
        </>
      )}
      {line.printPreviewUrl && (
        <figure>
          <img className="print-data__proof" src={line.printPreviewUrl} alt={t('printData.proof')} />
          <figcaption className="muted">{t('printData.proof')}</figcaption>
        </figure>
      )}
      {!line.printPreviewUrl && status === PRINT_STATUS.checkedNormal && <p className="muted">{t('printData.noProof')}</p>}
      <div className="print-data__actions">
        {canUpload && <PrintUpload line={line} again={status !== null} orderKey={orderKey} />}
        {status === PRINT_STATUS.checkedNormal && line.printCheckLevel === 1 && (
          <button
            type="button"
            className="button button--accent"
            disabled={approve.isPending}
            onClick={() => void askConfirm(t('printData.approveAsk')).then((yes) => yes && approve.mutate(line.id))}
          >
            {t('printData.approve')}
          </button>
        )}
        {status !== null && status >= PRINT_STATUS.aboutToPrint && <span className="tag">{t('printData.approved')}</span>}
      </div>
      <ArtworkService line={line} open={open} orderKey={orderKey} />
      <p className="note">{t(countryCode() === 'US' ? 'customise.leadTimeUs' : 'customise.leadTime')}</p>
    </div>
  );
}

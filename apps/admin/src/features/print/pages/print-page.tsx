import '../print.css';
import { PRINT_STATUS, printReasonText, printSizeText, type Language, type TAdminPrintLine } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { dateTime } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCheckPrint, useDeliverArtwork, usePrintLines, useUpdatePrintStatus } from '../api/print-lines.ts';

const TABS = [
  PRINT_STATUS.awaitingCheck,
  PRINT_STATUS.artworkInPreparation,
  PRINT_STATUS.incorrect,
  PRINT_STATUS.checkedNormal,
  PRINT_STATUS.aboutToPrint,
  PRINT_STATUS.printing,
  PRINT_STATUS.printed,
];

/** The shop's verdict: pass, or reject with a reason (the shopper reads it in the mail and on the order). */
function Verdict({ line }: { line: TAdminPrintLine }) {
  const { t } = useTranslation();
  const check = useCheckPrint();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const done = () => showToast(t('print.saved'), 'success');
  const canPass = line.printStatus === PRINT_STATUS.awaitingCheck || line.printStatus === PRINT_STATUS.incorrect;
  const canReject = line.printStatus === PRINT_STATUS.awaitingCheck || line.printStatus === PRINT_STATUS.checkedNormal;
  if (!line.printDataUrl || (!canPass && !canReject)) return null;
  return (
    <form
      className="print-line__verdict"
      onSubmit={(event) => {
        event.preventDefault();
        check.mutate({ id: line.id, pass: false, reason: reason.trim() }, { onSuccess: done });
      }}
    >
      {canPass && (
        <button type="button" disabled={check.isPending} onClick={() => setAsking(true)}>
          {t('print.pass')}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={t('print.confirmPassTitle', { no: line.orderNo })}
          message={t('print.confirmPass')}
          confirmLabel={t('print.pass')}
          onConfirm={() => check.mutateAsync({ id: line.id, pass: true }).then(done)}
          onClose={() => setAsking(false)}
        />
      )}
      {canReject && (
        <>
          <label>
            {t('print.reason')}
            <textarea required maxLength={500} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className="danger" disabled={check.isPending || !reason.trim()}>
            {t('print.reject')}
          </button>
        </>
      )}
    </form>
  );
}

/** The artwork a shopper asked for: staff upload the file they prepared; it is checked and the shopper gets a proof. */
function ArtworkUpload({ line }: { line: TAdminPrintLine }) {
  const { t } = useTranslation();
  const id = useId();
  const deliver = useDeliverArtwork();
  return (
    <div className="print-line__artwork">
      <label htmlFor={id}>{t('print.uploadArtwork')}</label>
      <input
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/tiff,.pdf,.ai,.jpg,.jpeg,.png,.tif,.tiff"
        disabled={deliver.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) deliver.mutate({ id: line.id, file }, { onSuccess: () => showToast(t('print.artworkUploaded'), 'success') });
        }}
      />
    </div>
  );
}

function PrintLine({ line }: { line: TAdminPrintLine }) {
  const { t, i18n } = useTranslation();
  const status = useUpdatePrintStatus();
  const findings = Object.entries(line.printFindings);
  const move = (to: 40 | 50) => status.mutate({ id: line.id, status: to }, { onSuccess: () => showToast(t('print.saved'), 'success') });
  return (
    <li className="print-line">
      <div className="print-line__head">
        <img src={line.imgUrl || line.picUrl} alt={t('print.logo')} width="64" height="64" />
        <div>
          <p>
            <Link className="mono" to={`/orders/${line.orderId}`}>
              {line.orderNo}
            </Link>{' '}
            · {dateTime(line.createTime)} · {line.memberMail}
          </p>
          <p>
            <strong>{line.spuName}</strong> × {line.count}
          </p>
          <p className="muted">
            {t('print.method')} {line.decoratingMethodName} · {t('print.position')} {line.locationName} · {t('print.size')}{' '}
            {printSizeText(line, i18n.language)}
            {line.printCheckLevel === 1 ? ` · ${t('print.shopperApproves')}` : ''}
          </p>
          {line.description && <p>{line.description}</p>}
        </div>
        <span className={`badge print-status print-status--${line.printStatus ?? 'none'}`}>
          {line.printStatus === null ? t('print.noData') : t(`print.status.${line.printStatus}`)}
        </span>
      </div>
      {line.printDataUrl && (
        <p>
          {t('print.file')}:{' '}
          <a href={line.printDataUrl} download={line.printDataName || true}>
            {line.printDataName || line.printDataUrl.split('/').pop()}
          </a>
        </p>
      )}
      {findings.length > 0 && (
        <dl className="print-line__findings" aria-label={t('print.findings')}>
          {findings.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{Array.isArray(value) ? value.join(', ') || '–' : String(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {line.printReasons.length > 0 && (
        <ul className="print-line__reasons">
          {line.printReasons.map((reason) => (
            <li key={`${reason.code}-${JSON.stringify(reason.params ?? {})}`}>{printReasonText(reason, i18n.language as Language)}</li>
          ))}
        </ul>
      )}
      {line.printPreviewUrl && <img className="print-line__proof" src={line.printPreviewUrl} alt={t('print.proof')} />}
      <div className="print-line__actions">
        <Verdict line={line} />
        {line.printStatus === PRINT_STATUS.artworkInPreparation && <ArtworkUpload line={line} />}
        {line.printStatus === PRINT_STATUS.aboutToPrint && (
          <button type="button" disabled={status.isPending} onClick={() => move(40)}>
            {t('print.markPrinting')}
          </button>
        )}
        {line.printStatus === PRINT_STATUS.printing && (
          <button type="button" disabled={status.isPending} onClick={() => move(50)}>
            {t('print.markPrinted')}
          </button>
        )}
      </div>
    </li>
  );
}

/** Print data: the queue of logo lines awaiting a check, their files and findings, the verdict, printing and printed. */
export function PrintPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const printStatus = Number(params.get('status') ?? PRINT_STATUS.awaitingCheck);
  const pageNo = Number(params.get('pageNo') ?? 1);
  const pageSize = 20;
  const { data } = usePrintLines({ printStatus, pageNo, pageSize });
  const show = (status: number) => setParams(new URLSearchParams({ status: String(status) }));
  return (
    <>
      <PageHeader title={t('nav.print')} />
      <div className="tabs" role="tablist" aria-label={t('print.statusLabel')}>
        {TABS.map((status) => (
          <button key={status} type="button" role="tab" aria-selected={printStatus === status} onClick={() => show(status)}>
            {t(`print.status.${status}`)}
          </button>
        ))}
      </div>
      {data && data.list.length === 0 && <p className="muted">{t('print.none')}</p>}
      <ul className="print-lines">
        {data?.list.map((line) => (
          <PrintLine key={line.id} line={line} />
        ))}
      </ul>
      {data && data.total > pageSize && (
        <Pager
          pageNo={pageNo}
          pageSize={pageSize}
          total={data.total}
          onPage={(page) => setParams(new URLSearchParams({ status: String(printStatus), pageNo: String(page) }))}
          onPageSize={() => undefined}
        />
      )}
    </>
  );
}

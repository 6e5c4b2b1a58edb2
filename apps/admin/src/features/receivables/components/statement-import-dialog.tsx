import type { TImportStatementResponse, TStatementLine } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { money } from '../../../lib/format.ts';
import { useImportStatement } from '../api/receivables.ts';

/** The server reads statements up to this size; a larger file is not sent. */
const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

function Lines({ title, lines, testId }: { title: string; lines: TStatementLine[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId}>
      <h3>
        {title} ({lines.length})
      </h3>
      {lines.length > 0 && (
        <ul className="plain-list">
          {lines.map((line) => (
            <li key={line.entryKey}>
              {money(line.amount, line.currency)} · {line.reference ?? t('receivables.noReference')}
              {line.orderNo && ` · ${line.orderNo}`} · <span className="muted">{line.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Imports a bank statement (CAMT.053 XML or CSV): its credit lines are matched to bank transfers by
 * reference, each line once; the dialog then lists what was matched, what could not be, and what was
 * counted before (importing the same file again changes nothing).
 */
export function StatementImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const send = useImportStatement();
  const fileId = useId();
  const [result, setResult] = useState<TImportStatementResponse | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const choose = (file: File) => {
    setResult(null);
    setTooLarge(file.size > STATEMENT_MAX_BYTES);
    if (file.size > STATEMENT_MAX_BYTES) return;
    send.mutate(file, { onSuccess: setResult });
  };
  return (
    <Dialog title={t('receivables.importTitle')} open onClose={onClose}>
      <p className="muted">{t('receivables.importHelp')}</p>
      <div className="field">
        <label htmlFor={fileId}>{t('receivables.importFile')}</label>
        <input
          id={fileId}
          type="file"
          accept=".xml,.csv,text/xml,application/xml,text/csv"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) choose(chosen);
          }}
        />
      </div>
      {tooLarge && (
        <p className="alert" role="alert">
          {t('receivables.tooLarge')}
        </p>
      )}
      {send.isPending && <p role="status">{t('common.loading')}</p>}
      {result && (
        <div role="status">
          <Lines title={t('receivables.matched')} lines={result.matched} testId="statement-matched" />
          <Lines title={t('receivables.unmatched')} lines={result.unmatched} testId="statement-unmatched" />
          <Lines title={t('receivables.alreadyPaid')} lines={result.alreadyPaid} testId="statement-already-paid" />
        </div>
      )}
      <div className="dialog__actions">
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}

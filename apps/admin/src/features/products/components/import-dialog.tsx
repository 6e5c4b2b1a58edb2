import '../products.css';
import { PRODUCT_IMPORT_MAX_BYTES, type TAdminSpuImportResult } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useImportProducts } from '../api/products.ts';

/** What a dry run found: the rows refused with their lines, else what each row would change. */
function DryRunResult({ result }: { result: TAdminSpuImportResult }) {
  const { t } = useTranslation();
  if (result.errors.length > 0)
    return (
      <div role="alert">
        <p className="alert">{t('productImport.errors', { count: result.errors.length })}</p>
        <ul className="import-errors">
          {result.errors.map((e) => (
            <li key={`${e.line}-${e.column}-${e.problem}`}>{t('productImport.errorLine', { line: e.line, message: e.message })}</li>
          ))}
        </ul>
      </div>
    );
  if (result.changes.length === 0) return <p role="status">{t('productImport.noChanges', { count: result.rowCount })}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table" aria-label={t('productImport.changes')}>
        <thead>
          <tr>
            <th scope="col">{t('productImport.line')}</th>
            <th scope="col">{t('productImport.product')}</th>
            <th scope="col">{t('productImport.field')}</th>
            <th scope="col">{t('productImport.before')}</th>
            <th scope="col">{t('productImport.after')}</th>
          </tr>
        </thead>
        <tbody>
          {result.changes.flatMap((change) =>
            change.fields.map((f, i) => (
              <tr key={`${change.line}-${f.field}`}>
                <td>{i === 0 ? change.line : ''}</td>
                <td>{i === 0 ? `${change.name} (SKU ${change.skuId})` : ''}</td>
                <td>{t(`productImport.fields.${f.field}`)}</td>
                <td>{f.before}</td>
                <td>{f.after}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Imports the product export edited in a spreadsheet: the file is checked first (a dry run that
 * lists what would change, or the rows refused with their lines), and only then applied, all or nothing.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const send = useImportProducts();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TAdminSpuImportResult | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const check = (chosen: File) => {
    setFile(chosen);
    setChecked(null);
    // The server refuses more anyway: a file that large is not sent at all.
    setTooLarge(chosen.size > PRODUCT_IMPORT_MAX_BYTES);
    if (chosen.size > PRODUCT_IMPORT_MAX_BYTES) return;
    send.mutate({ file: chosen, apply: false }, { onSuccess: setChecked });
  };
  const apply = () => {
    if (!file) return;
    send.mutate(
      { file, apply: true },
      {
        onSuccess: (result) => {
          showToast(t('productImport.applied', { count: result.changes.length }), 'success');
          onClose();
        },
      },
    );
  };
  const changes = checked && checked.errors.length === 0 ? checked.changes.length : 0;
  return (
    <Dialog title={t('productImport.title')} open onClose={onClose}>
      <p className="muted">{t('productImport.help')}</p>
      <div className="field">
        <label htmlFor={fileId}>{t('productImport.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) check(chosen);
          }}
        />
      </div>
      {tooLarge && (
        <p className="alert" role="alert">
          {t('productImport.tooLarge')}
        </p>
      )}
      {send.isPending && <p role="status">{t('common.loading')}</p>}
      {checked && <DryRunResult result={checked} />}
      <div className="dialog__actions">
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="primary" disabled={changes === 0 || send.isPending} onClick={apply}>
          {t('productImport.apply', { count: changes })}
        </button>
      </div>
    </Dialog>
  );
}

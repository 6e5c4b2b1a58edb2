import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  /** What happens, in a sentence the admin reads before saying yes (money moves, data locked, a mail sent). */
  message: ReactNode;
  /** What the confirming button says ("Refund 12,00 €"). */
  confirmLabel: string;
  /** Runs on yes; the dialog closes once it has settled, and stays open (and usable) when it throws. */
  onConfirm: () => Promise<unknown> | undefined;
  onClose: () => void;
  /** Red button for what cannot be undone. */
  danger?: boolean;
  /** More to choose before saying yes (a checkbox). */
  children?: ReactNode;
}

/** "Are you sure?" before an action that moves money or locks data: Cancel, or the action named once more. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose, danger, children }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The request's error was shown as a toast; the admin may try again or cancel.
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} open onClose={onClose}>
      <p>{message}</p>
      {children}
      <div className="dialog__actions">
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className={danger ? 'danger' : 'primary'} disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

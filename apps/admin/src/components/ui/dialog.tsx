import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A modal <dialog>: Escape closes it, focus returns to what opened it; named by its own title when one opens above another. */
export function Dialog({ title, open, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      {open && (
        <div className="dialog__body">
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

interface DialogActionsProps {
  onCancel: () => void;
  busy: boolean;
  /** What the submit button says (Save by default). */
  label?: string;
}

/** Cancel and Save (or what else the form does) at the foot of a dialog's form; blocked while the form is being sent. */
export function DialogActions({ onCancel, busy, label }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="dialog__actions">
      <button type="button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="primary" disabled={busy}>
        {label ?? t('common.save')}
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmStore } from '../../lib/confirm.ts';
import { useStore } from '../../lib/store.ts';

/** The one confirmation dialog of the storefront (see `askConfirm`): a modal native dialog, focus on yes, Escape says no. */
export function ConfirmDialog() {
  const { t } = useTranslation();
  const question = useStore(confirmStore);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (question && !dialog.open) dialog.showModal();
    if (!question && dialog.open) dialog.close();
  }, [question]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby="confirm-question"
      onClose={() => question?.answer(false)}
    >
      {question && (
        <>
          <p id="confirm-question">{question.text}</p>
          <div className="form__actions">
            <button type="button" className="button button--secondary" onClick={() => question.answer(false)}>
              {t('common.cancel')}
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: the dialog's default answer takes the focus, as the browser's own confirm box does */}
            <button type="button" className="button" autoFocus onClick={() => question.answer(true)}>
              {question.yes ?? t('common.ok')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

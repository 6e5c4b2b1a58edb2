import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

/** A side panel over the page (native dialog: focus kept inside, Escape closes). */
export function Drawer({
  open,
  onClose,
  title,
  side = 'right',
  fixedFoot = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  /** The content scrolls inside itself (a list between a header and a footer that stays visible), not the whole panel. */
  fixedFoot?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboards close with Escape or the close button
    <dialog
      ref={ref}
      className={`drawer drawer--${side}`}
      aria-label={title}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
    >
      <div className={fixedFoot ? 'drawer__panel drawer__panel--fixed-foot' : 'drawer__panel'}>
        <div className="drawer__head">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}

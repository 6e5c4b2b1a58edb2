import { formatDecimal } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { productPath } from '../product-path.ts';
import { ToolButton } from './tool-button.tsx';

export interface DesignToolbarProps {
  product: { id: number; name: string };
  /** The logo position's name and the print data's size in mm. */
  printArea: { position: string; width: number; height: number };
  count: number;
  methodName: string;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  /** What the editor is doing: nothing, uploading a picture, saving, or saving to order. */
  busy: '' | 'upload' | 'save' | 'use';
  /** Whether there is anything to order (an empty design is not). */
  canUse: boolean;
  onSave: () => void;
  onUse: () => void;
}

/** The editor's top bar: back to the product, what is designed, undo and redo, Save and Use this design. */
export function DesignToolbar({ product, printArea, count, methodName, history, busy, canUse, onSave, onUse }: DesignToolbarProps) {
  const { t, i18n } = useTranslation('design');
  const size = (mm: number) => formatDecimal(mm, i18n.language);
  return (
    <header className="designer__bar">
      <Link className="designer__back" to={productPath(product.id, product.name)} aria-label={t('back')} title={t('back')}>
        ←
      </Link>
      <div className="designer__heading">
        <h1>{t('title', { product: product.name })}</h1>
        <p className="muted">
          {t('printArea', { position: printArea.position, width: size(printArea.width), height: size(printArea.height) })}
          <span className="designer__summary"> · {t('summary', { count, method: methodName })}</span>
        </p>
      </div>
      <div className="designer__history" role="group" aria-label={t('tools')}>
        <ToolButton label={t('undo')} onClick={history.undo} disabled={!history.canUndo}>
          ↶
        </ToolButton>
        <ToolButton label={t('redo')} onClick={history.redo} disabled={!history.canRedo}>
          ↷
        </ToolButton>
      </div>
      <div className="designer__actions">
        <button type="button" className="button button--secondary" onClick={onSave} disabled={busy !== ''}>
          {busy === 'save' ? t('saving') : t('save')}
        </button>
        <button type="button" className="button button--accent" onClick={onUse} disabled={busy !== '' || !canUse}>
          {t('use')}
        </button>
      </div>
    </header>
  );
}

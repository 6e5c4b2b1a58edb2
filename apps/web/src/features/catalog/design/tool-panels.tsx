import { DESIGN_SHAPES, type DesignShape } from '@shop/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type Panel = 'upload' | 'text' | 'shapes' | 'clipart' | 'layers' | 'mine';
const PANELS: Panel[] = ['upload', 'text', 'shapes', 'clipart', 'layers'];

/** The editor's tools, one panel at a time; a member also has their designs of the product. */
export function ToolTabs({ panel, member, onChange }: { panel: Panel; member: boolean; onChange: (panel: Panel) => void }) {
  const { t } = useTranslation('design');
  return (
    <nav className="designer__tabs" aria-label={t('tools')}>
      {[...PANELS, ...(member ? (['mine'] as const) : [])].map((name) => (
        <button key={name} type="button" className="designer__tab" aria-pressed={panel === name} onClick={() => onChange(name)}>
          {t(name)}
        </button>
      ))}
    </nav>
  );
}

/** A picture from the shopper's device: the button opens the file chooser. */
export function UploadPanel({ uploading, onFile }: { uploading: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('design');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        className="visually-hidden"
        // The button below opens it: named for screen readers, left out of the tab order.
        aria-label={t('uploadButton')}
        tabIndex={-1}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml,.svg"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        className="button button--accent designer__wide"
        onClick={() => fileInput.current?.click()}
        disabled={uploading}
      >
        {uploading ? t('uploading') : t('uploadButton')}
      </button>
      <p className="muted">{t('uploadHint')}</p>
    </>
  );
}

export function TextPanel({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('design');
  return (
    <>
      <button type="button" className="button button--accent designer__wide" onClick={onAdd}>
        {t('addText')}
      </button>
      <p className="muted">{t('textHint')}</p>
    </>
  );
}

function ShapeIcon({ shape }: { shape: DesignShape }) {
  return (
    <svg viewBox="-4 -4 108 108" width="36" height="36" aria-hidden="true">
      <path d={DESIGN_SHAPES[shape]} fill="currentColor" />
    </svg>
  );
}

/** Shapes or clip-art to add, each named. */
export function ShapeGrid({ shapes, onAdd }: { shapes: readonly DesignShape[]; onAdd: (shape: DesignShape) => void }) {
  const { t } = useTranslation('design');
  return (
    <div className="designer__grid">
      {shapes.map((shape) => (
        <button key={shape} type="button" className="designer__shape" title={t(`shape.${shape}`)} onClick={() => onAdd(shape)}>
          <ShapeIcon shape={shape} />
          <span>{t(`shape.${shape}`)}</span>
        </button>
      ))}
    </div>
  );
}

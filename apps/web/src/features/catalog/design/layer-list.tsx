import { useTranslation } from 'react-i18next';
import { ToolButton } from './tool-button.tsx';

/** An object of the design as the layer list shows it. */
export interface Layer {
  key: number;
  label: string;
  locked: boolean;
  active: boolean;
}

function LockIcon({ locked }: { locked: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d={locked ? 'M5 7V5a3 3 0 0 1 6 0v2' : 'M5 7V5a3 3 0 0 1 6 0'} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** The design's objects top first (each callback gets the layer's place in this list): select, reorder, lock and delete. */
export function LayerList({
  layers,
  onSelect,
  onRestack,
  onLock,
  onDelete,
}: {
  layers: Layer[];
  onSelect: (index: number) => void;
  /** 1: one up (forward), -1: one down. */
  onRestack: (index: number, step: 1 | -1) => void;
  onLock: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  const { t } = useTranslation('design');
  if (layers.length === 0) return <p className="muted">{t('noLayers')}</p>;
  return (
    <ol className="designer__layers">
      {layers.map((layer, index) => (
        <li
          key={layer.key}
          className={layer.active ? 'designer__layer designer__layer--active' : 'designer__layer'}
          aria-current={layer.active ? 'true' : undefined}
        >
          <button type="button" className="designer__layer-name" onClick={() => onSelect(index)}>
            {layer.label}
          </button>
          <ToolButton label={t('forward')} onClick={() => onRestack(index, 1)} disabled={index === 0}>
            ↑
          </ToolButton>
          <ToolButton label={t('backward')} onClick={() => onRestack(index, -1)} disabled={index === layers.length - 1}>
            ↓
          </ToolButton>
          <ToolButton label={layer.locked ? t('unlock') : t('lock')} onClick={() => onLock(index)}>
            <LockIcon locked={layer.locked} />
          </ToolButton>
          <ToolButton label={t('delete')} onClick={() => onDelete(index)}>
            ✕
          </ToolButton>
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import { type Retype, type SelectedText, type TextAlign, TextSettings } from './text-settings.tsx';
import type { Align } from './use-design-canvas.ts';

const SWATCHES = ['#1b2a4a', '#000000', '#ffffff', '#d7263d', '#f08a24', '#f2c14e', '#2a9d4a', '#1f6feb', '#7b4bc4', '#8a8f98'];
const ALIGNS: Align[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];

/** The selected object as the panel shows it: its colour (a picture has none of its own), its text, whether it is locked. */
export interface Selection {
  fill: string | null;
  text: SelectedText | null;
  locked: boolean;
}

export interface SelectionActions {
  onStyle: (style: { fill: string } | { textAlign: TextAlign }) => void;
  onRetype: (next: Retype) => void;
  onAlign: (to: Align) => void;
  /** 1: forward, -1: backward. */
  onRestack: (step: 1 | -1) => void;
  onLock: () => void;
  onDelete: () => void;
}

function ColourField({ fill, onFill }: { fill: string; onFill: (colour: string) => void }) {
  const { t } = useTranslation('design');
  return (
    <fieldset className="designer__field">
      <legend>{t('colour')}</legend>
      <div className="designer__swatches">
        {SWATCHES.map((colour) => (
          <button
            key={colour}
            type="button"
            className="designer__swatch"
            style={{ background: colour }}
            aria-label={colour}
            aria-pressed={fill.toLowerCase() === colour}
            onClick={() => onFill(colour)}
          />
        ))}
        <input
          type="color"
          aria-label={t('colour')}
          value={fill.startsWith('#') && fill.length === 7 ? fill : '#000000'}
          onChange={(e) => onFill(e.target.value)}
        />
      </div>
    </fieldset>
  );
}

/** What the shopper can change of the selected object: colour, text, place in the print area, layer, lock; or a hint when nothing is selected. */
export function SelectionPanel({ selection, ...on }: { selection: Selection | null } & SelectionActions) {
  const { t } = useTranslation('design');
  return (
    <aside className="designer__props" aria-label={t('colour')}>
      {!selection ? (
        <p className="muted">{t('noSelection')}</p>
      ) : (
        <>
          {selection.fill !== null && <ColourField fill={selection.fill} onFill={(fill) => on.onStyle({ fill })} />}
          {selection.text && (
            <TextSettings text={selection.text} onRetype={on.onRetype} onAlign={(textAlign) => on.onStyle({ textAlign })} />
          )}
          <fieldset className="designer__field">
            <legend>{t('align')}</legend>
            <div className="designer__row">
              {ALIGNS.map((to) => (
                <button key={to} type="button" className="designer__chip" onClick={() => on.onAlign(to)}>
                  {t(`align${to[0]!.toUpperCase()}${to.slice(1)}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="designer__row">
            <button type="button" className="designer__chip" onClick={() => on.onRestack(1)}>
              {t('forward')}
            </button>
            <button type="button" className="designer__chip" onClick={() => on.onRestack(-1)}>
              {t('backward')}
            </button>
            <button type="button" className="designer__chip" onClick={on.onLock}>
              {selection.locked ? t('unlock') : t('lock')}
            </button>
            <button type="button" className="designer__chip designer__chip--danger" onClick={on.onDelete}>
              {t('delete')}
            </button>
          </div>
        </>
      )}
    </aside>
  );
}

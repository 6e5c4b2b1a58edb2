import { DESIGN_FONT_NAMES, DESIGN_FONTS, type DesignFont, designFontHasWeight } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cssFontFamily } from './design-model.ts';

export type TextAlign = 'left' | 'center' | 'right';

/** The selected text as its settings show it. */
export interface SelectedText {
  text: string;
  font: DesignFont;
  bold: boolean;
  align: string;
}

/** A change of a text's letters, font or weight (each waits for the font to have what it needs). */
export interface Retype {
  text?: string;
  font?: DesignFont;
  weight?: 400 | 700;
}

/** The selected text's letters, font, weight and alignment. */
export function TextSettings({
  text,
  onRetype,
  onAlign,
}: {
  text: SelectedText;
  onRetype: (next: Retype) => void;
  onAlign: (align: TextAlign) => void;
}) {
  const { t } = useTranslation('design');
  const textId = useId();
  const fontId = useId();
  return (
    <>
      <div className="designer__field">
        <label htmlFor={textId}>{t('textContent')}</label>
        <textarea
          id={textId}
          className="designer__text"
          rows={2}
          maxLength={500}
          value={text.text}
          onChange={(event) => onRetype({ text: event.target.value })}
        />
      </div>
      <div className="designer__field">
        <label htmlFor={fontId}>{t('font')}</label>
        <select
          id={fontId}
          className="designer__font"
          style={{ fontFamily: cssFontFamily(text.font) }}
          value={text.font}
          onChange={(event) => onRetype({ font: event.target.value as DesignFont })}
        >
          {DESIGN_FONT_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`fonts.${name}`)}
            </option>
          ))}
        </select>
        {!DESIGN_FONTS[text.font].chinese && <p className="muted designer__note">{t('fontFallback')}</p>}
      </div>
      <fieldset className="designer__field">
        <legend>{t('alignText')}</legend>
        <div className="designer__row">
          <button
            type="button"
            className="designer__chip"
            aria-pressed={text.bold}
            disabled={!designFontHasWeight(text.font, 700)}
            onClick={() => onRetype({ weight: text.bold ? 400 : 700 })}
          >
            <strong>B</strong> {t('bold')}
          </button>
          {(['left', 'center', 'right'] as const).map((align) => (
            <button key={align} type="button" className="designer__chip" aria-pressed={text.align === align} onClick={() => onAlign(align)}>
              {t(`text${align[0]!.toUpperCase()}${align.slice(1)}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </>
  );
}

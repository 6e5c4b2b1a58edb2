import type { TPreviousDesign } from '@shop/shared';
import { useTranslation } from 'react-i18next';

/**
 * "Your previous designs": the logos a member had printed on this product before, each with its
 * order and size; choosing one fills the logo panel with it (and, where its print data was
 * approved, the new line prints that data again without a new proof).
 */
export function PreviousDesigns({
  designs,
  chosen,
  onChoose,
}: {
  designs: TPreviousDesign[];
  chosen: number | undefined;
  onChoose: (design: TPreviousDesign) => void;
}) {
  const { t, i18n } = useTranslation();
  if (designs.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <fieldset className="customise__field customise__field--wide previous-designs">
      <legend>{t('customise.previousDesigns')}</legend>
      <ul>
        {designs.map((design) => (
          <li key={design.orderItemId}>
            <button
              type="button"
              className="previous-designs__pick"
              aria-pressed={chosen === design.orderItemId}
              onClick={() => onChoose(design)}
            >
              <img src={design.imgUrl} alt="" width="56" height="56" />
              <span>
                {t('customise.previousOrder', { no: design.orderNo, date: date.format(design.createTime), count: design.count })}
                <br />
                <span className="muted">{design.approved ? t('customise.previousApproved') : t('customise.previousNewProof')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

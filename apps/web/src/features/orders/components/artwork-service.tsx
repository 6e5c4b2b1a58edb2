import { PRINT_STATUS, type TOrder } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRequestArtwork } from '../api/print-data.ts';

type Line = TOrder['items'][number];

/** The design editor for the line's product, position and size: to make a design instead. */
export function designLinkOf(line: Line): string {
  return `/customDesign?${new URLSearchParams({
    spuId: String(line.spuId),
    skuId: String(line.skuId),
    locationId: line.locationId ?? '',
    size: line.size ?? '',
    method: line.decoratingMethod ?? '',
    count: String(line.count),
  })}`;
}

/**
 * The help a logo line offers besides uploading: the shop prepares the artwork (free), or the
 * shopper makes a design in the online editor. While the shop prepares it, the line says so.
 * `open`: the order still takes print data.
 */
export function ArtworkService({ line, open, orderKey }: { line: Line; open: boolean; orderKey: string | undefined }) {
  const { t } = useTranslation();
  const ids = { title: useId(), note: useId() };
  const request = useRequestArtwork(orderKey);
  const [note, setNote] = useState('');
  const status = line.printStatus ?? null;
  if (status === PRINT_STATUS.artworkInPreparation)
    return (
      <p className="print-data__service print-data__service--busy" data-testid="artwork-in-preparation">
        {t('printData.artworkBusy')}
      </p>
    );
  const offered = open && (status === null || status === PRINT_STATUS.incorrect || status === PRINT_STATUS.checkedNormal);
  if (!offered) return null;
  return (
    <section className="print-data__service" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('printData.helpTitle')}</h3>
      <p>{t('printData.artworkOffer')}</p>
      <label htmlFor={ids.note}>{t('printData.artworkNote')}</label>
      <textarea id={ids.note} rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      <div className="print-data__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={request.isPending}
          onClick={() => request.mutate({ id: line.id, note: note.trim() })}
        >
          {t('printData.artworkRequest')}
        </button>
        <Link className="link-button" to={designLinkOf(line)}>
          {t('printData.designInstead')}
        </Link>
      </div>
      {request.isError && <p className="field__error">{t('printData.artworkFailed')}</p>}
    </section>
  );
}

import { routes, type TSettlementRequest } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from './download-button.tsx';

/**
 * "Download offer": a numbered PDF quote of what is being priced (the settlement body of the cart,
 * the checkout or the customise panel), valid 30 days; for members and guests, any quantity.
 */
export function OfferButton({ body }: { body: TSettlementRequest | null }) {
  const { t } = useTranslation();
  return (
    <div className="offer-button">
      <DownloadButton route={routes.trade.order.offer} input={body ?? {}} disabled={body === null} testId="download-offer">
        {t('documents.offer')}
      </DownloadButton>
      <p className="muted">{t('documents.offerHint')}</p>
    </div>
  );
}

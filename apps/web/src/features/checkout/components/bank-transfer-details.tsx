import type { TPaySubmitResponse } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';

/** Groups of four, as banks print IBANs and references. */
const grouped = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * What the buyer needs to pay by bank transfer: the shop's account, the amount, the reference to
 * name and the day the money must be in by; for EUR the EPC QR code banking apps scan ("GiroCode").
 */
export function BankTransferDetails({ transfer }: { transfer: TPaySubmitResponse }) {
  const { t, i18n } = useTranslation();
  const price = usePrice(transfer.currency);
  const due = new Date(transfer.dueTime).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="bank-transfer" data-testid="bank-transfer">
      <h2>{t('checkout.bankTitle')}</h2>
      <p>{t('checkout.bankIntro', { amount: price(transfer.amount), due })}</p>
      <dl className="bank-transfer__facts">
        <dt>{t('checkout.bankHolder')}</dt>
        <dd>{transfer.account.holder}</dd>
        <dt>IBAN</dt>
        <dd>{grouped(transfer.account.iban)}</dd>
        <dt>BIC</dt>
        <dd>{transfer.account.bic}</dd>
        <dt>{t('checkout.bankName')}</dt>
        <dd>{transfer.account.bankName}</dd>
        <dt>{t('checkout.total')}</dt>
        <dd>{price(transfer.amount)}</dd>
        <dt>{t('checkout.bankReference')}</dt>
        <dd data-testid="bank-reference">
          <strong>{grouped(transfer.reference)}</strong>
        </dd>
      </dl>
      {transfer.qrCode && (
        <figure className="bank-transfer__qr">
          <img src={transfer.qrCode} alt={t('checkout.bankQr')} width="180" height="180" />
          <figcaption className="muted">{t('checkout.bankQr')}</figcaption>
        </figure>
      )}
      <p className="muted">{t('checkout.bankHold', { due })}</p>
    </div>
  );
}

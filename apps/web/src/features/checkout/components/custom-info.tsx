import '../checkout.css';
import { printSizeText, type TSettlementResponse } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { countryCode } from '../../../lib/session.ts';
import { useDictData } from '../../catalog/index.ts';
import type { CheckoutLine } from './use-checkout-lines.ts';

/**
 * A logo line's print order: method, size, position, logo and notes; its quantity is the
 * designer's (read-only here), and it ships in the custom lead time.
 */
export function CustomInfo({
  line,
  printed,
}: {
  line: CheckoutLine;
  printed: Pick<TSettlementResponse['items'][number], 'printWidthMm' | 'printHeightMm'>;
}) {
  const { t, i18n } = useTranslation();
  const positions = useDictData('custom_logo_position').data;
  const methods = useDictData('custom_decorating_method').data;
  const size = printSizeText({ size: line.size, ...printed }, i18n.language);
  const position = positions.find((p) => p.value === String(line.locationId))?.label ?? '—';
  const method = methods.find((m) => m.value === String(line.decoratingMethod))?.label;
  return (
    <div className="custom-info">
      <p>
        <strong>{t('checkout.customInfo')}</strong>
        {method && ` · ${t('customise.method')}: ${method}`} · {t('checkout.customSize')}: {size} · {t('checkout.customPosition')}:{' '}
        {position}
      </p>
      {line.imgUrl && <img src={line.imgUrl} alt={t('checkout.customLogo')} width="48" height="48" />}
      {line.description && <p className="muted">{line.description}</p>}
      <p className="muted">{t('checkout.customCount', { count: line.count })}</p>
      <p className="note">{t(countryCode() === 'US' ? 'customise.leadTimeUs' : 'customise.leadTime')}</p>
    </div>
  );
}

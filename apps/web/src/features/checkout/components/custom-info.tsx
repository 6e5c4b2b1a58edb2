import { useTranslation } from 'react-i18next';
import { useDictData } from '../../catalog/index.ts';
import type { CheckoutLine } from './use-checkout-lines.ts';

/** A logo line's print order: size, position and picture; its quantity is the designer's (read-only here). */
export function CustomInfo({ line }: { line: CheckoutLine }) {
  const { t } = useTranslation();
  const positions = useDictData('custom_logo_position').data;
  const size = ['1', '2', '3'].includes(line.size ?? '') ? t(`checkout.customSize${line.size}`) : `${line.size ?? ''} cm`;
  const position = positions.find((p) => p.value === String(line.locationId))?.label ?? '—';
  return (
    <div className="custom-info">
      <p>
        <strong>{t('checkout.customInfo')}</strong> · {t('checkout.customSize')}: {size} · {t('checkout.customPosition')}: {position}
      </p>
      {line.imgUrl && <img src={line.imgUrl} alt={t('checkout.customLogo')} width="48" height="48" />}
      <p className="muted">{t('checkout.customCount', { count: line.count })}</p>
    </div>
  );
}

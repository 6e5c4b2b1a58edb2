import { PRINT_MIN_DPI } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { DesignWarnings } from './design-warnings.ts';

/** What would print badly, as the shopper works; a design with objects and no warning is ready to print. */
export function WarningList({ warnings, empty, methodName }: { warnings: DesignWarnings; empty: boolean; methodName: string }) {
  const { t } = useTranslation('design');
  const { outside, lowDpi, colours } = warnings;
  return (
    <div className="designer__warnings" aria-live="polite" data-testid="design-warnings">
      {outside > 0 && <p className="designer__warning">{t('warnOutside', { count: outside })}</p>}
      {lowDpi !== null && <p className="designer__warning">{t('warnDpi', { dpi: lowDpi, min: PRINT_MIN_DPI })}</p>}
      {colours && <p className="designer__warning">{t('warnColours', { count: colours.count, max: colours.max, method: methodName })}</p>}
      {!empty && outside === 0 && lowDpi === null && !colours && <p className="designer__ok">{t('allGood')}</p>}
    </div>
  );
}

import { printSizeText, type TQuote } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../lib/format.ts';
import { useDictData } from '../../catalog/index.ts';

/** A logo line's print order in words: method, position, size. */
function PrintOrder({ line }: { line: TQuote['lines'][number] }) {
  const { t, i18n } = useTranslation();
  const methods = useDictData('custom_decorating_method').data;
  const positions = useDictData('custom_logo_position').data;
  if (!line.size) return null;
  const method = methods.find((m) => m.value === line.decoratingMethod)?.label ?? line.decoratingMethod;
  const position = positions.find((p) => p.value === line.locationId)?.label ?? line.locationId;
  return <p className="muted">{t('quotes.printOrder', { method, position, size: printSizeText(line, i18n.language) })}</p>;
}

/**
 * The quote's lines: product, variant and print order, quantity, unit price, and the print price
 * per piece and setup fee where the shop set them; each line's amount (goods plus printing).
 */
export function QuoteLines({ quote }: { quote: TQuote }) {
  const { t } = useTranslation();
  const price = usePrice(quote.currency);
  return (
    <ul className="quote-lines">
      {quote.lines.map((line) => (
        <li key={line.id} className="quote-line">
          <img src={line.picUrl} alt="" width="64" height="64" />
          <div className="quote-line__what">
            <strong>{line.spuName}</strong>
            {line.properties.length > 0 && <p className="muted">{line.properties.map((p) => p.valueName).join(' · ')}</p>}
            <PrintOrder line={line} />
            {line.imgUrl && <img className="quote-line__logo" src={line.imgUrl} alt={t('quotes.logo')} width="40" height="40" />}
          </div>
          <dl className="quote-line__prices">
            <dt>{t('quotes.quantity')}</dt>
            <dd>{line.count}</dd>
            <dt>{t('quotes.unitPrice')}</dt>
            <dd>{price(line.unitPrice)}</dd>
            {line.printPrice > 0 && (
              <>
                <dt>{t('quotes.printPrice')}</dt>
                <dd>{price(line.printPrice)}</dd>
              </>
            )}
            {line.setupPrice > 0 && (
              <>
                <dt>{t('quotes.setupPrice')}</dt>
                <dd>{price(line.setupPrice)}</dd>
              </>
            )}
            <dt className="quote-line__amount">{t('quotes.amount')}</dt>
            <dd className="quote-line__amount">{price(line.totalPrice + line.decalsPrice)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

import { centsToDecimal, printSizeText, QUOTE_STATUS, type TAdminQuote, toCents } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { money } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePriceQuote } from '../api/change-quote.ts';

const DAY = 86_400_000;
/** A quote is valid for 30 days unless the shop says otherwise. */
const DEFAULT_VALID_DAYS = 30;

/** Cents from a typed amount ("12.50", "12,5"), null when it is none. */
function cents(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return toCents(trimmed);
}

type LinePrices = { unitPrice: string; printPrice: string; setupPrice: string };
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The end of a calendar day (YYYY-MM-DD) at the shop's seat, where documents are dated: a quote is valid through that day. */
function endOfShopDay(day: string): number {
  const utc = Date.parse(`${day}T23:59:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(utc)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const ms = match ? (Number(match[2]) * 60 + Number(match[3])) * 60_000 * (match[1] === '-' ? -1 : 1) : 0;
  return utc - ms;
}

/**
 * Prices a requested (or re-prices a sent) quote: per line the unit price, the print price per
 * printed piece and an optional setup fee, then delivery, validity and a note; "Send" prices it
 * and mails the buyer the quote with its PDF. The figures the buyer sees are the server's.
 */
export function QuotePriceForm({ quote }: { quote: TAdminQuote }) {
  const { t, i18n } = useTranslation();
  const price = usePriceQuote(quote.id);
  const [lines, setLines] = useState<Record<number, LinePrices>>(() =>
    Object.fromEntries(
      quote.lines.map((line) => [
        line.id,
        {
          unitPrice: centsToDecimal(line.unitPrice),
          printPrice: centsToDecimal(line.printPrice),
          setupPrice: centsToDecimal(line.setupPrice),
        },
      ]),
    ),
  );
  const [delivery, setDelivery] = useState(centsToDecimal(quote.price.deliveryPrice));
  const [validTo, setValidTo] = useState(isoDay(quote.validTo ?? Date.now() + DEFAULT_VALID_DAYS * DAY));
  const [note, setNote] = useState(quote.shopNote);
  const open = quote.status === QUOTE_STATUS.requested || quote.status === QUOTE_STATUS.priced;
  const set = (id: number, change: Partial<LinePrices>) => setLines((current) => ({ ...current, [id]: { ...current[id]!, ...change } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priced = quote.lines.map((line) => {
      const typed = lines[line.id]!;
      return { id: line.id, unitPrice: cents(typed.unitPrice), printPrice: cents(typed.printPrice), setupPrice: cents(typed.setupPrice) };
    });
    const deliveryPrice = cents(delivery);
    if (deliveryPrice === null || priced.some((l) => l.unitPrice === null || l.printPrice === null || l.setupPrice === null))
      return showToast(t('quotes.amountInvalid'));
    const end = endOfShopDay(validTo);
    price.mutate(
      {
        id: quote.id,
        lines: priced as { id: number; unitPrice: number; printPrice: number; setupPrice: number }[],
        deliveryPrice,
        validTo: end,
        note,
      },
      { onSuccess: () => showToast(t('quotes.sent')) },
    );
  };
  return (
    <form className="quote-price-form" onSubmit={submit} aria-label={t('quotes.pricing')}>
      <table className="data-table">
        <thead>
          <tr>
            <th>{t('quotes.item')}</th>
            <th>{t('quotes.count')}</th>
            <th>{t('quotes.unitPrice')}</th>
            <th>{t('quotes.printPrice')}</th>
            <th>{t('quotes.setupPrice')}</th>
            <th>{t('quotes.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.spuName}
                {line.size && (
                  <div className="muted">
                    {t('quotes.logoLine', {
                      size: printSizeText(line, i18n.language),
                      method: line.decoratingMethodName ?? line.decoratingMethod,
                      position: line.locationName ?? line.locationId,
                    })}
                    {line.imgUrl && (
                      <>
                        {' '}
                        <a href={line.imgUrl} target="_blank" rel="noreferrer">
                          {t('quotes.logo')}
                        </a>
                      </>
                    )}
                  </div>
                )}
              </td>
              <td>{line.count}</td>
              {(['unitPrice', 'printPrice', 'setupPrice'] as const).map((field) => (
                <td key={field}>
                  <input
                    aria-label={`${t(`quotes.${field}`)} ${line.spuName}`}
                    inputMode="decimal"
                    size={8}
                    disabled={!open || (field === 'printPrice' && !line.size)}
                    value={lines[line.id]![field]}
                    onChange={(e) => set(line.id, { [field]: e.target.value })}
                  />
                </td>
              ))}
              <td>{money(line.totalPrice + line.decalsPrice, quote.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="quote-price-form__terms">
        <TextField
          label={`${t('quotes.delivery')} (${quote.currency})`}
          inputMode="decimal"
          value={delivery}
          disabled={!open}
          onChange={(e) => setDelivery(e.target.value)}
        />
        <TextField label={t('quotes.validTo')} type="date" value={validTo} disabled={!open} onChange={(e) => setValidTo(e.target.value)} />
        <TextAreaField
          label={t('quotes.shopNote')}
          rows={2}
          maxLength={2000}
          value={note}
          disabled={!open}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {open && (
        <button type="submit" className="primary" disabled={price.isPending}>
          {quote.status === QUOTE_STATUS.priced ? t('quotes.sendAgain') : t('quotes.send')}
        </button>
      )}
    </form>
  );
}

import { type Currency, pickLanguage, type PriceBreakdown, pricingSettingsOf, type TSettings } from '@shop/shared';
import type { TradeQuote, TradeQuoteItem } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  buyerReferenceFacts,
  DocumentFormat,
  documentFrame,
  documentLines,
  type PrintNames,
  priceRows,
  taxNote,
  taxOf,
  numbersOf,
} from './document-content.ts';
import { type DocumentContent, renderDocument } from './document-pdf.ts';

type Line = Pick<
  TradeQuoteItem,
  'spuName' | 'properties' | 'count' | 'unitPrice' | 'totalPrice' | 'printPrice' | 'setupPrice' | 'size' | 'decoratingMethod' | 'locationId'
>;

/** A line's print prices under its name: "Printing 1,20 € per piece, setup fee 50,00 €". */
function printPrices(line: Line, format: DocumentFormat): string {
  return [
    line.printPrice > 0 ? format.t('quotePrint', { price: format.money(line.printPrice) }) : '',
    line.setupPrice > 0 ? format.t('quoteSetup', { price: format.money(line.setupPrice) }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The quote as the offer PDF prints it, in the buyer's language: lines at the quoted prices (print
 * prices and setup fee named under each), the totals of the pricing core (they add up to the
 * total), the tax note of the destination, validity and the shop's note. Kept with the quote when
 * it is sent, so the PDF reads the same whenever it is drawn.
 */
export function quoteDocument(
  quote: TradeQuote,
  lines: Line[],
  price: PriceBreakdown,
  settings: TSettings,
  names: PrintNames,
  url: string,
): DocumentContent {
  const format = new DocumentFormat(pickLanguage(quote.language), quote.currency as Currency);
  const tax = taxOf({ countryCode: quote.countryCode, state: quote.state }, pricingSettingsOf(settings), price);
  const validTo = quote.validTo ?? new Date();
  return {
    ...documentFrame('offer', quote.no, settings, format),
    addressLabel: format.t('preparedFor'),
    address: [quote.company, quote.name, quote.email, format.country(quote.countryCode)].filter(Boolean),
    shipTo: [],
    facts: [
      [format.t('number.offer'), quote.no],
      [format.t('date'), format.date(quote.pricedAt ?? new Date())],
      [format.t('validUntil'), format.date(validTo)],
      [format.t('customerNo'), quote.memberId === null ? format.t('guest') : String(quote.memberId)],
      ...buyerReferenceFacts(quote, format),
    ],
    lines: documentLines(
      lines.map((line) => ({ ...line, price: line.unitPrice, discountDescription: printPrices(line, format) })),
      names,
      format,
    ),
    totals: priceRows(price, tax, format),
    notes: [
      ...taxNote(price, tax, format),
      ...(quote.shopNote ? [quote.shopNote] : []),
      format.t('quoteNote', { date: format.date(validTo), url }),
    ],
    amounts: numbersOf(price),
  };
}

/** The PDF of a priced quote, drawn from the content kept when it was sent. */
export async function quotePdf(quote: Pick<TradeQuote, 'no' | 'content'>): Promise<{ filename: string; content: Buffer }> {
  if (!quote.content) throw new AppError('QUOTE_NOT_PRICED');
  return { filename: `${quote.no}.pdf`, content: await renderDocument(quote.content as unknown as DocumentContent) };
}

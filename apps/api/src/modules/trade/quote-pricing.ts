import {
  type Currency,
  type DeliveryType,
  type Language,
  ORDER_TYPE,
  priceOrder,
  type PricingSettings,
  type PrintTier,
} from '@shop/shared';
import type { TradeQuoteItem } from '../../generated/prisma/client.ts';
import { type BuyerCompany, pricingBuyerOf } from '../member/buyer-company.ts';
import type { Quote } from './quote.ts';

/** A quote line's prices as the shop sets them (cents): per unit, per printed piece, a setup fee once. */
export type QuotedPrices = Pick<TradeQuoteItem, 'unitPrice' | 'printPrice' | 'setupPrice'>;
type QuoteLine = Pick<TradeQuoteItem, 'skuId' | 'spuId' | 'count' | 'piecesPerUnit' | 'orderType' | 'printTier'> & QuotedPrices;

interface QuoteTerms {
  currency: Currency;
  countryCode: string;
  state: string;
  deliveryType: string;
  deliveryPrice: number;
  /** The buyer's company: its taxes price the quote as they price its orders (reverse charge, exemption). */
  company: BuyerCompany | null;
}

/**
 * A quote's figures by the one pricing core: the quoted unit and print prices stand as they are (no
 * quantity tiers, no coupon, no print minimum: the shop agreed them), a setup fee adds to its line's
 * print costs, the quoted delivery replaces the delivery option's price, and tax follows the
 * destination as for any order (US sales tax on the goods, EU VAT contained in the total).
 */
export function priceQuote(lines: QuoteLine[], terms: QuoteTerms, settings: PricingSettings, language: Language) {
  return priceOrder({
    lines: lines.map((line) => ({
      skuId: line.skuId,
      spuId: line.spuId,
      unitPrice: line.unitPrice,
      count: line.count,
      rules: [],
      piecesPerUnit: line.piecesPerUnit,
      ...(line.orderType === ORDER_TYPE.custom && line.printTier
        ? { printTier: line.printTier as PrintTier, printPrice: line.printPrice, printMinCount: 0 }
        : {}),
      setupPrice: line.setupPrice,
    })),
    currency: terms.currency,
    countryCode: terms.countryCode,
    state: terms.state || undefined,
    deliveryType: terms.deliveryType as DeliveryType,
    language,
    settings,
    deliveryPrice: terms.deliveryPrice,
    buyer: pricingBuyerOf(terms.company),
  });
}

type StoredLine = QuoteLine &
  Pick<TradeQuoteItem, 'spuName' | 'picUrl' | 'properties' | 'decoratingMethod' | 'printCheckLevel' | 'printWidthMm' | 'printHeightMm'>;

/** An accepted quote as order creation takes it: the quoted lines and figures in place of the catalogue's. */
export function quotedOrder(lines: StoredLine[], terms: QuoteTerms, settings: PricingSettings, language: Language): Quote {
  const priced = priceQuote(lines, terms, settings, language);
  return {
    items: priced.items.map((item, i) => {
      const line = lines[i]!;
      return {
        ...item,
        spuId: line.spuId,
        spuName: line.spuName,
        picUrl: line.picUrl,
        properties: line.properties as Quote['items'][number]['properties'],
        orderType: line.orderType,
        price: line.unitPrice,
        printTier: line.printTier,
        printCheckLevel: line.printCheckLevel,
        decoratingMethod: line.decoratingMethod,
        piecesPerUnit: line.piecesPerUnit,
        printWidthMm: line.printWidthMm,
        printHeightMm: line.printHeightMm,
      };
    }),
    price: priced.price,
    destination: { countryCode: terms.countryCode, state: terms.state || undefined },
    currency: terms.currency,
    coupon: null,
    company: terms.company,
  };
}

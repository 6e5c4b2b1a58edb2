import {
  documentText,
  formatMoney,
  type PricingSettings,
  printSizeText,
  translate,
  type Currency,
  type DocumentTextKey,
  type Language,
  type TPriceBreakdown,
  type Translated,
  type TSettings,
  personName,
} from '@shop/shared';
import type { DocumentContent, DocumentKind, Seller } from './document-pdf.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', zh: 'zh-CN' };
/** Documents are dated in the time of the shop's seat, which also decides their number's year. */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

/** Writes amounts, dates, rates and countries the way the document's language does ("18,49 €", "24.11.2026", "19 %"). */
export class DocumentFormat {
  constructor(
    readonly language: Language,
    readonly currency: Currency,
  ) {}

  t(key: DocumentTextKey, params: Record<string, string> = {}): string {
    return documentText(key, this.language, params);
  }

  /** The shop's one money format, as the storefront, the back office and the mails write it. */
  money(cents: number): string {
    return formatMoney(cents, this.currency, this.language);
  }

  date(at: Date): string {
    return new Intl.DateTimeFormat(LOCALES[this.language], { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(at);
  }

  /** A rate in basis points: 1900 → "19 %". */
  rate(basisPoints: number): string {
    return new Intl.NumberFormat(LOCALES[this.language], { style: 'percent', maximumFractionDigits: 3 }).format(basisPoints / 10_000);
  }

  country(code: string): string {
    return new Intl.DisplayNames([LOCALES[this.language]], { type: 'region' }).of(code.toUpperCase()) ?? code;
  }
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The seller from the settings, in the document's language: the support phone of the document's
 * market (USD documents the US one, EUR the EU one).
 */
export function sellerOf(settings: Pick<TSettings, 'legal' | 'contact'>, format: DocumentFormat): Seller {
  const { legal, contact } = settings;
  return {
    name: legal.name,
    address: linesOf(legal.address),
    contact: [contact.mail, format.currency === 'USD' ? contact.phone.US : contact.phone.EU],
    bank: linesOf(legal.bank),
    vatId: format.t('footer.vatId', { id: legal.vatId }),
    registration: linesOf(legal.registration),
  };
}

type PostalAddress = Partial<Record<'firstName' | 'lastName' | 'detailAddress' | 'city' | 'state' | 'zipCode' | 'countryCode', string>>;

/** The town line of an address: US style "Houston, TX 77002", elsewhere "10115 Berlin". */
export function placeLine(address: PostalAddress): string {
  const place =
    address.countryCode === 'US'
      ? `${address.city ?? ''}, ${address.state ?? ''} ${address.zipCode ?? ''}`
      : `${address.zipCode ?? ''} ${address.city ?? ''}`;
  return place.trim();
}

/** An address as a letter carries it, the country by name. */
export function postalLines(address: PostalAddress, format: DocumentFormat): string[] {
  return [
    personName(address),
    ...(address.detailAddress ?? '').split('\n'),
    placeLine(address).replace(/^,\s*/, ''),
    address.countryCode ? format.country(address.countryCode) : '',
  ].filter((line) => line.trim() !== '');
}

/** What a document line shows of an order or settlement line. */
export interface LineSource {
  spuName: string;
  properties: unknown;
  count: number;
  price: number;
  totalPrice: number;
  discountDescription: string;
  /** Custom lines: the print order (size tier or W×H, dict values of method and position). */
  size?: string;
  /** The most a custom line prints in mm (0 or absent: named by its tier). */
  printWidthMm?: number;
  printHeightMm?: number;
  decoratingMethod?: string;
  locationId?: string;
}

/** The names of the print dicts' values (method, position) in every language. */
export type PrintNames = { dictType: string; value: string; label: unknown }[];

function printNote(line: LineSource, names: PrintNames, format: DocumentFormat): string {
  if (!line.size) return '';
  const name = (dictType: string, value = '') =>
    translate(names.find((n) => n.dictType === dictType && n.value === value)?.label as Translated, format.language) || value;
  return format.t('logo', {
    method: name('custom_decorating_method', line.decoratingMethod),
    position: name('custom_logo_position', line.locationId),
    size: printSizeText(line, format.language),
  });
}

/** The table rows: position, item with its variant, discount and print order beneath, count, unit price, amount before discounts. */
export function documentLines(lines: LineSource[], names: PrintNames, format: DocumentFormat): DocumentContent['lines'] {
  return lines.map((line, i) => {
    const properties = (line.properties as { propertyName: string; valueName: string }[] | null) ?? [];
    const details = [
      properties.map((p) => `${p.propertyName}: ${p.valueName}`).join(', '),
      line.discountDescription,
      printNote(line, names, format),
    ].filter(Boolean);
    return [
      String(i + 1),
      [line.spuName, ...details].join('\n'),
      String(line.count),
      format.money(line.price),
      format.money(line.totalPrice),
    ];
  });
}

/** The business buyer's references of an order (PO number, cost centre) as facts of its documents, where given. */
export function buyerReferenceFacts(
  order: { poNumber: string | null; costCentre: string | null },
  format: DocumentFormat,
): [string, string][] {
  return [
    ...(order.poNumber ? [[format.t('poNumber'), order.poNumber] as [string, string]] : []),
    ...(order.costCentre ? [[format.t('costCentre'), order.costCentre] as [string, string]] : []),
  ];
}

/** How an order or offer is taxed, as its documents say it. */
export interface DocumentTax {
  /** reverse-charge: net, the buyer accounts for the VAT; exempt: a US state's sales tax waived by an approved certificate. */
  kind: 'vat' | 'sales-tax' | 'none' | 'reverse-charge' | 'exempt';
  /** Basis points (0 for reverse charge and exemption). */
  rate: number;
  region: string;
}

/** A price breakdown's amounts as a document keeps them: its figures, not its flags. */
export function numbersOf(price: TPriceBreakdown): Record<string, number> {
  return Object.fromEntries(Object.entries(price).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/**
 * The tax of a destination at the shop's rates: EU VAT contained in the prices, US sales tax by
 * state, or none; the order's (or settlement's) price says where a business buyer's reverse
 * charge or exemption replaced it.
 */
export function taxOf(
  address: PostalAddress,
  rates: Pick<PricingSettings, 'salesTaxBp' | 'vatBp'>,
  treatment: Pick<TPriceBreakdown, 'reverseCharge' | 'salesTaxExempt'> = {},
): DocumentTax {
  const country = (address.countryCode ?? '').toUpperCase();
  if (treatment.reverseCharge) return { kind: 'reverse-charge', rate: 0, region: country };
  if (treatment.salesTaxExempt) return { kind: 'exempt', rate: 0, region: (address.state ?? '').toUpperCase() };
  if (country === 'US')
    return { kind: 'sales-tax', rate: rates.salesTaxBp[(address.state ?? '').toUpperCase()] ?? 0, region: address.state ?? '' };
  const vat = rates.vatBp[country];
  return vat ? { kind: 'vat', rate: vat, region: country } : { kind: 'none', rate: 0, region: country };
}

/** A business buyer's company on a document: its name and, where it has one, its VAT ID. */
export function buyerCompanyFacts(company: unknown, format: DocumentFormat): [string, string][] {
  const named = company as { name?: string; vatId?: string } | null;
  if (!named?.name) return [];
  return [[format.t('company'), named.name], ...(named.vatId ? [[format.t('buyerVatId'), named.vatId] as [string, string]] : [])];
}

/** The totals of an invoice or offer: every row of the order's (or settlement's) price, equal to its figures. */
export function priceRows(price: TPriceBreakdown, tax: DocumentTax, format: DocumentFormat): DocumentContent['totals'] {
  const row = (label: DocumentTextKey, cents: number, params: Record<string, string> = {}) => ({
    label: format.t(label, params),
    amount: format.money(cents),
  });
  return [
    row('rows.subtotal', price.totalPrice),
    ...(price.discountPrice > 0 ? [row('rows.discount', -price.discountPrice)] : []),
    ...(price.couponPrice > 0 ? [row('rows.coupon', -price.couponPrice)] : []),
    ...(price.decalsPrice > 0 ? [row('rows.logo', price.decalsPrice)] : []),
    row('rows.delivery', price.deliveryPrice),
    ...(tax.kind === 'sales-tax'
      ? [row('rows.salesTax', price.salesTaxPrice, { rate: tax.region ? `(${format.rate(tax.rate)})` : '' })]
      : []),
    { ...row('rows.total', price.payPrice), strong: true },
  ];
}

/** The note on the tax: the VAT an EU total contains, the US state's sales tax, the reverse charge or the exemption. */
export function taxNote(price: TPriceBreakdown, tax: DocumentTax, format: DocumentFormat): string[] {
  if (tax.kind === 'reverse-charge') return [format.t('reverseChargeNote')];
  if (tax.kind === 'exempt') return [format.t('taxExemptNote', { state: tax.region })];
  if (tax.kind === 'vat' && price.vatIncludedPrice > 0)
    return [format.t('vatNote', { rate: format.rate(tax.rate), amount: format.money(price.vatIncludedPrice) })];
  // An offer without a delivery state cannot name the state's rate: checkout adds it.
  if (tax.kind === 'sales-tax')
    return [tax.region ? format.t('salesTaxNote', { rate: format.rate(tax.rate), state: tax.region }) : format.t('salesTaxByState')];
  return [];
}

/** The parts every document shares: title, seller, columns, footer texts. */
export function documentFrame(
  kind: DocumentKind,
  no: string,
  settings: Pick<TSettings, 'legal' | 'contact'>,
  format: DocumentFormat,
): Pick<DocumentContent, 'kind' | 'no' | 'language' | 'title' | 'seller' | 'columns' | 'footer' | 'intro' | 'shipLabel'> {
  return {
    kind,
    no,
    language: format.language,
    title: format.t(`title.${kind}`),
    seller: sellerOf(settings, format),
    intro: format.t(`intro.${kind}`),
    shipLabel: format.t('shipTo'),
    columns: [
      format.t('columns.position'),
      format.t('columns.item'),
      format.t('columns.quantity'),
      format.t('columns.unitPrice'),
      format.t('columns.amount'),
    ],
    footer: {
      contact: format.t('footer.contact'),
      bank: format.t('footer.bank'),
      page: format.t('footer.page', { page: '{page}', pages: '{pages}' }),
    },
  };
}

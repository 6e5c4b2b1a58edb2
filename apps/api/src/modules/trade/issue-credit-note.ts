import { divideHalfUp, pricingSettingsOf, type Currency, type Language, type TSettings } from '@shop/shared';
import type { Prisma, TradeAfterSale, TradeOrderRefund, TradeOrderRefundLine } from '../../generated/prisma/client.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import type { Services } from '../../services.ts';
import {
  buyerCompanyFacts,
  buyerReferenceFacts,
  DocumentFormat,
  documentFrame,
  type DocumentTax,
  documentLines,
  priceRows,
  taxOf,
  type PrintNames,
} from './document-content.ts';
import type { DocumentContent } from './document-pdf.ts';
import { nextDocumentNo, type OrderWithPayment, paymentKey, printNames } from './documents.ts';

type Tx = Prisma.TransactionClient;
type DocumentServices = Pick<Services, 'mailer' | 'config' | 'clock' | 'settings'>;
type Address = Record<string, string>;

/** A refund by the shop with its lines, as its credit note lists them. */
export type ShopRefund = TradeOrderRefund & { lines: TradeOrderRefundLine[] };

/**
 * What an edit of a paid order's lines credits: per line the pieces it changed by and the cents
 * credited (negative where the buyer is charged more), then the coupon, delivery and sales tax
 * rows that changed; together the refund.
 */
export interface EditCredit {
  lines: { spuName: string; properties: unknown; count: number; amount: number }[];
  rows: { label: 'rows.coupon' | 'rows.delivery' | 'rows.salesTax'; amount: number }[];
}

/**
 * What a credit note credits: an after-sale's refund, a refund by the shop (`edit`: the lower
 * total of an edit), or (`order`) the whole order cancelled with refund.
 */
export type CreditSource = { afterSale: TradeAfterSale } | { refund: ShopRefund; edit?: EditCredit } | 'order';

const containedTax = (amount: number, tax: DocumentTax) => (tax.rate === 0 ? 0 : divideHalfUp(amount * tax.rate, 10_000 + tax.rate));

/** The lines a refund by the shop credits: each line's pieces with its cents, and the delivery; they add up to the refund. */
function refundLines(order: OrderWithPayment, refund: ShopRefund, names: PrintNames, format: DocumentFormat): DocumentContent['lines'] {
  const lines: DocumentContent['lines'] = refund.lines.map((credit) => {
    const line = order.items.find((item) => item.id === credit.orderItemId)!;
    const [row] = documentLines([{ ...line, count: Math.max(credit.count, 1) }], names, format);
    return [row![0], row![1], credit.count > 0 ? String(credit.count) : '', '', format.money(-credit.amount)];
  });
  if (refund.deliveryAmount > 0)
    lines.push([String(lines.length + 1), format.t('rows.delivery'), '', '', format.money(-refund.deliveryAmount)]);
  return lines;
}

/** The lines of an edit's credit note: the changed lines and rows, adding up to its refund. */
export function editLines(credit: EditCredit, format: DocumentFormat): DocumentContent['lines'] {
  const signed = (count: number) => (count > 0 ? `+${count}` : count < 0 ? `\u2212${-count}` : '');
  const lines: DocumentContent['lines'] = credit.lines.map((line, i) => {
    const properties = (line.properties as { propertyName: string; valueName: string }[] | null) ?? [];
    const variant = properties.map((p) => `${p.propertyName}: ${p.valueName}`).join(', ');
    return [String(i + 1), [line.spuName, variant].filter(Boolean).join('\n'), signed(line.count), '', format.money(-line.amount)];
  });
  for (const row of credit.rows)
    lines.push([String(lines.length + 1), format.t(row.label, { rate: '' }).trim(), '', '', format.money(-row.amount)]);
  return lines;
}

/** What a credit note credits: one after-sale's line and refund, a refund by the shop, or the whole order cancelled with refund. */
function credited(order: OrderWithPayment, source: CreditSource, names: PrintNames, format: DocumentFormat, settings: TSettings) {
  const tax = taxOf(order.address as Address, pricingSettingsOf(settings), order);
  if (source === 'order') {
    // Every line as invoiced, the invoice's rows, and all of it credited.
    const rows = priceRows(order, tax, format).map((row) => ({ ...row, strong: false }));
    const contained = tax.kind === 'vat' ? order.vatIncludedPrice : tax.kind === 'sales-tax' ? order.salesTaxPrice : 0;
    return { amount: order.payPrice, lines: documentLines(order.items, names, format), rows, tax, contained };
  }
  if ('refund' in source) {
    const { refund } = source;
    return {
      amount: refund.amount,
      lines: source.edit ? editLines(source.edit, format) : refundLines(order, refund, names, format),
      rows: [],
      tax,
      contained: containedTax(refund.amount, tax),
    };
  }
  const { afterSale } = source;
  const line = order.items.find((item) => item.id === afterSale.orderItemId)!;
  const [row] = documentLines([{ ...line, count: afterSale.count }], names, format);
  // The line returned, with the amount credited for it (its share of the payment, as the refund computed it).
  const lines: DocumentContent['lines'] = [[row![0], row![1], String(afterSale.count), '', format.money(-afterSale.refundPrice)]];
  return { amount: afterSale.refundPrice, lines, rows: [], tax, contained: containedTax(afterSale.refundPrice, tax) };
}

/**
 * Issues a credit note in the refund's transaction: for a completed after-sale refund (its line
 * and amount), a refund by the shop (its lines and delivery), or the whole order cancelled with
 * refund; its own yearly series, referencing the invoice it corrects. Answers the attachment for
 * the refund mail (none when the order had no invoice yet, or already has its cancellation note).
 */
export async function issueCreditNote(
  tx: Tx,
  services: DocumentServices,
  orderId: number,
  source: CreditSource,
): Promise<MailAttachmentRef[]> {
  const invoice = await tx.tradeInvoice.findFirst({ where: { orderId, editId: null } });
  // An order refunded before its invoice was due (print data never approved) has nothing to correct.
  if (!invoice) return [];
  if (source === 'order' && (await tx.tradeCreditNote.count({ where: { orderId, afterSaleId: null, orderRefundId: null } })) > 0) return [];
  const order = await tx.tradeOrder.findUniqueOrThrow({
    where: { id: orderId },
    include: { payOrder: true, items: { orderBy: { id: 'asc' } } },
  });
  const now = services.clock();
  const language = invoice.language as Language;
  const format = new DocumentFormat(language, order.currency as Currency);
  const no = await nextDocumentNo(tx, 'credit-note', now);
  const method = format.t(paymentKey(order.payOrder?.channelCode ?? null));
  const invoiceContent = invoice.content as unknown as DocumentContent;
  const settings = await services.settings.read();
  const credit = credited(order, source, await printNames(tx), format, settings);
  const { tax, contained } = credit;
  const afterSale = typeof source === 'object' && 'afterSale' in source ? source.afterSale : null;
  const content: DocumentContent = {
    ...documentFrame('credit-note', no, settings, format),
    addressLabel: invoiceContent.addressLabel,
    address: invoiceContent.address,
    shipTo: [],
    facts: [
      [format.t('number.credit-note'), no],
      [format.t('date'), format.date(now)],
      [format.t('invoiceRef'), invoice.no],
      [format.t('orderNo'), order.no],
      ...buyerReferenceFacts(order, format),
      ...buyerCompanyFacts(order.buyerCompany, format),
      ...(afterSale ? [[format.t('afterSaleRef'), afterSale.no] as [string, string]] : []),
      [format.t('paymentMethod'), method],
    ],
    lines: credit.lines,
    totals: [...credit.rows, { label: format.t('rows.refund'), amount: format.money(-credit.amount), strong: true }],
    notes: [
      ...(tax.kind === 'vat' && contained > 0
        ? [format.t('vatCreditNote', { rate: format.rate(tax.rate), amount: format.money(contained) })]
        : []),
      ...(tax.kind === 'sales-tax' && contained > 0 ? [format.t('salesTaxCreditNote', { amount: format.money(contained) })] : []),
      ...(tax.kind === 'reverse-charge' ? [format.t('reverseChargeCreditNote')] : []),
      ...(tax.kind === 'exempt' ? [format.t('taxExemptNote', { state: tax.region })] : []),
      format.t('refundNote', { date: format.date(now), method }),
    ],
    amounts: { refundPrice: credit.amount, taxContained: contained },
  };
  const note = await tx.tradeCreditNote.create({
    data: {
      no,
      afterSaleId: afterSale?.id ?? null,
      orderRefundId: typeof source === 'object' && 'refund' in source ? source.refund.id : null,
      orderId: order.id,
      invoiceId: invoice.id,
      memberId: order.memberId,
      language,
      currency: order.currency,
      total: credit.amount,
      content: content as unknown as Prisma.InputJsonValue,
      issuedAt: now,
    },
  });
  return [{ kind: 'credit-note', id: note.id }];
}

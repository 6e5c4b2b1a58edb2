import { type Currency, type Language, type PriceBreakdown, pricingSettingsOf } from '@shop/shared';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import type { Services } from '../../services.ts';
import { buyerCompanyFacts, buyerReferenceFacts, DocumentFormat, documentFrame, taxOf } from './document-content.ts';
import type { DocumentContent } from './document-pdf.ts';
import { nextDocumentNo, paymentKey } from './documents.ts';
import { editLines, type EditCredit } from './issue-credit-note.ts';
import { buyerOf } from './issue-invoice.ts';

type Tx = Prisma.TransactionClient;
type DocumentServices = Pick<Services, 'clock' | 'settings'>;
type Address = Record<string, string>;
type Snapshot = { price: Pick<PriceBreakdown, 'salesTaxPrice' | 'vatIncludedPrice' | 'payPrice'> };

/** A supplementary invoice just issued: its number, and the attachment for the invoice mail (none when the buyer wants no invoices by mail). */
export interface SupplementaryInvoice {
  no: string;
  attachments: MailAttachmentRef[];
}

/**
 * Issues the supplementary invoice of an edit's extra payment, in the transaction that records it
 * paid: its number from the invoices' own series (taken last, as every invoice's), naming the
 * order's invoice; its lines the lines the edit added, raised (or lowered) and the delivery and
 * sales-tax rows it changed, adding up to the extra amount; the tax it states is the difference
 * of the order's tax before and after the edit. None when the order has no invoice yet: the
 * order's own invoice, issued later, covers the new total.
 */
export async function issueSupplementaryInvoice(tx: Tx, services: DocumentServices, editId: number): Promise<SupplementaryInvoice | null> {
  const edit = await tx.tradeOrderEdit.findUniqueOrThrow({ where: { id: editId }, include: { order: true } });
  const { order } = edit;
  const invoice = await tx.tradeInvoice.findFirst({ where: { orderId: order.id, editId: null } });
  if (!invoice) return null;
  const now = services.clock();
  const language = invoice.language as Language;
  const format = new DocumentFormat(language, order.currency as Currency);
  const before = edit.before as unknown as Snapshot;
  const after = edit.after as unknown as Snapshot & { credit: EditCredit };
  const settings = await services.settings.read();
  const tax = taxOf(order.address as Address, pricingSettingsOf(settings), order);
  const salesTax = after.price.salesTaxPrice - before.price.salesTaxPrice;
  const vat = after.price.vatIncludedPrice - before.price.vatIncludedPrice;
  const method = format.t(paymentKey(edit.extraChannelCode));
  const original = invoice.content as unknown as DocumentContent;
  const no = await nextDocumentNo(tx, 'invoice', now);
  const content: DocumentContent = {
    ...documentFrame('invoice', no, settings, format),
    addressLabel: original.addressLabel,
    address: original.address,
    shipTo: original.shipTo,
    facts: [
      [format.t('number.invoice'), no],
      [format.t('date'), format.date(now)],
      [format.t('supplementsRef'), invoice.no],
      [format.t('orderNo'), order.no],
      ...buyerReferenceFacts(order, format),
      ...buyerCompanyFacts(order.buyerCompany, format),
      [format.t('customerNo'), order.memberId === null ? format.t('guest') : String(order.memberId)],
      [format.t('paymentMethod'), method],
    ],
    lines: editLines(after.credit, format),
    totals: [{ label: format.t('rows.total'), amount: format.money(edit.extraAmount), strong: true }],
    notes: [
      format.t('supplementaryNote', { invoiceNo: invoice.no, orderNo: order.no, date: format.date(edit.createdAt) }),
      ...(tax.kind === 'vat' && vat > 0 ? [format.t('vatNote', { rate: format.rate(tax.rate), amount: format.money(vat) })] : []),
      ...(tax.kind === 'reverse-charge' ? [format.t('reverseChargeNote')] : []),
      format.t('paidNote', { date: format.date(now), method }),
    ],
    amounts: { payPrice: edit.extraAmount, salesTaxPrice: salesTax, vatIncludedPrice: vat },
  };
  const row = await tx.tradeInvoice.create({
    data: {
      no,
      orderId: order.id,
      editId: edit.id,
      memberId: order.memberId,
      language,
      currency: order.currency,
      total: edit.extraAmount,
      content: content as unknown as Prisma.InputJsonValue,
      issuedAt: now,
    },
  });
  const { mailInvoices } = await buyerOf(tx, order);
  return { no, attachments: mailInvoices ? [{ kind: 'invoice', id: row.id }] : [] };
}

import { divideHalfUp, ORDER_STATUS, ORDER_TYPE, PRINT_STATUS, type Currency, type Language, ZMemberSettings } from '@shop/shared';
import type {
  PayOrder,
  Prisma,
  TradeAfterSale,
  TradeOrder,
  TradeOrderItem,
  TradeOrderRefund,
  TradeOrderRefundLine,
} from '../../generated/prisma/client.ts';
import type { Db } from '../../db/client.ts';
import type { FileAnswer } from '../../lib/endpoints.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import type { FileStorage } from '../infra/storage.ts';
import type { Services } from '../../services.ts';
import {
  DocumentFormat,
  documentFrame,
  documentLines,
  postalLines,
  priceRows,
  taxNote,
  taxOf,
  type PrintNames,
} from './document-content.ts';
import type { DocumentContent } from './document-pdf.ts';
import { documentFilename, documentPdf, nextDocumentNo } from './documents.ts';
import { guestOrder, ownOrder } from './order-access.ts';
import { queueOrderMail } from './order-mail.ts';

type Tx = Prisma.TransactionClient;
type DocumentServices = Pick<Services, 'mailer' | 'config' | 'clock'>;
type Address = Record<string, string>;

/** Orders that were paid and not cancelled before: they get an invoice. */
const PAID_STATUSES: number[] = [ORDER_STATUS.awaitingDispatch, ORDER_STATUS.dispatched, ORDER_STATUS.completed];

async function printNames(tx: Tx): Promise<PrintNames> {
  return tx.dictData.findMany({
    where: { dictType: { in: ['custom_decorating_method', 'custom_logo_position'] } },
    select: { dictType: true, value: true, label: true },
  });
}

/** The document language and whether the buyer wants invoices mailed: the member's, or for a guest the order's language and yes. */
async function buyerOf(tx: Tx, order: TradeOrder): Promise<{ language: Language; mailInvoices: boolean }> {
  if (order.memberId === null) return { language: (order.guestLanguage ?? 'en') as Language, mailInvoices: true };
  const member = await tx.member.findUniqueOrThrow({ where: { id: order.memberId }, select: { mailLanguage: true, settings: true } });
  const settings = ZMemberSettings.safeParse(member.settings ?? {});
  return {
    language: member.mailLanguage as Language,
    mailInvoices: settings.success ? settings.data.settlement.invoiceByEmail : true,
  };
}

const paymentKey = (channelCode: string | null) => (channelCode === 'paypal' ? 'payment.paypal' : 'payment.wallet');

/** An invoice that is due: all is read and its row's id reserved; `issue` numbers and writes it, and answers the number. */
interface DueInvoice {
  /** The invoice for a mail, when the buyer wants invoices by mail; else none. */
  attachments: MailAttachmentRef[];
  issue(): Promise<string>;
}

/**
 * The invoice of an order when it is due and has none yet: the order is paid, and the print data
 * of every logo line is approved (30 or beyond). Called in the transaction that pays the order
 * (the payment confirmation carries it) and in the one that approves print data
 * (`mailInvoiceIfDue`). Its number is taken by `issue`, which the caller runs last in the
 * transaction: the year's counter row is shared by every invoice and stays locked until the
 * commit, so it is held for the commit only and concurrent payments queue for it that briefly.
 */
export async function invoiceIfDue(tx: Tx, services: DocumentServices, orderId: number): Promise<DueInvoice | null> {
  const order = await tx.tradeOrder.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: 'asc' } }, payOrder: true },
  });
  if (!PAID_STATUSES.includes(order.status) || order.payTime === null) return null;
  const waiting = order.items.some((i) => i.orderType === ORDER_TYPE.custom && (i.printStatus ?? 0) < PRINT_STATUS.aboutToPrint);
  if (waiting || (await tx.tradeInvoice.findUnique({ where: { orderId }, select: { id: true } }))) return null;
  const now = services.clock();
  const { language, mailInvoices } = await buyerOf(tx, order);
  const format = new DocumentFormat(language, order.currency as Currency);
  const names = await printNames(tx);
  // The row's id before its number, so the mail that carries the invoice can be written first.
  const [reserved] = await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('trade_invoice', 'id'))::int AS id`;
  const id = reserved!.id;
  const issue = async () => {
    const no = await nextDocumentNo(tx, 'invoice', now);
    const content = invoiceContent(order, no, now, format, names, services.config);
    await tx.tradeInvoice.create({
      data: {
        id,
        no,
        orderId,
        memberId: order.memberId,
        language,
        currency: order.currency,
        total: order.payPrice,
        content: content as unknown as Prisma.InputJsonValue,
        issuedAt: now,
      },
    });
    return no;
  };
  return { attachments: mailInvoices ? [{ kind: 'invoice', id }] : [], issue };
}

/** What an invoice prints: seller, buyer, facts, lines, totals and notes, with its number. */
function invoiceContent(
  order: OrderWithPayment,
  no: string,
  now: Date,
  format: DocumentFormat,
  names: PrintNames,
  config: DocumentServices['config'],
): DocumentContent {
  const billing = order.billingAddress as Address;
  const delivery = order.address as Address;
  const tax = taxOf(delivery);
  const shipTo = postalLines(delivery, format);
  const billTo = postalLines(billing, format);
  const payment = format.t(paymentKey(order.payOrder?.channelCode ?? null));
  return {
    ...documentFrame('invoice', no, config, format),
    addressLabel: format.t('billTo'),
    address: [...billTo, order.email],
    shipTo: shipTo.join('\n') === billTo.join('\n') ? [] : shipTo,
    facts: [
      [format.t('number.invoice'), no],
      [format.t('date'), format.date(now)],
      [format.t('orderNo'), order.no],
      [format.t('orderDate'), format.date(order.createdAt)],
      [format.t('customerNo'), order.memberId === null ? format.t('guest') : String(order.memberId)],
      [format.t('paymentMethod'), payment],
    ],
    lines: documentLines(order.items, names, format),
    totals: priceRows(order, tax, format),
    notes: [...taxNote(order, tax, format), format.t('paidNote', { date: format.date(order.payTime!), method: payment })],
    amounts: {
      totalPrice: order.totalPrice,
      discountPrice: order.discountPrice,
      couponPrice: order.couponPrice,
      deliveryPrice: order.deliveryPrice,
      decalsPrice: order.decalsPrice,
      salesTaxPrice: order.salesTaxPrice,
      vatIncludedPrice: order.vatIncludedPrice,
      payPrice: order.payPrice,
    },
  };
}

/** At print approval: issues the invoice when due and mails it on its own (when the buyer wants it); answers that mail's id. */
export async function mailInvoiceIfDue(tx: Tx, services: DocumentServices, orderId: number): Promise<number | null> {
  const invoice = await invoiceIfDue(tx, services, orderId);
  if (invoice === null) return null;
  // This mail names the number, so it is written after it: one order at a time, not a rush of payments.
  const no = await invoice.issue();
  if (invoice.attachments.length === 0) return null;
  const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id: orderId } });
  return queueOrderMail(tx, services, 'invoice', order, { invoiceNo: no }, invoice.attachments);
}

type OrderWithPayment = TradeOrder & { payOrder: PayOrder | null; items: TradeOrderItem[] };

/** A refund by the shop with its lines, as its credit note lists them. */
export type ShopRefund = TradeOrderRefund & { lines: TradeOrderRefundLine[] };

/** What a credit note credits: an after-sale's refund, a refund by the shop, or (`order`) the whole order cancelled with refund. */
export type CreditSource = { afterSale: TradeAfterSale } | { refund: ShopRefund } | 'order';

const containedTax = (amount: number, tax: ReturnType<typeof taxOf>) =>
  tax.kind === 'none' ? 0 : divideHalfUp(amount * tax.rate, 10_000 + tax.rate);

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

/** What a credit note credits: one after-sale's line and refund, a refund by the shop, or the whole order cancelled with refund. */
function credited(order: OrderWithPayment, source: CreditSource, names: PrintNames, format: DocumentFormat) {
  const tax = taxOf(order.address as Address);
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
      lines: refundLines(order, refund, names, format),
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
  const invoice = await tx.tradeInvoice.findUnique({ where: { orderId } });
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
  const credit = credited(order, source, await printNames(tx), format);
  const { tax, contained } = credit;
  const afterSale = typeof source === 'object' && 'afterSale' in source ? source.afterSale : null;
  const content: DocumentContent = {
    ...documentFrame('credit-note', no, services.config, format),
    addressLabel: invoiceContent.addressLabel,
    address: invoiceContent.address,
    shipTo: [],
    facts: [
      [format.t('number.credit-note'), no],
      [format.t('date'), format.date(now)],
      [format.t('invoiceRef'), invoice.no],
      [format.t('orderNo'), order.no],
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

async function invoiceFile(ctx: Ctx, order: { id: number }): Promise<FileAnswer> {
  const invoice = await ctx.db.tradeInvoice.findUnique({ where: { orderId: order.id } });
  if (!invoice) throw new AppError('INVOICE_NOT_ISSUED');
  return {
    filename: documentFilename('invoice', invoice.no),
    content: await documentPdf({ db: ctx.db, storage: ctx.services.storage }, 'invoice', invoice),
  };
}

/** The invoice PDF of an order of mine (another member's answers not found). */
export async function memberInvoice(ctx: Ctx, orderId: number): Promise<FileAnswer> {
  return invoiceFile(ctx, await ownOrder(ctx, orderId));
}

/** The invoice PDF of a guest's order, named by its signed key. */
export async function guestInvoice(ctx: Ctx, token: string): Promise<FileAnswer> {
  return invoiceFile(ctx, await guestOrder(ctx, token));
}

/** The credit note PDF of an after-sale of mine, once refunded. */
export async function memberCreditNote(ctx: Ctx, afterSaleId: number): Promise<FileAnswer> {
  const afterSale = await ctx.db.tradeAfterSale.findFirst({ where: { id: afterSaleId, memberId: memberIdOf(ctx) }, select: { id: true } });
  if (!afterSale) throw new AppError('AFTER_SALE_NOT_FOUND');
  const note = await ctx.db.tradeCreditNote.findUnique({ where: { afterSaleId } });
  if (!note) throw new AppError('CREDIT_NOTE_NOT_ISSUED');
  return {
    filename: documentFilename('credit-note', note.no),
    content: await documentPdf({ db: ctx.db, storage: ctx.services.storage }, 'credit-note', note),
  };
}

async function cancellationNoteFile(ctx: Ctx, order: { id: number }): Promise<FileAnswer> {
  const note = await ctx.db.tradeCreditNote.findFirst({ where: { orderId: order.id, afterSaleId: null, orderRefundId: null } });
  if (!note) throw new AppError('CREDIT_NOTE_NOT_ISSUED');
  return {
    filename: documentFilename('credit-note', note.no),
    content: await documentPdf({ db: ctx.db, storage: ctx.services.storage }, 'credit-note', note),
  };
}

/** The credit note of my order cancelled with refund after its invoice. */
export async function memberCancellationNote(ctx: Ctx, orderId: number): Promise<FileAnswer> {
  return cancellationNoteFile(ctx, await ownOrder(ctx, orderId));
}

/** As memberCancellationNote for a guest's order, named by its signed key. */
export async function guestCancellationNote(ctx: Ctx, token: string): Promise<FileAnswer> {
  return cancellationNoteFile(ctx, await guestOrder(ctx, token));
}

/** The stored invoice or credit note a mail carries (the mailer reads it when it sends the mail). */
export function documentAttachments(deps: { db: Db; storage: FileStorage }) {
  return async (ref: MailAttachmentRef) => {
    const row =
      ref.kind === 'invoice'
        ? await deps.db.tradeInvoice.findUniqueOrThrow({ where: { id: ref.id } })
        : await deps.db.tradeCreditNote.findUniqueOrThrow({ where: { id: ref.id } });
    return { filename: documentFilename(ref.kind, row.no), content: await documentPdf(deps, ref.kind, row) };
  };
}

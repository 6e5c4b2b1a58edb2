import {
  ORDER_STATUS,
  ORDER_TYPE,
  PAY_STATUS,
  PRINT_STATUS,
  pricingSettingsOf,
  type Currency,
  type Language,
  type TSettings,
  ZMemberSettings,
} from '@shop/shared';
import type { PayOrder, Prisma, TradeOrder } from '../../generated/prisma/client.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import type { Services } from '../../services.ts';
import {
  buyerCompanyFacts,
  buyerReferenceFacts,
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
import { epcPayload, printedReference, shopBankAccount } from '../pay/bank-transfer.ts';
import { nextDocumentNo, type OrderWithPayment, paymentKey, printNames } from './documents.ts';
import { queueOrderMail } from './order-mail.ts';

type Tx = Prisma.TransactionClient;
type DocumentServices = Pick<Services, 'mailer' | 'config' | 'clock' | 'settings'>;
type Address = Record<string, string>;

/** Orders that were paid and not cancelled before: they get an invoice. */
const PAID_STATUSES: number[] = [ORDER_STATUS.awaitingDispatch, ORDER_STATUS.dispatched, ORDER_STATUS.completed];

/** The document language and whether the buyer wants invoices mailed: the member's, or for a guest the order's language and yes. */
export async function buyerOf(tx: Tx, order: TradeOrder): Promise<{ language: Language; mailInvoices: boolean }> {
  if (order.memberId === null) return { language: (order.guestLanguage ?? 'en') as Language, mailInvoices: true };
  const member = await tx.member.findUniqueOrThrow({ where: { id: order.memberId }, select: { mailLanguage: true, settings: true } });
  const settings = ZMemberSettings.safeParse(member.settings ?? {});
  return {
    language: member.mailLanguage as Language,
    mailInvoices: settings.success ? settings.data.settlement.invoiceByEmail : true,
  };
}

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
  if (waiting || (await tx.tradeInvoice.findFirst({ where: { orderId, editId: null }, select: { id: true } }))) return null;
  const now = services.clock();
  const { language, mailInvoices } = await buyerOf(tx, order);
  const format = new DocumentFormat(language, order.currency as Currency);
  const [names, settings] = await Promise.all([printNames(tx), services.settings.read()]);
  const payOrder = await dueFromIssue(tx, order.payOrder, order.payTime, now);
  // The row's id before its number, so the mail that carries the invoice can be written first.
  const [reserved] = await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('trade_invoice', 'id'))::int AS id`;
  const id = reserved!.id;
  const issue = async () => {
    const no = await nextDocumentNo(tx, 'invoice', now);
    const content = invoiceContent({ ...order, payOrder }, no, now, format, names, settings);
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
  settings: TSettings,
): DocumentContent {
  const billing = order.billingAddress as Address;
  const delivery = order.address as Address;
  const tax = taxOf(delivery, pricingSettingsOf(settings), order);
  const shipTo = postalLines(delivery, format);
  const billTo = postalLines(billing, format);
  const payment = format.t(paymentKey(order.payOrder?.channelCode ?? null));
  const due = order.payOrder ? stillDue(order.payOrder, settings, format) : null;
  return {
    ...documentFrame('invoice', no, settings, format),
    addressLabel: format.t('billTo'),
    address: [...billTo, order.email],
    shipTo: shipTo.join('\n') === billTo.join('\n') ? [] : shipTo,
    facts: [
      [format.t('number.invoice'), no],
      [format.t('date'), format.date(now)],
      [format.t('orderNo'), order.no],
      [format.t('orderDate'), format.date(order.createdAt)],
      ...buyerReferenceFacts(order, format),
      ...buyerCompanyFacts(order.buyerCompany, format),
      [format.t('customerNo'), order.memberId === null ? format.t('guest') : String(order.memberId)],
      [format.t('paymentMethod'), payment],
      ...(due ? due.facts : []),
    ],
    lines: documentLines(order.items, names, format),
    totals: priceRows(order, tax, format),
    notes: [
      ...taxNote(order, tax, format),
      ...(due ? due.notes : [format.t('paidNote', { date: format.date(order.payTime!), method: payment })]),
    ],
    ...(due?.qr ? { qr: due.qr } : {}),
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

/** Issued this much after the order went on, an invoice on account moves its due day on by as much. */
const LATE_ISSUE_MS = 60_000;

/**
 * An invoice on account is due its terms after it is issued: a logo order's comes once its print
 * data is approved, days after the order was placed on account, and its due day moves on by as much.
 */
async function dueFromIssue(tx: Tx, payOrder: PayOrder | null, placedAt: Date, now: Date): Promise<PayOrder | null> {
  if (payOrder?.status !== PAY_STATUS.onAccount || !payOrder.dueTime || now.getTime() - placedAt.getTime() < LATE_ISSUE_MS) return payOrder;
  const dueTime = new Date(payOrder.dueTime.getTime() + (now.getTime() - placedAt.getTime()));
  return tx.payOrder.update({ where: { id: payOrder.id }, data: { dueTime } });
}

/**
 * What an invoice on account adds: its due day and payment reference among the facts, the request
 * to transfer the amount by then with the shop's account, and for EUR the EPC QR code of the
 * transfer; null for an invoice that is paid already.
 */
function stillDue(payOrder: PayOrder, settings: TSettings, format: DocumentFormat) {
  if (payOrder.status !== PAY_STATUS.onAccount || !payOrder.reference || !payOrder.dueTime) return null;
  const account = shopBankAccount(settings.legal);
  const reference = printedReference(payOrder.reference);
  const date = format.date(payOrder.dueTime);
  return {
    facts: [
      [format.t('dueDate'), date],
      [format.t('paymentReference'), reference],
    ] as [string, string][],
    notes: [
      format.t('onAccountNote', { amount: format.money(payOrder.amount), date, reference }),
      ...(account ? [format.t('onAccountBank', { holder: account.holder, iban: printedReference(account.iban), bic: account.bic })] : []),
    ],
    qr:
      account && payOrder.currency === 'EUR'
        ? { payload: epcPayload(account, payOrder.amount, payOrder.reference), caption: format.t('qrCaption') }
        : null,
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

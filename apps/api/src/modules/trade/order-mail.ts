import { formatMoney, orderDetailText, ZMemberSettings, type Currency, type Language } from '@shop/shared';
import type { Prisma, TradeOrder, TradeOrderItem } from '../../generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import type { MailAttachmentRef } from '../infra/mailer.ts';
import { placeLine } from './document-content.ts';
import { orderPageUrl } from './guest-link.ts';

type OrderMailTemplate =
  | 'order-created'
  | 'order-payment-link'
  | 'order-changed'
  | 'order-extra-payment'
  | 'order-paid'
  | 'order-bank-transfer'
  | 'order-bank-transfer-reminder'
  | 'order-refunded'
  | 'order-dispatched'
  | 'order-cancelled'
  | 'order-cancelled-refunded'
  | 'order-refunded-by-shop'
  | 'print-data-incorrect'
  | 'invoice'
  | 'credit-note';
type MailServices = Pick<Services, 'mailer' | 'config' | 'clock'>;

/** An address as the mail prints it. */
function addressLines(address: Record<string, string | undefined>): string {
  return [
    `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
    address.detailAddress ?? '',
    placeLine(address),
    address.countryCode ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The coupon's row, naming the code the order keeps (orders without one say only "Coupon"). */
function couponRow(order: TradeOrder, language: Language, money: (cents: number) => string): string {
  const amount = money(order.couponPrice);
  return order.couponCode
    ? orderDetailText('couponCode', language, { code: order.couponCode, amount })
    : orderDetailText('coupon', language, { amount });
}

/**
 * The block every order mail carries: each line with its variant, unit price and amount, the price
 * rows (VAT contained for EU orders, sales tax for US ones) that add up from the lines to the total,
 * the buyer's PO number and cost centre when given, the delivery address and the link to the order.
 */
function orderDetails(order: TradeOrder, items: TradeOrderItem[], language: Language, url: string): string {
  const money = (cents: number) => formatMoney(cents, order.currency as Currency, language);
  const lines = items.map((item) => {
    const properties = (item.properties as { propertyName: string; valueName: string }[]) ?? [];
    const variant = properties.length ? ` (${properties.map((p) => `${p.propertyName}: ${p.valueName}`).join(', ')})` : '';
    return orderDetailText('line', language, {
      count: String(item.count),
      name: item.spuName,
      variant,
      unit: money(item.price),
      // Before quantity discounts, as the invoice lists them: the lines add up to the subtotal row.
      price: money(item.totalPrice),
    });
  });
  const row = (part: Parameters<typeof orderDetailText>[0], cents: number) => orderDetailText(part, language, { amount: money(cents) });
  const prices = [
    row('subtotal', order.totalPrice),
    ...(order.discountPrice > 0 ? [row('discount', order.discountPrice)] : []),
    ...(order.couponPrice > 0 ? [couponRow(order, language, money)] : []),
    row('delivery', order.deliveryPrice),
    ...(order.decalsPrice > 0 ? [row('logo', order.decalsPrice)] : []),
    order.currency === 'EUR' ? row('vatIncluded', order.vatIncludedPrice) : row('salesTax', order.salesTaxPrice),
    row('total', order.payPrice),
  ];
  const references = [
    ...(order.poNumber ? [orderDetailText('poNumber', language, { value: order.poNumber })] : []),
    ...(order.costCentre ? [orderDetailText('costCentre', language, { value: order.costCentre })] : []),
  ];
  return [
    lines.join('\n'),
    prices.join('\n'),
    ...(references.length ? [references.join('\n')] : []),
    `${orderDetailText('shipTo', language, {})}\n${addressLines(order.address as Record<string, string>)}`,
    orderDetailText('link', language, { url }),
  ].join('\n\n');
}

/** What a mail's text says of the documents it carries: a sentence each. */
export function documentNotes(attachments: MailAttachmentRef[], language: Language): string[] {
  return attachments.map((a) => orderDetailText(a.kind === 'invoice' ? 'attachedInvoice' : 'attachedCreditNote', language, {}));
}

/** The order mail's notes of its documents (the invoice and credit-note mails say it themselves). */
function attachmentNotes(template: OrderMailTemplate, attachments: MailAttachmentRef[], language: Language): string[] {
  return template === 'invoice' || template === 'credit-note' ? [] : documentNotes(attachments, language);
}

/**
 * An order e-mail, written with the change that causes it: in the member's e-mail language (a
 * guest's in the language of the order), with the order's lines, prices, address and link (a
 * guest's signed link). To an address other than the member's own, and to a guest, it is
 * neutral: no name.
 */
export async function queueOrderMail(
  tx: Prisma.TransactionClient,
  services: MailServices,
  template: OrderMailTemplate,
  order: TradeOrder,
  /** Further values of the template, or a function of the mail's language that answers them (amounts in its money format). */
  extra: Record<string, string> | ((language: Language) => Record<string, string>) = {},
  attachments: MailAttachmentRef[] = [],
): Promise<number> {
  const member =
    order.memberId === null
      ? null
      : await tx.member.findUniqueOrThrow({ where: { id: order.memberId }, select: { mail: true, firstName: true, mailLanguage: true } });
  const language = (member?.mailLanguage ?? order.guestLanguage ?? 'en') as Language;
  const neutral = member === null || member.mail !== order.email.toLowerCase();
  const items = await tx.tradeOrderItem.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
  const url = orderPageUrl(services.config, order, services.clock());
  const params = {
    ...(member && !neutral ? { name: member.firstName } : {}),
    no: order.no,
    total: formatMoney(order.payPrice, order.currency as Currency, language),
    details: [...attachmentNotes(template, attachments, language), orderDetails(order, items, language, url)].join('\n\n'),
    link: url,
    ...(typeof extra === 'function' ? extra(language) : extra),
  };
  return services.mailer.queue(tx, { to: order.email, template, language, params, neutral, attachments });
}

/**
 * The mail that only reports an order's progress (dispatched, with the tracking number): not sent
 * to a member who turned off the setting `notification.orderUpdates` (absent means on, as the
 * settings page shows it); a guest always gets it. Mails that confirm the order or its payment,
 * carry money back or documents, or ask the shopper to act are sent whatever the setting says.
 * Answers the mail's id, or null when none was written.
 */
export async function queueProgressMail(
  tx: Prisma.TransactionClient,
  services: MailServices,
  order: TradeOrder,
  extra: Record<string, string> | ((language: Language) => Record<string, string>),
): Promise<number | null> {
  if (order.memberId !== null) {
    const { settings } = await tx.member.findUniqueOrThrow({ where: { id: order.memberId }, select: { settings: true } });
    const parsed = ZMemberSettings.safeParse(settings ?? {});
    if (parsed.success && !parsed.data.notification.orderUpdates) return null;
  }
  return queueOrderMail(tx, services, 'order-dispatched', order, extra);
}

import {
  deliveryDays,
  deliveryWindow,
  formatMoney,
  ORDER_TYPE,
  orderDetailText,
  ZMemberSettings,
  type Currency,
  type Language,
  greetingName,
  personName,
} from '@shop/shared';
import type { Prisma, TradeOrder, TradeOrderItem } from '../../generated/prisma/client.ts';
import type { Services } from '../../services.ts';
import type { MailLine } from '../infra/mail-templates.ts';
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
  | 'order-on-account'
  | 'order-on-account-reminder'
  | 'order-refunded'
  | 'order-dispatched'
  | 'order-cancelled'
  | 'order-approved'
  | 'order-declined'
  | 'order-approval-expired'
  | 'order-cancelled-refunded'
  | 'order-refunded-by-shop'
  | 'print-data-incorrect'
  | 'invoice'
  | 'credit-note';
type MailServices = Pick<Services, 'mailer' | 'config' | 'clock' | 'settings'>;

/** An address as the mail prints it. */
function addressLines(address: Record<string, string | undefined>): string {
  return [personName(address), address.detailAddress ?? '', placeLine(address), address.countryCode ?? ''].filter(Boolean).join('\n');
}

/** The coupon's row, naming the code the order keeps (orders without one say only "Coupon"). */
function couponRow(order: TradeOrder, language: Language, money: (cents: number) => string): string {
  const amount = money(order.couponPrice);
  return order.couponCode
    ? orderDetailText('couponCode', language, { code: order.couponCode, amount })
    : orderDetailText('coupon', language, { amount });
}

/** The tax row: the VAT an EU order contains, or none under the reverse charge; US sales tax, or none where exempt. */
function taxRow(order: TradeOrder, language: Language, money: (cents: number) => string): string {
  const amount = { amount: money(order.currency === 'EUR' ? order.vatIncludedPrice : order.salesTaxPrice) };
  if (order.reverseCharge) return orderDetailText('reverseCharge', language, amount);
  if (order.salesTaxExempt)
    return orderDetailText('salesTaxExempt', language, { ...amount, state: String((order.address as { state?: string }).state ?? '') });
  return orderDetailText(order.currency === 'EUR' ? 'vatIncluded' : 'salesTax', language, amount);
}

/**
 * The block every order mail carries: each line with its variant, unit price and amount, the price
 * rows (VAT contained for EU orders, sales tax for US ones) that add up from the lines to the total,
 * the buyer's PO number and cost centre when given, the delivery address and the link to the order.
 * Answers its text, and for the HTML part the lines to picture and the text after them.
 */
function orderDetails(order: TradeOrder, items: TradeOrderItem[], language: Language, url: string) {
  const money = (cents: number) => formatMoney(cents, order.currency as Currency, language);
  const variantOf = (item: TradeOrderItem) => {
    const properties = (item.properties as { propertyName: string; valueName: string }[]) ?? [];
    return properties.length ? ` (${properties.map((p) => `${p.propertyName}: ${p.valueName}`).join(', ')})` : '';
  };
  const pictured: MailLine[] = items.map((item) => ({
    name: item.spuName,
    picUrl: item.picUrl,
    detail: `${item.count} × ${money(item.price)}${variantOf(item)}`,
    amount: money(item.totalPrice),
  }));
  const lines = items.map((item) => {
    const variant = variantOf(item);
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
    taxRow(order, language, money),
    row('total', order.payPrice),
  ];
  const company = order.buyerCompany as { name?: string; vatId?: string } | null;
  const references = [
    ...(company?.name ? [orderDetailText('company', language, { value: [company.name, company.vatId].filter(Boolean).join(', ') })] : []),
    ...(order.poNumber ? [orderDetailText('poNumber', language, { value: order.poNumber })] : []),
    ...(order.costCentre ? [orderDetailText('costCentre', language, { value: order.costCentre })] : []),
  ];
  const rest = [
    prices.join('\n'),
    ...(references.length ? [references.join('\n')] : []),
    `${orderDetailText('shipTo', language, {})}\n${addressLines(order.address as Record<string, string>)}`,
    orderDetailText('link', language, { url }),
  ].join('\n\n');
  return { text: `${lines.join('\n')}\n\n${rest}`, lines: pictured, rest };
}

/** A first name plain enough to greet a guest with: letters only, short, so the shop relays no one's message. */
function plainName(name: unknown): string | null {
  return typeof name === 'string' && /^\p{L}[\p{L}\p{M} '’-]{0,29}$/u.test(name.trim()) ? name.trim() : null;
}

/**
 * What the order's confirmation adds: that logo lines wait for print data, and when a parcel of
 * goods in stock arrives (from its payment, or dispatch), in the mail's language.
 */
async function orderNotes(
  services: MailServices,
  template: OrderMailTemplate,
  order: TradeOrder,
  items: TradeOrderItem[],
  language: Language,
): Promise<string[]> {
  const logo = items.some((item) => item.orderType === ORDER_TYPE.custom);
  if (
    logo &&
    (template === 'order-created' || template === 'order-paid') &&
    items.some((i) => i.orderType === ORDER_TYPE.custom && i.printStatus === null)
  )
    return [orderDetailText('printDataNeeded', language, {})];
  if ((template === 'order-paid' && !logo) || template === 'order-dispatched') {
    const option = (await services.settings.read()).delivery.options.find((o) => o.type === order.deliveryType);
    if (!option) return [];
    const abroad = (order.address as { countryCode?: string }).countryCode !== 'US';
    return [orderDetailText('deliveryWindow', language, deliveryWindow(services.clock(), deliveryDays(option, abroad), language))];
  }
  return [];
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
      : await tx.member.findUniqueOrThrow({
          where: { id: order.memberId },
          select: { mail: true, firstName: true, lastName: true, mailLanguage: true },
        });
  const language = (member?.mailLanguage ?? order.guestLanguage ?? 'en') as Language;
  // A guest is greeted by the name typed with the address, where it is a plain name (in Chinese the whole name).
  const typed = order.address as { firstName?: unknown; lastName?: unknown };
  const guestName =
    member === null && plainName(typed.firstName)
      ? plainName(greetingName({ firstName: plainName(typed.firstName), lastName: plainName(typed.lastName) }, language))
      : null;
  const name = member && member.mail === order.email.toLowerCase() ? greetingName(member, language) : guestName;
  const items = await tx.tradeOrderItem.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
  const url = orderPageUrl(services.config, order, services.clock());
  const details = orderDetails(order, items, language, url);
  const notes = [...attachmentNotes(template, attachments, language), ...(await orderNotes(services, template, order, items, language))];
  const params = {
    ...(name ? { name } : {}),
    no: order.no,
    total: formatMoney(order.payPrice, order.currency as Currency, language),
    details: [...notes, details.text].join('\n\n'),
    link: url,
    ...(typeof extra === 'function' ? extra(language) : extra),
  };
  const pictured = { lines: details.lines, details: [...notes, details.rest].join('\n\n') };
  return services.mailer.queue(tx, { to: order.email, template, language, params, neutral: !name, attachments, order: pictured });
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

import { errorMessage, MAX_BUYER_REFERENCE, ORDER_TYPE, ZSettlementRequest, type Currency } from '@shop/shared';
import { z } from 'zod';
import { Prisma, type PunchoutOrganisation } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { bankTransferMailValues, shopAccount } from '../trade/bank-transfer-mail.ts';
import { guestAddress, placeOrder } from '../trade/create-order.ts';
import { invoiceIfDue } from '../trade/issue-invoice.ts';
import { mailboxOf } from '../trade/mailbox.ts';
import { queueOrderMail } from '../trade/order-mail.ts';
import { buildQuote } from '../trade/quote.ts';
import { at, attr, child, children, cxmlResponse, CxmlError, parseCxml, textOf, type XmlNode } from './cxml.ts';
import { cxmlOrganisation } from './cxml-credentials.ts';
import { shopHost } from './cxml-setup.ts';
import { placeOnAccount } from './place-on-account.ts';
import { skusInScope } from './punchout-catalogue.ts';

interface Outcome {
  status: number;
  text: string;
}

/** An OrderRequest's line: the SKU (SupplierPartID), its quantity and, for a logo line, its print order from the extrinsics. */
function lineOf(item: XmlNode) {
  const partId = textOf(at(item, 'ItemID', 'SupplierPartID')).trim();
  const quantity = Number(attr(item, 'quantity'));
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000)
    throw new CxmlError(400, `ItemOut ${attr(item, 'lineNumber') || partId}: quantity must be a whole number from 1`);
  const extrinsics = new Map(children(child(item, 'ItemDetail'), 'Extrinsic').map((x) => [attr(x, 'name'), textOf(x)]));
  const skuId = /^\d{1,9}$/.test(partId) ? Number(partId) : 0;
  if (!extrinsics.has('LogoSize')) return { partId, skuId, count: quantity, orderType: ORDER_TYPE.normal };
  return {
    partId,
    skuId,
    count: quantity,
    orderType: ORDER_TYPE.custom,
    customizedType: 4,
    size: extrinsics.get('LogoSize'),
    locationId: extrinsics.get('LogoPosition') ?? '',
    decoratingMethod: extrinsics.get('DecoratingMethod') || undefined,
    imgUrl: extrinsics.get('ArtworkURL') ?? '',
    description: extrinsics.get('LogoNotes') ?? '',
  };
}

/** A ShipTo or BillTo address, checked as a guest's typed address is (country, state, postcode). */
async function addressOf(ctx: Ctx, node: XmlNode | undefined) {
  const postal = at(node, 'Address', 'PostalAddress');
  if (!postal) throw new CxmlError(400, 'ShipTo PostalAddress is missing');
  const iso = attr(child(postal, 'Country'), 'isoCountryCode').toUpperCase();
  const country = iso ? await ctx.db.country.findUnique({ where: { iso2: iso }, select: { id: true } }) : null;
  if (!country) throw new CxmlError(400, `Unknown Country isoCountryCode "${iso}"`);
  const name = textOf(child(postal, 'DeliverTo')) || textOf(at(node, 'Address', 'Name'));
  const phone = at(node, 'Address', 'Phone', 'TelephoneNumber');
  return guestAddress(ctx, {
    firstName: name.slice(0, 60),
    lastName: '',
    mobile: [textOf(child(phone, 'AreaOrCityCode')), textOf(child(phone, 'Number'))].join(' ').trim(),
    areaId: country.id,
    state: textOf(child(postal, 'State')).trim(),
    city: textOf(child(postal, 'City')).trim(),
    zipCode: textOf(child(postal, 'PostalCode')).trim(),
    detailAddress: children(postal, 'Street')
      .map((s) => textOf(s))
      .join(', ')
      .slice(0, 200),
  });
}

const ZMail = z.string().trim().toLowerCase().pipe(z.email().max(120));

/**
 * Where the order's mails go: the OrderRequest's contact e-mail (`Contact/Email`, else the ShipTo's
 * or BillTo's `Email`), else the address the organisation set; null when neither names one.
 */
function orderMailOf(header: XmlNode | undefined, org: PunchoutOrganisation): string | null {
  const given = [
    ...children(header, 'Contact').map((contact) => child(contact, 'Email')),
    at(header, 'ShipTo', 'Address', 'Email'),
    at(header, 'BillTo', 'Address', 'Email'),
  ]
    .map((node) => ZMail.safeParse(textOf(node)))
    .find((parsed) => parsed.success);
  return given?.data ?? (org.orderMail || null);
}

/**
 * Places the order: priced by the one pricing core as the organisation's account (its company's
 * prices), through the central order placement (stock, lines, payment), put on account in the same
 * transaction, the payloadID recorded with it. As an order on account of the checkout, it is
 * invoiced at once (a logo order once its print data is approved) in the shop's one invoice series,
 * and the confirmation with the invoice goes to the order's mail address in the organisation's
 * language after the commit.
 */
async function placeRequest(ctx: Ctx, org: PunchoutOrganisation, root: XmlNode, payloadId: string): Promise<Outcome> {
  const order = at(root, 'Request', 'OrderRequest');
  const header = child(order, 'OrderRequestHeader');
  if (!order || !header) throw new CxmlError(400, 'The request is not an OrderRequest');
  const poNumber = attr(header, 'orderID').trim();
  if (poNumber === '' || poNumber.length > MAX_BUYER_REFERENCE)
    throw new CxmlError(400, `orderID must have 1 to ${MAX_BUYER_REFERENCE} characters`);
  const lines = children(order, 'ItemOut').map(lineOf);
  if (lines.length === 0 || lines.length > 100) throw new CxmlError(400, 'An OrderRequest needs 1 to 100 ItemOut lines');
  const member = await ctx.db.member.findUniqueOrThrow({ where: { id: org.memberId }, select: { mail: true } });
  const mail = orderMailOf(header, org);
  const orgCtx: Ctx = { ...ctx, memberId: org.memberId, language: 'en' };
  const { unknown } = await skusInScope(
    orgCtx,
    org,
    lines.map((l) => l.skuId),
  );
  const unknownParts = lines.filter((l) => l.skuId === 0 || unknown.includes(l.skuId)).map((l) => l.partId);
  if (unknownParts.length > 0) throw new CxmlError(400, `Unknown item: SupplierPartID ${unknownParts.join(', ')}`);
  const address = await addressOf(orgCtx, child(header, 'ShipTo'));
  const billingAddress = child(header, 'BillTo') ? await addressOf(orgCtx, child(header, 'BillTo')) : address;
  // A logo line's artwork must be a file this shop issued (the PunchOutOrderMessage named it), as at checkout.
  const items = lines.map(({ partId: _p, ...line }) => line);
  const parsed = ZSettlementRequest.safeParse({
    items,
    deliveryType: '1',
    poNumber,
    areaId: address.areaId,
    state: address.state,
    zipCode: address.zipCode,
    city: address.city,
  });
  if (!parsed.success) throw new CxmlError(400, `The order cannot be read: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const input = parsed.data;
  const quote = await buildQuote(orgCtx, input);
  const company = await ctx.db.company.findUniqueOrThrow({ where: { id: org.companyId }, select: { termsDays: true } });
  const now = ctx.services.clock();
  const account = await shopAccount(ctx.services);
  // Without an address of its own the order keeps the account's, which reaches no one: no mail is written.
  const email = mail ?? member.mail;
  let mailId: number | null = null;
  const placed = await placeOrder(
    { ...orgCtx, currency: quote.currency as Currency },
    {
      buyer: { memberId: org.memberId, email, mailbox: mailboxOf(email), clientAddress: null },
      input,
      quote,
      address,
      billingAddress,
      requestKey: undefined,
      also: async (tx, made) => {
        await placeOnAccount(tx, { id: made.id, memberId: org.memberId, companyId: org.companyId }, company.termsDays, now);
        await tx.punchoutOrderRequest.create({
          data: { organisationId: org.id, payloadId, orderId: made.id, statusCode: 200, statusText: `Order ${made.no} placed on account` },
        });
        const invoice = await invoiceIfDue(tx, ctx.services, made.id);
        if (mail !== null) {
          const order = await tx.tradeOrder.findUniqueOrThrow({ where: { id: made.id }, include: { payOrder: true } });
          const values = bankTransferMailValues(account, order.payOrder!);
          mailId = await queueOrderMail(tx, ctx.services, 'order-on-account', order, values, invoice?.attachments);
        }
        // The invoice number last: the year's counter row stays locked only until the commit.
        await invoice?.issue();
      },
    },
  );
  if (mailId !== null) ctx.services.mailer.deliverLater(mailId);
  return { status: 200, text: `Order ${placed.no} placed on account` };
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * A cXML OrderRequest: an order on account with the PO number (`orderID`), answered with a cXML
 * Response: 200; 401 for wrong credentials; 400 with a text for unknown items or anything the order
 * cannot be placed with. A payloadID seen before answers what it answered then and places nothing.
 */
export async function receiveOrderRequest(ctx: Ctx, xml: string): Promise<{ status: number; body: string }> {
  const answer = ({ status, text }: Outcome) => ({ status, body: cxmlResponse(status, text, shopHost(ctx), ctx.services.clock()) });
  const root = parseCxml(xml);
  const org = await cxmlOrganisation(ctx, root);
  const payloadId = attr(root, 'payloadID').trim();
  if (payloadId === '' || payloadId.length > 250) throw new CxmlError(400, 'payloadID is missing');
  const earlier = () =>
    ctx.db.punchoutOrderRequest.findUnique({ where: { organisationId_payloadId: { organisationId: org.id, payloadId } } });
  const seen = await earlier();
  if (seen) return answer({ status: seen.statusCode, text: seen.statusText });
  try {
    return answer(await placeRequest(ctx, org, root, payloadId));
  } catch (error) {
    // The same payloadID sent twice at once: the one that recorded it first placed the order.
    if (isUniqueViolation(error)) {
      const winner = await earlier();
      if (winner) return answer({ status: winner.statusCode, text: winner.statusText });
    }
    const refusal =
      error instanceof CxmlError ? { status: error.status, text: error.text } : error instanceof AppError ? refusalOf(error) : null;
    if (!refusal) throw error;
    await ctx.db.punchoutOrderRequest
      .create({ data: { organisationId: org.id, payloadId, statusCode: refusal.status, statusText: refusal.text } })
      .catch((e: unknown) => {
        if (!isUniqueViolation(e)) throw e;
      });
    return answer(refusal);
  }
}

function refusalOf(error: AppError): Outcome {
  return { status: 400, text: errorMessage(error.key, 'en', error.params) };
}

import { createHash } from 'node:crypto';
import {
  APPROVAL_HOLD_MS,
  COMMON_STATUS,
  ORDER_STATUS,
  ORDER_TYPE,
  type Currency,
  type TOrderCreateResponse,
  type ZGuestAddress,
  type ZGuestOrderCreateRequest,
  type ZOrderCreateRequest,
} from '@shop/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { somePayChannelTakes } from '../pay/payments.ts';
import { RUSH_TRANSACTION } from '../../lib/transaction-limits.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { attachDesignPrintData, designsOfLines } from '../design/design-print-data.ts';
import { claimAttempt } from '../member/attempts.ts';
import { checkDestination } from '../member/destination.ts';
import { guestOrderToken } from './guest-link.ts';
import { mailboxOf } from './mailbox.ts';
import { queueApprovalRequest } from './approval-mail.ts';
import { buildQuote, type Quote } from './quote.ts';
import { carryApprovedPrints, reorderedPrints } from './reorder-print-data.ts';
import { companyPlacement, type Membership, membershipOf } from './spending-limits.ts';
import { takeStock } from './stock.ts';
import { assertUnpaidLimits } from './unpaid-limits.ts';

type CreateInput = z.output<typeof ZOrderCreateRequest>;
type GuestInput = z.output<typeof ZGuestOrderCreateRequest>;
type GuestAddress = z.output<typeof ZGuestAddress>;
type Tx = Prisma.TransactionClient;

/**
 * A saved address as the order keeps it: the member's own, or one of their company's shared
 * addresses (its delivery addresses for delivery; any of them for billing). Another member's or
 * another company's address is not found.
 */
export async function savedAddress(ctx: Ctx, memberId: number, id: number, use: 'delivery' | 'billing' = 'delivery') {
  const membership = await ctx.db.companyMember.findUnique({ where: { memberId }, select: { companyId: true } });
  const shared = membership ? [{ companyId: membership.companyId, ...(use === 'delivery' ? { kind: 'delivery' } : {}) }] : [];
  const address = await ctx.db.address.findFirst({ where: { id, OR: [{ memberId, companyId: null }, ...shared] } });
  if (!address) throw new AppError('ADDRESS_NOT_FOUND');
  const { id: _id, memberId: _member, companyId: _company, kind: _kind, createdAt: _c, updatedAt: _u, ...fields } = address;
  return fields;
}

/** The delivery address to snapshot: the member's saved one, or the fields entered at checkout. */
async function addressSnapshot(ctx: Ctx, memberId: number, input: CreateInput, quote: Quote) {
  if (input.addressId !== undefined) return savedAddress(ctx, memberId, input.addressId);
  const entered = {
    firstName: input.firstName,
    lastName: input.lastName,
    mobile: input.mobile,
    detailAddress: input.detailAddress,
    city: input.city,
    zipCode: input.zipCode?.toUpperCase(),
  };
  if (!entered.firstName || !entered.mobile || !entered.detailAddress || !entered.zipCode || !input.areaId)
    throw new AppError('ORDER_ADDRESS_INCOMPLETE');
  // The quote checked country, state and postcode as for a saved address.
  return { ...entered, areaId: input.areaId, countryCode: quote.destination.countryCode, state: quote.destination.state };
}

/**
 * Takes the stock at the end of the transaction, so the rows of popular products stay locked only
 * until the commit right after; names the first SKU that lacked pieces.
 */
async function reserveStock(tx: Tx, quote: Quote, orderId: number): Promise<void> {
  const missing = await takeStock(tx, quote.items, orderId);
  if (missing.length === 0) return;
  const sku = await tx.sku.findUnique({ where: { id: missing[0]! }, select: { stock: true } });
  const name = quote.items.find((item) => item.skuId === missing[0])?.spuName ?? '';
  throw new AppError('ORDER_STOCK_NOT_ENOUGH', { name, stock: sku?.stock ?? 0 });
}

/**
 * Uses the coupon once more, refusing when its total limit was reached or the member used it up
 * meanwhile. The update locks the coupon's row until the commit, so the member's uses counted
 * after it include every order of that coupon committed before: concurrent orders take turns.
 */
async function consumeCoupon(tx: Tx, quote: Quote, buyer: Buyer, orderId: number): Promise<void> {
  if (!quote.coupon) return;
  const [counted] = await tx.$queryRaw<{ perMemberLimit: number }[]>`
    UPDATE promotion_coupon SET used_count = used_count + 1
    WHERE id = ${quote.coupon.id} AND status = ${COMMON_STATUS.enabled} AND (total_limit IS NULL OR used_count < total_limit)
    RETURNING per_member_limit AS "perMemberLimit"`;
  if (!counted) throw new AppError('COUPON_USED');
  if (counted.perMemberLimit > 0 && (await usesOf(tx, quote.coupon.id, buyer)) >= counted.perMemberLimit) throw new AppError('COUPON_USED');
  await tx.couponUse.create({ data: { couponId: quote.coupon.id, memberId: buyer.memberId, orderId } });
}

/**
 * How often the buyer used the coupon before: a member's uses, or a guest's by the mailbox of the
 * orders (a "+tag" or Gmail's dots make no other guest).
 */
async function usesOf(tx: Tx, couponId: number, buyer: Buyer): Promise<number> {
  if (buyer.memberId !== null) return tx.couponUse.count({ where: { couponId, memberId: buyer.memberId } });
  const [row] = await tx.$queryRaw<{ uses: number }[]>`
    SELECT count(*)::int AS uses FROM promotion_coupon_use u JOIN trade_order o ON o.id = u.order_id
    WHERE u.coupon_id = ${couponId} AND o.mailbox = ${buyer.mailbox}`;
  return row?.uses ?? 0;
}

/** What a logo line keeps to be printed, as the shopper sent it (checked by the quote). */
function printOrder(line: CreateInput['items'][number], quoted: Quote['items'][number]) {
  return {
    imgUrl: line.imgUrl ?? '',
    size: line.size ?? '',
    locationId: String(line.locationId ?? ''),
    decoratingMethod: quoted.decoratingMethod,
    description: line.description ?? '',
    printTier: quoted.printTier,
    printCheckLevel: quoted.printCheckLevel,
    printWidthMm: quoted.printWidthMm ?? 0,
    printHeightMm: quoted.printHeightMm ?? 0,
  };
}

function orderNumber(id: number, at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `o${stamp}${String(id).padStart(6, '0')}`;
}

/** Who orders: a member, or a guest (no account) known by the e-mail entered and the client address. */
export interface Buyer {
  memberId: number | null;
  email: string;
  /** The e-mail's mailbox (see mailboxOf): what a guest's per-person limits compare. */
  mailbox: string;
  clientAddress: string | null;
  /** The member's place in a company when already read (undefined: read when placing). */
  company?: Membership | null;
}

/** A client's key for one order, with the fingerprint of the request it came with. */
export interface RequestKey {
  key: string;
  /** SHA-256 of the checked request body: the same key with another body is refused. */
  hash: string;
}

/** A client's key for one order: the same key answers the same order (at most 100 characters). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : undefined;
}

/** The key of an order request and the fingerprint of its body (as checked, so spacing and key order do not count). */
export function requestKey(key: string | undefined, body: unknown): RequestKey | undefined {
  return key === undefined ? undefined : { key, hash: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
}

interface Placement {
  buyer: Buyer;
  input: Pick<CreateInput, 'items' | 'deliveryType'> & Partial<Pick<CreateInput, 'poNumber' | 'costCentre'>>;
  quote: Quote;
  address: object;
  billingAddress: object;
  requestKey: RequestKey | undefined;
  /** How long the order waits for its payment (the checkout's half hour unless said). */
  payWithinMs?: number;
  /**
   * The shop agreed the order beforehand (an accepted quote): the share of a SKU's stock one buyer
   * may hold unpaid, a guard against anonymous hoarding, does not apply; the stock itself must suffice.
   */
  agreedByShop?: boolean;
  /** Written in the order's transaction last, with the order made (an order placed by staff: its audit row and mail). */
  also?: (tx: Tx, order: { id: number; no: string; status: number }) => Promise<void>;
}

export type Placed = TOrderCreateResponse & { currency: Currency; no: string; status: number };

/**
 * The order an earlier request with the same key made (a member's by its unique key, a guest's by
 * e-mail and key, unique for guests too); the same key with another body is refused (orders made
 * before fingerprints were kept answer as before).
 */
export async function earlierOrder(ctx: Ctx, buyer: Buyer, requestKey: RequestKey | undefined): Promise<Placed | null> {
  if (!requestKey) return null;
  const idempotencyKey = requestKey.key;
  const earlier =
    buyer.memberId === null
      ? await ctx.db.tradeOrder.findFirst({ where: { memberId: null, email: buyer.email, idempotencyKey }, include: { payOrder: true } })
      : await ctx.db.tradeOrder.findUnique({
          where: { memberId_idempotencyKey: { memberId: buyer.memberId, idempotencyKey } },
          include: { payOrder: true },
        });
  if (earlier?.idempotencyHash && earlier.idempotencyHash !== requestKey.hash) throw new AppError('ORDER_IDEMPOTENCY_KEY_REUSED');
  return earlier?.payOrder
    ? { id: earlier.id, payOrderId: earlier.payOrder.id, currency: earlier.currency as Currency, no: earlier.no, status: earlier.status }
    : null;
}

/**
 * Creates the order in one transaction — the buyer's unpaid orders counted first (at most so many,
 * and a share of each SKU's stock), priced again from the database (the client's prices are never
 * read), stock reserved, coupon used, lines and addresses kept as they are now, the ordered
 * cart lines removed, the payment opened. No mail yet: the payment's outcome decides which one
 * (the confirmation when paid; a reminder with the link when still unpaid minutes later). A
 * company buyer's order over their spending limit waits for approval instead (status 5, its stock
 * held for APPROVAL_HOLD_MS), and the company's approvers are mailed.
 */
export async function placeOrder(ctx: Ctx, placement: Placement): Promise<Placed> {
  const { buyer, input, quote, requestKey } = placement;
  const now = new Date();
  // An order no offered way to pay takes is not placed: the buyer is offered a quote instead.
  if (!somePayChannelTakes(ctx.services.payments, quote.price.payPrice, quote.currency)) throw new AppError('ORDER_NO_PAY_CHANNEL');
  const { unpaid } = await ctx.services.settings.read();
  const clock = ctx.services.clock();
  // The settlement read the buyer's company: a consumer's order asks nothing more.
  const membership =
    buyer.company !== undefined ? buyer.company : quote.company === null ? null : await membershipOf(ctx.db, buyer.memberId);
  try {
    const { placed, mailIds } = await ctx.db.$transaction(async (tx) => {
      await assertUnpaidLimits(tx, placement.agreedByShop ? { ...unpaid, maxStockShare: 100 } : unpaid, buyer, quote.items);
      const company = await companyPlacement(tx, membership, quote.price.payPrice, quote.currency, clock);
      const payWithinMs = placement.payWithinMs ?? unpaid.holdMinutes * 60_000;
      const order = await tx.tradeOrder.create({
        data: {
          no: `pending-${now.getTime()}-${Math.random()}`,
          status: company.needsApproval ? ORDER_STATUS.awaitingApproval : ORDER_STATUS.unpaid,
          companyId: company.companyId,
          memberId: buyer.memberId,
          guestLanguage: buyer.memberId === null ? ctx.language : null,
          currency: quote.currency,
          ...quote.price,
          deliveryType: input.deliveryType,
          couponId: quote.coupon?.id ?? null,
          couponCode: quote.coupon?.code ?? null,
          poNumber: input.poNumber ?? null,
          costCentre: input.costCentre ?? null,
          buyerCompany: quote.company ?? Prisma.DbNull,
          email: buyer.email,
          mailbox: buyer.mailbox,
          clientAddress: buyer.clientAddress,
          address: placement.address,
          billingAddress: placement.billingAddress,
          idempotencyKey: requestKey?.key ?? null,
          idempotencyHash: requestKey?.hash ?? null,
          // Awaiting approval, the time is the stock's hold; approved, the time to pay starts then.
          payExpireTime: company.needsApproval ? new Date(clock.getTime() + APPROVAL_HOLD_MS) : new Date(now.getTime() + payWithinMs),
          items: {
            create: quote.items.map((i, index) => ({
              spuId: i.spuId,
              skuId: i.skuId,
              spuName: i.spuName,
              picUrl: i.picUrl,
              properties: i.properties,
              orderType: i.orderType,
              // The quote's lines are the request's, in order; a logo line keeps its whole print order.
              ...(i.orderType === ORDER_TYPE.custom ? printOrder(input.items[index]!, i) : {}),
              price: i.price,
              count: i.count,
              totalPrice: i.totalPrice,
              discountedPrice: i.discountedPrice,
              discountDescription: i.discountDescription,
              decalsPrice: i.decalsPrice,
              piecesPerUnit: i.piecesPerUnit,
            })),
          },
        },
      });
      const no = orderNumber(order.id, now);
      await tx.tradeOrder.update({ where: { id: order.id }, data: { no } });
      const cartIds = input.items.map((i) => i.cartId).filter((id): id is number => id !== undefined);
      if (cartIds.length && buyer.memberId !== null)
        await tx.cartItem.deleteMany({ where: { memberId: buyer.memberId, id: { in: cartIds } } });
      const payOrder = await tx.payOrder.create({
        data: { orderId: order.id, memberId: buyer.memberId, amount: quote.price.payPrice, currency: quote.currency },
      });
      // Rows shared with other orders are locked last and in one order everywhere (SKUs, products,
      // then the coupon), so orders, cancels and expiries never wait on each other in a cycle.
      await reserveStock(tx, quote, order.id);
      await consumeCoupon(tx, quote, buyer, order.id);
      await placement.also?.(tx, { id: order.id, no, status: order.status });
      const mailIds = company.needsApproval ? await queueApprovalRequest(tx, ctx.services, order.id) : [];
      return { placed: { id: order.id, payOrderId: payOrder.id, currency: quote.currency, no, status: order.status }, mailIds };
    }, RUSH_TRANSACTION);
    for (const id of mailIds) ctx.services.mailer.deliverLater(id);
    return placed;
  } catch (error) {
    // A second request with the same key lost the race (to the unique key, or to the unpaid limits
    // that counted the first one's order): answer the order the first one made.
    const lost =
      (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') ||
      (error instanceof AppError && (error.key === 'ORDER_UNPAID_LIMIT' || error.key === 'ORDER_UNPAID_STOCK_SHARE'));
    if (requestKey && lost) {
      const winner = await earlierOrder(ctx, buyer, requestKey);
      if (winner) return winner;
    }
    throw error;
  }
}

/**
 * A member's order: {id, payOrderId}. The same Idempotency-Key answers the same order. The order
 * keeps the account's e-mail address, which the member proved, and its mails go there: the
 * request's `email` is not used, so nobody has the shop mail an address of their choosing.
 */
export async function createOrder(ctx: Ctx, input: CreateInput, key: RequestKey | undefined): Promise<Placed> {
  const memberId = memberIdOf(ctx);
  const { mail, company } = await ctx.db.member.findUniqueOrThrow({ where: { id: memberId }, select: { mail: true, company: true } });
  const buyer = { memberId, email: mail, mailbox: mailboxOf(mail), clientAddress: null, company };
  const earlier = await earlierOrder(ctx, buyer, key);
  if (earlier) return earlier;
  const quote = await buildQuote(ctx, input);
  const address = await addressSnapshot(ctx, buyer.memberId, input, quote);
  const billingAddress =
    input.billingAddressId === undefined ? address : await savedAddress(ctx, buyer.memberId, input.billingAddressId, 'billing');
  const designs = await designsOfLines(ctx, input.items);
  // Logo lines bought again print their earlier, approved print data.
  const prints = await reorderedPrints(ctx, input.items);
  const also = (tx: Tx, order: { id: number }) => carryApprovedPrints(tx, order.id, prints);
  const placed = await placeOrder(ctx, { buyer, input, quote, address, billingAddress, requestKey: key, also });
  await attachDesignPrintData(ctx, placed.id, designs);
  return placed;
}

/** Guest orders per client address and per e-mail address within an hour: plenty for shoppers, too few to flood the shop. */
const GUEST_ORDERS_PER_CLIENT = { max: 20, windowMs: 60 * 60_000 };
const GUEST_ORDERS_PER_MAIL = { max: 10, windowMs: 60 * 60_000 };

/** An address a guest typed, checked as a saved one is (shipping country, state, postcode). */
export async function guestAddress(ctx: Ctx, entered: GuestAddress) {
  const country = await ctx.db.country.findUnique({ where: { id: entered.areaId }, include: { regions: { select: { code: true } } } });
  const destination = checkDestination(country, entered.state, entered.zipCode);
  return {
    firstName: entered.firstName,
    lastName: entered.lastName,
    mobile: entered.mobile,
    mobileId: entered.mobileId ?? null,
    areaId: entered.areaId,
    city: entered.city,
    zipCode: entered.zipCode.toUpperCase(),
    detailAddress: entered.detailAddress,
    ...destination,
  };
}

/**
 * A guest's order with the e-mail and addresses entered: priced for the delivery address (its
 * country decides currency and tax), paid like any order, opened by the signed key answered here
 * (and mailed as a link). Rate limited per client and per e-mail address; the same
 * Idempotency-Key answers the same order without counting again.
 */
export async function createGuestOrder(
  ctx: Ctx,
  input: GuestInput,
  key: RequestKey | undefined,
  client: string,
): Promise<Placed & { token: string }> {
  const buyer = { memberId: null, email: input.email, mailbox: mailboxOf(input.email), clientAddress: client };
  const signed = (placed: Placed) => ({
    ...placed,
    token: guestOrderToken(ctx.services.config.JWT_SECRET, { id: placed.id, no: placed.no, email: buyer.email }, ctx.services.clock()),
  });
  const earlier = await earlierOrder(ctx, buyer, key);
  if (earlier) return signed(earlier);
  // A guest has no earlier orders of an account to print again.
  if (input.items.some((item) => item.reorderItemId !== undefined)) throw new AppError('REORDER_PRINT_DATA_NOT_FOUND');
  await claimAttempt(ctx, `guest-order:${client}`, GUEST_ORDERS_PER_CLIENT);
  await claimAttempt(ctx, `guest-order:${buyer.mailbox}`, GUEST_ORDERS_PER_MAIL);
  const { address: entered, billingAddress: billing, ...order } = input;
  const quote = await buildQuote(ctx, {
    ...order,
    areaId: entered.areaId,
    state: entered.state,
    zipCode: entered.zipCode,
    city: entered.city,
    detailAddress: entered.detailAddress,
  });
  // A code bound to an e-mail address is the guest's only with that mailbox, however spelled.
  if (quote.coupon?.mail && mailboxOf(quote.coupon.mail) !== buyer.mailbox) throw new AppError('COUPON_USED');
  const address = await guestAddress(ctx, entered);
  const billingAddress = billing ? await guestAddress(ctx, billing) : address;
  return signed(await placeOrder(ctx, { buyer, input, quote, address, billingAddress, requestKey: key }));
}

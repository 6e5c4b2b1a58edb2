import { COMMON_STATUS, ORDER_TYPE, type Currency, type TOrderCreateResponse, type ZOrderCreateRequest } from '@shop/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIdOf, type Ctx } from '../../lib/use-case.ts';
import { queueOrderMail } from './order-mail.ts';
import { buildQuote, type Quote } from './quote.ts';
import { takeStock } from './stock.ts';

type CreateInput = z.output<typeof ZOrderCreateRequest>;
type Tx = Prisma.TransactionClient;

const PAY_WITHIN_MS = 30 * 60_000;
/** A rush of buyers queues for database connections: wait for one rather than fail the order. */
const ORDER_TRANSACTION = { maxWait: 15_000, timeout: 20_000 };

/** A saved address of the member as the order keeps it. */
async function savedAddress(ctx: Ctx, memberId: number, id: number) {
  const address = await ctx.db.address.findFirst({ where: { id, memberId } });
  if (!address) throw new AppError('ADDRESS_NOT_FOUND');
  const { id: _id, memberId: _member, createdAt: _c, updatedAt: _u, ...fields } = address;
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
async function reserveStock(tx: Tx, quote: Quote): Promise<void> {
  const missing = await takeStock(tx, quote.items);
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
async function consumeCoupon(tx: Tx, quote: Quote, memberId: number, orderId: number): Promise<void> {
  if (!quote.coupon) return;
  const [counted] = await tx.$queryRaw<{ perMemberLimit: number }[]>`
    UPDATE promotion_coupon SET used_count = used_count + 1
    WHERE id = ${quote.coupon.id} AND status = ${COMMON_STATUS.enabled} AND (total_limit IS NULL OR used_count < total_limit)
    RETURNING per_member_limit AS "perMemberLimit"`;
  if (!counted) throw new AppError('COUPON_USED');
  if (counted.perMemberLimit > 0) {
    const uses = await tx.couponUse.count({ where: { couponId: quote.coupon.id, memberId } });
    if (uses >= counted.perMemberLimit) throw new AppError('COUPON_USED');
  }
  await tx.couponUse.create({ data: { couponId: quote.coupon.id, memberId, orderId } });
}

function orderNumber(id: number, at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `o${stamp}${String(id).padStart(6, '0')}`;
}

/**
 * Creates the order in one transaction — price again from the database (the client's prices are
 * never read), reserve stock, use the coupon, snapshot lines and address, remove the ordered cart
 * lines, open the payment — and answers {id, payOrderId}. The same Idempotency-Key answers the
 * same order.
 */
export async function createOrder(
  ctx: Ctx,
  input: CreateInput,
  idempotencyKey: string | undefined,
): Promise<TOrderCreateResponse & { currency: Currency }> {
  const memberId = memberIdOf(ctx);
  const earlier = idempotencyKey
    ? await ctx.db.tradeOrder.findUnique({ where: { memberId_idempotencyKey: { memberId, idempotencyKey } }, include: { payOrder: true } })
    : null;
  if (earlier?.payOrder) return { id: earlier.id, payOrderId: earlier.payOrder.id, currency: earlier.currency as Currency };
  const quote = await buildQuote(ctx, input);
  const address = await addressSnapshot(ctx, memberId, input, quote);
  const billingAddress = input.billingAddressId === undefined ? address : await savedAddress(ctx, memberId, input.billingAddressId);
  const now = new Date();
  try {
    const created = await ctx.db.$transaction(async (tx) => {
      const order = await tx.tradeOrder.create({
        data: {
          no: `pending-${now.getTime()}-${Math.random()}`,
          memberId,
          currency: quote.currency,
          ...quote.price,
          deliveryType: input.deliveryType,
          couponId: quote.coupon?.id ?? null,
          email: input.email,
          address,
          billingAddress,
          idempotencyKey: idempotencyKey ?? null,
          payExpireTime: new Date(now.getTime() + PAY_WITHIN_MS),
          items: {
            create: quote.items.map((i, index) => ({
              spuId: i.spuId,
              skuId: i.skuId,
              spuName: i.spuName,
              picUrl: i.picUrl,
              properties: i.properties,
              orderType: i.orderType,
              // The quote's lines are the request's, in order; a logo line keeps the logo to print.
              imgUrl: i.orderType === ORDER_TYPE.custom ? (input.items[index]!.imgUrl ?? '') : '',
              price: i.price,
              count: i.count,
              totalPrice: i.totalPrice,
              discountedPrice: i.discountedPrice,
              discountDescription: i.discountDescription,
              decalsPrice: i.decalsPrice,
            })),
          },
        },
      });
      const numbered = await tx.tradeOrder.update({ where: { id: order.id }, data: { no: orderNumber(order.id, now) } });
      const cartIds = input.items.map((i) => i.cartId).filter((id): id is number => id !== undefined);
      if (cartIds.length) await tx.cartItem.deleteMany({ where: { memberId, id: { in: cartIds } } });
      const payOrder = await tx.payOrder.create({
        data: { orderId: order.id, memberId, amount: quote.price.payPrice, currency: quote.currency },
      });
      const mailId = await queueOrderMail(tx, ctx.services.mailer, 'order-created', numbered);
      // Rows shared with other orders are locked last and in one order everywhere (SKUs, products,
      // then the coupon), so orders, cancels and expiries never wait on each other in a cycle.
      await reserveStock(tx, quote);
      await consumeCoupon(tx, quote, memberId, order.id);
      return { id: order.id, payOrderId: payOrder.id, mailId };
    }, ORDER_TRANSACTION);
    ctx.services.mailer.deliverLater(created.mailId);
    return { id: created.id, payOrderId: created.payOrderId, currency: quote.currency };
  } catch (error) {
    // A second request with the same key lost the race: answer the order the first one made.
    if (idempotencyKey && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const winner = await ctx.db.tradeOrder.findUnique({
        where: { memberId_idempotencyKey: { memberId, idempotencyKey } },
        include: { payOrder: true },
      });
      if (winner?.payOrder) return { id: winner.id, payOrderId: winner.payOrder.id, currency: winner.currency as Currency };
    }
    throw error;
  }
}

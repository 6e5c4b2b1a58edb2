import { expect } from 'vitest';
import { berlinAddress, postJson, type TestApp, texasAddress } from './helpers.ts';

let guests = 0;

/** A fresh guest's e-mail address. */
export const guestMail = () => `guest-${Date.now()}-${++guests}@example.com`;

/**
 * A guest's order paid with the demo wallet: `counts` pieces of the first SKUs in stock under
 * 30.00, delivered to Texas (USD, sales tax) or Berlin (EUR, VAT contained). Answers the order with its lines.
 */
export async function paidGuestOrder(app: TestApp, to: 'TX' | 'DE', counts: number[], email = guestMail()) {
  const skus = await app.db.sku.findMany({
    where: { stock: { gte: 50 }, spu: { status: 1, decoratingMethods: { isEmpty: true } }, deletedAt: null, priceUsd: { lte: 3000 } },
    orderBy: { id: 'asc' },
    take: counts.length,
  });
  const items = counts.map((count, i) => ({ skuId: skus[i]!.id, count }));
  const address = to === 'TX' ? texasAddress : berlinAddress;
  const created = await postJson(app, '/pc-api/trade/order/guest/create', { items, deliveryType: '1', email, address });
  expect(created.body.code).toBe(0);
  const paid = await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken: created.body.data.token, channelCode: 'demo' });
  expect(paid.body.code).toBe(0);
  return app.db.tradeOrder.findUniqueOrThrow({ where: { id: created.body.data.id }, include: { items: { orderBy: { id: 'asc' } } } });
}

/**
 * A member's order paid with the demo wallet: `count` pieces of the first SKU in stock that prints
 * no logo, delivered to Texas (or `address`). Answers the order's id.
 */
export async function paidMemberOrder(
  app: TestApp,
  member: { mail: string; auth: Record<string, string> },
  { count = 1, address = texasAddress as object } = {},
): Promise<number> {
  const sku = await app.db.sku.findFirstOrThrow({
    where: { stock: { gte: 50 }, spu: { status: 1, decoratingMethods: { isEmpty: true } }, deletedAt: null },
    orderBy: { id: 'asc' },
  });
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId: sku.id, count }], deliveryType: '1', email: member.mail, ...address },
    member.auth,
  );
  expect(created.body.code).toBe(0);
  const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
  expect(paid.body.code).toBe(0);
  return created.body.data.id as number;
}

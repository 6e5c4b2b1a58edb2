import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, getJson, postJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const todoOf = async (auth: Record<string, string>) => {
  const { body } = await getJson(app, '/admin-api/statistics/trade/todo', auth);
  expect(body.code, body.msg).toBe(0);
  return body.data;
};

/** A member's paid order of one piece: its id and its line's id. */
async function placePaidOrder(member: Awaited<ReturnType<typeof createMember>>) {
  const sku = await app.db.sku.findFirstOrThrow({
    where: { stock: { gte: 50 }, deletedAt: null, spu: { status: 1 } },
    orderBy: { id: 'asc' },
  });
  const { body } = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(body.code, body.msg).toBe(0);
  const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: body.data.payOrderId, channelCode: 'demo' }, member.auth);
  expect(paid.body.code).toBe(0);
  return app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id }, include: { items: true } });
}

describe('GET statistics/trade/todo', () => {
  it('counts what waits for staff, each count only for admins whose permissions cover it', async () => {
    const owner = await createStaff(app, 'owner');
    const fulfilment = await createStaff(app, 'fulfilment');
    const support = await createStaff(app, 'support');
    const catalogue = await createStaff(app, 'catalogue');
    const before = await todoOf(owner.auth);
    const member = await createMember(app);
    const dispatched = await placePaidOrder(member);
    await app.db.tradeOrder.update({ where: { id: dispatched.id }, data: { status: 20 } });
    const logo = await placePaidOrder(member);
    const printing = await placePaidOrder(member);
    await app.db.tradeOrderItem.update({ where: { id: logo.items[0]!.id }, data: { orderType: 2, printStatus: 10 } });
    await app.db.tradeOrderItem.update({ where: { id: printing.items[0]!.id }, data: { orderType: 2, printStatus: 40 } });
    const line = dispatched.items[0]!;
    const afterSale = (status: number, no: string) => ({
      no,
      memberId: member.id,
      orderId: dispatched.id,
      orderItemId: line.id,
      status,
      way: 20,
      applyReason: 'damaged',
      refundPrice: 100,
      currency: dispatched.currency,
      spuId: line.spuId,
      skuId: line.skuId,
      spuName: line.spuName,
      picUrl: line.picUrl,
      properties: [],
      count: 1,
    });
    // Waiting: applied, parcel sent back, refund to pay; not waiting: completed and rejected.
    await app.db.tradeAfterSale.createMany({
      data: [10, 30, 40, 50, 62].map((status, i) => afterSale(status, `rtodo${Date.now()}${i}`)),
    });
    await app.db.contactMessage.createMany({
      data: [
        { mail: 'ask@example.test', content: 'Do you print on pens?', status: 0 },
        { mail: 'ask@example.test', content: 'Thanks', status: 10 },
      ],
    });

    // A quote request waits to be priced; a priced one does not.
    const quote = (no: string, status: number) => ({
      no,
      status,
      email: 'buyer@example.test',
      language: 'en',
      currency: 'USD',
      countryCode: 'US',
      price: {},
      payPrice: 0,
    });
    await app.db.tradeQuote.createMany({ data: [quote(`Q-T-${Date.now()}-1`, 10), quote(`Q-T-${Date.now()}-2`, 20)] });

    const all = await todoOf(owner.auth);
    expect(all).toEqual({
      ordersToDispatch: before.ordersToDispatch + 2,
      printDataToCheck: before.printDataToCheck + 1,
      artworkToPrepare: before.artworkToPrepare,
      logoLinesToPrint: before.logoLinesToPrint + 1,
      afterSalesToHandle: before.afterSalesToHandle + 3,
      messagesToAnswer: before.messagesToAnswer + 1,
      quotesToPrice: before.quotesToPrice + 1,
    });
    expect(await todoOf(fulfilment.auth)).toEqual({ ...all, messagesToAnswer: null });
    expect(await todoOf(support.auth)).toEqual({ ...all, afterSalesToHandle: null });
    expect(await todoOf(catalogue.auth)).toEqual({
      ordersToDispatch: null,
      printDataToCheck: null,
      artworkToPrepare: null,
      logoLinesToPrint: null,
      afterSalesToHandle: null,
      messagesToAnswer: null,
      quotesToPrice: null,
    });
    expect((await getJson(app, '/admin-api/statistics/trade/todo', member.auth)).body.code).toBe(401);
    expect((await getJson(app, '/admin-api/statistics/trade/todo')).body.code).toBe(401);
  });
});

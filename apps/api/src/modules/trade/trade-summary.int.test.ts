import { afterSaleRefundCeiling } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const DAY = 86_400_000;
const summaryOf = async (auth: Record<string, string>, query = '') =>
  (await getJson(app, `/admin-api/statistics/trade/summary${query}`, auth)).body;

/** SKUs of products on sale with stock to spare, lowest id first. */
const skusInStock = (take: number) =>
  app.db.sku.findMany({ where: { stock: { gte: 50 }, deletedAt: null, spu: { status: 1 } }, orderBy: { id: 'asc' }, take });

async function placePaidOrder(member: Awaited<ReturnType<typeof createMember>>, skuId: number) {
  const { body } = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(body.code).toBe(0);
  const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: body.data.payOrderId, channelCode: 'demo' }, member.auth);
  expect(paid.body.code).toBe(0);
  return app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } });
}

describe('GET statistics/trade/summary', () => {
  it("answers today's orders and revenue per currency, orders awaiting dispatch, low stock and 30 days for trade:order:query", async () => {
    const owner = await createStaff(app, 'owner');
    const member = await createMember(app);
    const [sku] = await skusInStock(1);
    if (!sku) throw new Error('no SKU in stock');
    const before = (await summaryOf(owner.auth)).data;

    const order = await placePaidOrder(member, sku.id);
    // An order paid 3 days ago and one paid and then cancelled (refunded) yesterday: in the series, not today.
    const old = await placePaidOrder(member, sku.id);
    await app.db.tradeOrder.update({ where: { id: old.id }, data: { payTime: new Date(Date.now() - 3 * DAY), status: 30 } });
    const refunded = await placePaidOrder(member, sku.id);
    await app.db.tradeOrder.update({ where: { id: refunded.id }, data: { payTime: new Date(Date.now() - DAY), status: 40 } });
    const lowSku = await app.db.sku.findFirstOrThrow({
      where: { deletedAt: null, spu: { status: 1 }, id: { not: sku.id } },
      orderBy: { id: 'desc' },
    });
    await app.db.sku.update({ where: { id: lowSku.id }, data: { stock: 0 } });

    const answer = await summaryOf(owner.auth);
    expect(answer.code).toBe(0);
    const summary = answer.data;
    expect(summary.today.createdCount).toBe(before.today.createdCount + 3);
    expect(summary.today.paidCount).toEqual({ USD: before.today.paidCount.USD + 1, EUR: before.today.paidCount.EUR });
    expect(summary.today.revenue).toEqual({ USD: before.today.revenue.USD + order.payPrice, EUR: before.today.revenue.EUR });
    expect(summary.awaitingDispatchCount).toBe(before.awaitingDispatchCount + 1);

    expect(summary.days).toHaveLength(30);
    const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(summary.days.at(-1)).toMatchObject({
      date: utcDay(Date.now()),
      paidCount: summary.today.paidCount,
      revenue: summary.today.revenue,
    });
    expect(summary.days[0].date).toBe(utcDay(Date.now() - 29 * DAY));
    const threeDaysAgo = summary.days.find((d: { date: string }) => d.date === utcDay(Date.now() - 3 * DAY));
    const beforeThree = before.days.find((d: { date: string }) => d.date === utcDay(Date.now() - 3 * DAY));
    expect(threeDaysAgo.revenue.USD).toBe(beforeThree.revenue.USD + old.payPrice);
    const yesterday = summary.days.find((d: { date: string }) => d.date === utcDay(Date.now() - DAY));
    const beforeYesterday = before.days.find((d: { date: string }) => d.date === utcDay(Date.now() - DAY));
    expect(yesterday).toEqual(beforeYesterday);

    expect(summary.lowStock.threshold).toBe(10);
    expect(summary.lowStock.total).toBeGreaterThanOrEqual(1);
    expect(summary.lowStock.list[0]).toMatchObject({ stock: 0 });
    expect(summary.lowStock.list).toContainEqual(
      expect.objectContaining({ skuId: lowSku.id, spuId: lowSku.spuId, stock: 0, spuName: expect.stringMatching(/\S/) }),
    );
    const none = await summaryOf(owner.auth, '?lowStockThreshold=0&timeZone=Europe/Berlin');
    expect(none.data.lowStock.list.every((s: { stock: number }) => s.stock === 0)).toBe(true);
    expect(none.data.days).toHaveLength(30);
  });

  it('counts revenue net of after-sale refunds, on the day the order was paid; an after-sale not yet refunded still counts', async () => {
    const fulfilment = await createStaff(app, 'fulfilment');
    const owner = await createStaff(app, 'owner');
    const member = await createMember(app);
    const skus = await skusInStock(2);
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    /** A paid and dispatched order of one line, a part of which an after-sale pays back (or, not `refunded`, is left to pay back). */
    const partlyRefunded = async (skuId: number, refunded = true) => {
      const order = await placePaidOrder(member, skuId);
      const sent = await putJson(
        app,
        '/admin-api/trade/order/delivery',
        { id: order.id, logisticsId: dhl.id, logisticsNo: 'JD1' },
        fulfilment.auth,
      );
      expect(sent.body.code).toBe(0);
      const { items } = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
      const line = items[0]!;
      const refund = Math.floor(afterSaleRefundCeiling({ ...order, items }, line.id) / 2);
      expect(refund).toBeGreaterThan(0);
      const body = { orderItemId: line.id, way: 10, applyReason: 'Item not received', refundPrice: refund };
      const applied = await postJson(app, '/pc-api/trade/after-sale/create', body, member.auth);
      expect(applied.body.code).toBe(0);
      expect((await putJson(app, `/admin-api/trade/after-sale/agree?id=${applied.body.data}`, {}, fulfilment.auth)).body.code).toBe(0);
      if (refunded)
        expect((await putJson(app, `/admin-api/trade/after-sale/refund?id=${applied.body.data}`, {}, fulfilment.auth)).body.code).toBe(0);
      return { payPrice: order.payPrice, refund, id: order.id };
    };
    const before = (await summaryOf(owner.auth)).data;

    const today = await partlyRefunded(skus[0]!.id);
    const open = await partlyRefunded(skus[1]!.id, false);
    // Paid four days ago, refunded today: the refund lowers the day it was paid, not today.
    const older = await partlyRefunded(skus[0]!.id);
    await app.db.tradeOrder.update({ where: { id: older.id }, data: { payTime: new Date(Date.now() - 4 * DAY) } });

    const summary = (await summaryOf(owner.auth)).data;
    expect(summary.today.paidCount.USD).toBe(before.today.paidCount.USD + 2);
    expect(summary.today.revenue).toEqual({
      USD: before.today.revenue.USD + today.payPrice - today.refund + open.payPrice,
      EUR: before.today.revenue.EUR,
    });
    expect(summary.days.at(-1).revenue).toEqual(summary.today.revenue);
    const fourDaysAgo = new Date(Date.now() - 4 * DAY).toISOString().slice(0, 10);
    const dayOf = (s: typeof summary) => s.days.find((d: { date: string }) => d.date === fourDaysAgo);
    expect(dayOf(summary).revenue.USD).toBe(dayOf(before).revenue.USD + older.payPrice - older.refund);
  });

  it('shows staff who fulfil orders the counts but not the revenue (that needs statistics:trade:query)', async () => {
    const fulfilment = await createStaff(app, 'fulfilment');
    const owner = await createStaff(app, 'owner');
    const [sku] = await skusInStock(1);
    await placePaidOrder(await createMember(app), sku!.id);
    const [theirs, owners] = [(await summaryOf(fulfilment.auth)).data, (await summaryOf(owner.auth)).data];
    expect(theirs.today.revenue).toBeNull();
    expect(theirs.days.every((day: { revenue: unknown }) => day.revenue === null)).toBe(true);
    expect(theirs.today.paidCount).toEqual(owners.today.paidCount);
    expect(theirs.awaitingDispatchCount).toBe(owners.awaitingDispatchCount);
    expect(owners.today.revenue.USD).toBeGreaterThan(0);
  });

  it('refuses a bad time zone or threshold with 400, and answers 403 to an admin without trade:order:query', async () => {
    const fulfilment = await createStaff(app, 'fulfilment');
    expect((await summaryOf(fulfilment.auth, '?timeZone=Mars/Olympus')).code).toBe(400);
    expect((await summaryOf(fulfilment.auth, '?lowStockThreshold=-1')).code).toBe(400);
    expect((await summaryOf(fulfilment.auth, "?timeZone=UTC'; DROP TABLE trade_order; --")).code).toBe(400);
    const catalogue = await createStaff(app, 'catalogue');
    expect((await summaryOf(catalogue.auth)).code).toBe(403);
  });
});

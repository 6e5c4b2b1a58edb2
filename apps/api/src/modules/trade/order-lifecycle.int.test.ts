import { formatMoney } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, deleteJson, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';
import { expireUnpaidOrders } from './expire-unpaid-orders.ts';
import { mailUnpaidOrders } from './mail-unpaid-orders.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

async function placeOrder(member: Awaited<ReturnType<typeof createMember>>, extra: Record<string, unknown> = {}) {
  const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } }, orderBy: { id: 'desc' } });
  const { body } = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId: sku.id, count: 2 }], deliveryType: '1', email: member.mail, ...texasAddress, ...extra },
    member.auth,
  );
  expect(body.code).toBe(0);
  return { ...body.data, sku };
}

const stockOf = async (skuId: number) => (await app.db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock;

describe('orders of a member', () => {
  it('lists, details and counts only the member’s own orders', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const order = await placeOrder(member);
    const page = await getJson(app, '/pc-api/trade/order/page?status=0', member.auth);
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({
      id: order.id,
      status: 0,
      payOrderId: order.payOrderId,
      items: [{ skuId: order.sku.id, count: 2 }],
    });
    expect((await getJson(app, '/pc-api/trade/order/get-count', member.auth)).body.data).toMatchObject({ allCount: 1, unpaidCount: 1 });
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, other.auth)).body.code).toBe(1_011_000_000);
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${order.id}`, other.auth)).body.code).toBe(1_011_000_000);
    expect((await getJson(app, '/pc-api/trade/order/page', other.auth)).body.data.total).toBe(0);
  });

  it('cancelling an unpaid order gives the stock and the coupon back; it cannot be cancelled twice', async () => {
    const member = await createMember(app);
    const order = await placeOrder(member, { code: 'WELCOME10' });
    const afterOrder = await stockOf(order.sku.id);
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${order.id}`, member.auth)).body.code).toBe(0);
    expect(await stockOf(order.sku.id)).toBe(afterOrder + 2);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data).toMatchObject({
      status: 40,
      cancelTime: expect.any(Number),
    });
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${order.id}`, member.auth)).body.code).toBe(1_011_000_005);
    await placeOrder(member, { code: 'WELCOME10' });
  });

  it('keeps the promo code applied and names it in the detail, the list and the order mails', async () => {
    const member = await createMember(app);
    const order = await placeOrder(member, { code: ' welcome10 ' });
    await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, member.auth);
    const detail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data;
    expect(detail).toMatchObject({ couponCode: 'WELCOME10', couponPrice: expect.any(Number) });
    expect(detail.couponPrice).toBeGreaterThan(0);
    expect((await getJson(app, '/pc-api/trade/order/page', member.auth)).body.data.list[0].couponCode).toBe('WELCOME10');
    const paidMail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-paid' } });
    expect(paidMail.text).toMatch(/^Coupon \(WELCOME10\): −\$\d+\.\d\d$/m);

    const plain = await placeOrder(member);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${plain.id}`, member.auth)).body.data.couponCode).toBeNull();
  });

  it('refuses receipt of an order not dispatched, and deletion of an open order; deletes a cancelled one', async () => {
    const member = await createMember(app);
    const order = await placeOrder(member);
    expect((await putJson(app, `/pc-api/trade/order/receive?id=${order.id}`, undefined, member.auth)).body.code).toBe(1_011_000_005);
    expect((await deleteJson(app, `/pc-api/trade/order/delete?id=${order.id}`, member.auth)).body.code).toBe(1_011_000_005);
    await deleteJson(app, `/pc-api/trade/order/cancel?id=${order.id}`, member.auth);
    expect((await deleteJson(app, `/pc-api/trade/order/delete?id=${order.id}`, member.auth)).body.code).toBe(0);
    expect((await getJson(app, '/pc-api/trade/order/page', member.auth)).body.data.total).toBe(0);
  });

  it('cancels an order paid with the demo wallet with a refund, and refuses once it was dispatched', async () => {
    const member = await createMember(app);
    const order = await placeOrder(member, { code: 'WELCOME10' });
    await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, member.auth);
    const afterOrder = await stockOf(order.sku.id);
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${order.id}`, member.auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data).toMatchObject({
      status: 40,
      payChannelCode: 'demo',
      refundTime: expect.any(Number),
    });
    expect(await stockOf(order.sku.id)).toBe(afterOrder + 2);
    const mails = await app.db.mailLog.findMany({ where: { toAddress: member.mail }, orderBy: { id: 'asc' } });
    expect(mails.at(-1)?.template).toBe('order-refunded');
    const shipped = await placeOrder(member, { code: 'WELCOME10' });
    await postJson(app, '/pc-api/pay/order/pay/success', { id: shipped.payOrderId, channelCode: 'demo' }, member.auth);
    await app.db.tradeOrder.update({ where: { id: shipped.id }, data: { status: 20, deliveryTime: new Date() } });
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${shipped.id}`, member.auth)).body.code).toBe(1_011_000_005);
  });

  it('confirms receipt of a dispatched order', async () => {
    const member = await createMember(app);
    const order = await placeOrder(member);
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { status: 20, deliveryTime: new Date() } });
    expect((await putJson(app, `/pc-api/trade/order/receive?id=${order.id}`, undefined, member.auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data.status).toBe(30);
  });
});

describe('expiry of unpaid orders', () => {
  it('cancels orders unpaid after 30 minutes and gives their stock back, once', async () => {
    const member = await createMember(app);
    const order = await placeOrder(member);
    const afterOrder = await stockOf(order.sku.id);
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { payExpireTime: new Date(Date.now() - 1000) } });
    const [first, second] = await Promise.all([expireUnpaidOrders(app.db), expireUnpaidOrders(app.db)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await stockOf(order.sku.id)).toBe(afterOrder + 2);
    expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id } })).cancelReason).toBe('expired');
  });
});

describe('the awaiting-payment mail', () => {
  it('goes once to an order still unpaid five minutes after it was placed, with the minutes left and its link; never to a paid one', async () => {
    const member = await createMember(app);
    const unpaid = await placeOrder(member);
    const paid = await placeOrder(member);
    await postJson(app, '/pc-api/pay/order/pay/success', { id: paid.payOrderId, channelCode: 'demo' }, member.auth);
    const ordered = (await app.db.tradeOrder.findUniqueOrThrow({ where: { id: unpaid.id } })).createdAt.getTime();
    expect(await mailUnpaidOrders(app, new Date(ordered + 60_000))).toBe(0);
    const later = new Date(ordered + 6 * 60_000);
    const [first, second] = await Promise.all([mailUnpaidOrders(app, later), mailUnpaidOrders(app, later)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const mails = await app.db.mailLog.findMany({ where: { toAddress: member.mail }, orderBy: { id: 'asc' } });
    expect(mails.map((m) => m.template)).toEqual(['order-paid', 'order-created']);
    expect(mails[1]!.text).toMatch(/please pay within (23|24) minutes/);
    expect(mails[1]!.text).toContain(`http://shop.test/orderDetail?id=${unpaid.id}`);
  });
});

describe('POST pay/order/pay/success with the demo wallet', () => {
  it('marks the order paid; repeating it changes nothing; one confirmation is e-mailed in the member’s language, with lines, prices, address and link', async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: 'de' } });
    const order = await placeOrder(member);
    const pay = () =>
      postJson(
        app,
        '/pc-api/pay/order/pay/success',
        { id: order.payOrderId, channelCode: 'demo', returnUrl: '', addressId: '' },
        member.auth,
      );
    expect((await pay()).body).toMatchObject({ code: 0, data: true });
    const paid = (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data;
    expect(paid).toMatchObject({ status: 10, payTime: expect.any(Number) });
    expect((await pay()).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data.payTime).toBe(paid.payTime);
    const mails = await app.db.mailLog.findMany({ where: { toAddress: member.mail }, orderBy: { id: 'asc' } });
    // Paid at once: no "please pay" mail before the confirmation.
    expect(mails.map((m) => [m.template, m.language])).toEqual([['order-paid', 'de']]);
    expect(mails[0]!.subject).toBe(`Bestellbestätigung ${paid.no}: Zahlung erhalten`);
    expect(mails[0]!.text).toContain(`2 × ${paid.items[0].spuName}`);
    // Dollars as German writes them: "12,34 $".
    const row = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(mails[0]!.text).toMatch(/^Sales Tax: \d{1,3}(\.\d{3})*,\d\d\u00a0\$$/m);
    expect(mails[0]!.text).toContain(`Sales Tax: ${formatMoney(row.salesTaxPrice, 'USD', 'de')}\n`);
    expect(mails[0]!.text).toContain(`Gesamt: ${formatMoney(row.payPrice, 'USD', 'de')}\n`);
    expect(mails[0]!.text).toContain('Houston, TX 77002');
    expect(mails[0]!.text).toContain(`http://shop.test/orderDetail?id=${order.id}`);
    expect(mails[0]!.html).toContain(`<a href="http://shop.test/orderDetail?id=${order.id}" style=`);
  });

  it('writes a Chinese confirmation’s dollars as Chinese does: "US$12.34"', async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: 'zh' } });
    const order = await placeOrder(member);
    await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, member.auth);
    const row = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id } });
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-paid' } });
    expect(mail.language).toBe('zh');
    expect(mail.text).toMatch(/^合计：US\$\d{1,3}(,\d{3})*\.\d\d$/m);
    expect(mail.text).toContain(`合计：${formatMoney(row.payPrice, 'USD', 'zh')}\n`);
    expect(mail.text).toContain(`销售税：${formatMoney(row.salesTaxPrice, 'USD', 'zh')}\n`);
  });

  it("refuses an expired order, another member's payment and an unknown channel", async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const order = await placeOrder(member);
    expect(
      (await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, other.auth)).body.code,
    ).toBe(1_007_002_000);
    expect(
      (await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'bitcoin' }, member.auth)).body.code,
    ).toBe(1_007_001_000);
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { payExpireTime: new Date(Date.now() - 1000) } });
    expect(
      (await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, member.auth)).body.code,
    ).toBe(1_007_002_001);
  });

  it('is off in production unless DEMO_PAYMENTS=true: the checkout then offers bank transfer only', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    const demo = await createTestApp({ NODE_ENV: 'production', DEMO_PAYMENTS: 'true' });
    try {
      const codes = async (shop: typeof demo) =>
        ((await getJson(shop, '/pc-api/trade/config/get')).body.data.payChannels as { code: string }[]).map((c) => c.code);
      // Bank transfer needs no provider: only the wallet depends on the setting.
      expect(await codes(production)).toEqual(['bank_transfer']);
      expect(await codes(demo)).toEqual(['demo', 'bank_transfer']);
      const member = await createMember(production);
      const sku = await production.db.sku.findFirstOrThrow({ where: { stock: { gte: 1 }, spu: { status: 1 } } });
      const order = await postJson(
        production,
        '/pc-api/trade/order/create',
        { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
        member.auth,
      );
      expect(
        (await postJson(production, '/pc-api/pay/order/pay/success', { id: order.body.data.payOrderId, channelCode: 'demo' }, member.auth))
          .body.code,
      ).toBe(1_007_001_000);
    } finally {
      await production.close();
      await demo.close();
    }
  });

  it('is not offered when PayPal credentials are configured', async () => {
    const paypalShop = await createTestApp({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    try {
      const member = await createMember(paypalShop);
      const sku = await paypalShop.db.sku.findFirstOrThrow({ where: { stock: { gte: 1 }, spu: { status: 1 } } });
      const created = await postJson(
        paypalShop,
        '/pc-api/trade/order/create',
        { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
        member.auth,
      );
      expect(
        (
          await postJson(
            paypalShop,
            '/pc-api/pay/order/pay/success',
            { id: created.body.data.payOrderId, channelCode: 'demo' },
            member.auth,
          )
        ).body.code,
      ).toBe(1_007_001_000);
    } finally {
      await paypalShop.close();
    }
  });
});

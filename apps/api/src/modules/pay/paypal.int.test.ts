import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, deleteJson, getJson, postJson, type TestApp, texasAddress } from '../../../test/helpers.ts';
import { paypalSettings, startFakePaypal } from '../../../test/fake-paypal.ts';
import { backgroundCtx } from '../../lib/use-case.ts';
import { expireUnpaidOrders } from '../trade/expire-unpaid-orders.ts';
import { settlePendingCaptures } from '../trade/settle-pending-captures.ts';

let app: TestApp;
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  paypal = await startFakePaypal();
  app = await createTestApp({
    ...paypalSettings(paypal.url),
    RATE_LIMIT_LOGINS_PER_MINUTE: '10000',
  });
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});

async function unpaidOrder() {
  const member = await createMember(app);
  const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } } });
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  return { member, ...(created.body.data as { id: number; payOrderId: number }) };
}

const walletOrder = async (auth: Record<string, string>, payOrderId: number) =>
  (await postJson(app, `/pc-api/pay/order/paypal/create?id=${payOrderId}`, undefined, auth)).body;
const paySuccess = (auth: Record<string, string>, id: number, token: string) =>
  postJson(app, '/pc-api/pay/order/pay/success', { id, channelCode: 'paypal', token, returnUrl: '' }, auth);
const statusOf = async (auth: Record<string, string>, id: number) =>
  (await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, auth)).body.data.status;

describe('PayPal through the server SDK against a local fake', () => {
  it('creates the wallet order for the exact amount and marks the order paid after a verified capture; a replay changes nothing', async () => {
    paypal.state.outcome = 'approve';
    const order = await unpaidOrder();
    const { data } = await walletOrder(order.member.auth, order.payOrderId);
    expect(data.token).toMatch(/^PAYPAL-/);
    expect((await paySuccess(order.member.auth, order.payOrderId, data.token)).body).toMatchObject({ code: 0, data: true });
    expect(await statusOf(order.member.auth, order.id)).toBe(10);
    const captures = paypal.state.captures;
    expect((await paySuccess(order.member.auth, order.payOrderId, data.token)).body.code).toBe(0);
    expect(paypal.state.captures).toBe(captures);
  });

  it("sends the shopper to PayPal's approval page, which returns to /payOrder of the order with the token", async () => {
    paypal.state.outcome = 'approve';
    const order = await unpaidOrder();
    const { data } = await walletOrder(order.member.auth, order.payOrderId);
    expect(data.approveUrl).toContain(`token=${data.token}`);
    const approval = await fetch(data.approveUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${app.services.config.PUBLIC_URL}/payOrder`);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ id: String(order.id), token: data.token });
  });

  it("pays a guest's order: PayPal returns the guest to the order's signed link, and the capture is checked as a member's", async () => {
    paypal.state.outcome = 'approve';
    const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } } });
    const created = await postJson(app, '/pc-api/trade/order/guest/create', {
      items: [{ skuId: sku.id, count: 1 }],
      deliveryType: '1',
      email: `paypal-guest-${Date.now()}@example.test`,
      address: texasAddress,
    });
    const orderToken = created.body.data.token as string;
    const { data } = (await postJson(app, '/pc-api/pay/order/guest/paypal/create', { orderToken })).body;
    const approval = await fetch(data.approveUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${app.services.config.PUBLIC_URL}/guestOrder`);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ key: orderToken, pay: 'paypal', token: data.token });
    const pay = (token: string) => postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken, channelCode: 'paypal', token });
    expect((await pay('PAYPAL-FORGED')).body.code).not.toBe(0);
    expect((await pay(data.token)).body).toMatchObject({ code: 0, data: true });
    const detail = await getJson(app, `/pc-api/trade/order/guest/get-detail?token=${encodeURIComponent(orderToken)}`);
    expect(detail.body.data).toMatchObject({ status: 10, payChannelCode: 'paypal' });
  });

  it('refunds a capture that lost the race against a cancel, records it and mails the shopper: never money without an order', async () => {
    paypal.state.outcome = 'approve';
    paypal.state.refundOutcome = 'refund';
    const order = await unpaidOrder();
    const { data } = await walletOrder(order.member.auth, order.payOrderId);
    const refunds = paypal.state.refunds;
    paypal.state.captureDelayMs = 400;
    try {
      const paying = paySuccess(order.member.auth, order.payOrderId, data.token);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${order.id}`, order.member.auth)).body.code).toBe(0);
      expect((await paying).body.code).toBe(1_007_002_001);
    } finally {
      paypal.state.captureDelayMs = 0;
    }
    expect(paypal.state.refunds).toBe(refunds + 1);
    const payment = await app.db.payOrder.findUniqueOrThrow({ where: { id: order.payOrderId } });
    expect(payment).toMatchObject({ status: 30, captureId: `CAP-${data.token}` });
    expect(payment.refundId).toMatch(/^REFUND-/);
    expect(await statusOf(order.member.auth, order.id)).toBe(40);
    expect(await app.db.mailLog.count({ where: { toAddress: order.member.mail, template: 'order-refunded' } })).toBe(1);
  });

  it('captures with a PayPal-Request-Id, so a retried capture takes the money once', async () => {
    paypal.state.outcome = 'approve';
    const order = await unpaidOrder();
    const { data } = await walletOrder(order.member.auth, order.payOrderId);
    const captures = paypal.state.captures;
    const answers = await Promise.all([
      paySuccess(order.member.auth, order.payOrderId, data.token),
      paySuccess(order.member.auth, order.payOrderId, data.token),
    ]);
    expect(answers.map((a) => a.body.code)).toContain(0);
    expect(paypal.state.captures).toBe(captures + 1);
    expect(await statusOf(order.member.auth, order.id)).toBe(10);
  });

  it('records a PENDING capture, keeps the order from expiring, and marks it paid once PayPal completes it', async () => {
    paypal.state.outcome = 'pending';
    paypal.state.captureStatus = 'PENDING';
    try {
      const order = await unpaidOrder();
      const { data } = await walletOrder(order.member.auth, order.payOrderId);
      expect((await paySuccess(order.member.auth, order.payOrderId, data.token)).body.code).toBe(1_007_002_004);
      expect(await app.db.payOrder.findUniqueOrThrow({ where: { id: order.payOrderId } })).toMatchObject({
        status: 5,
        captureId: `CAP-${data.token}`,
      });
      const later = new Date(Date.now() + 31 * 60_000);
      await expireUnpaidOrders(app.db, later);
      expect(await statusOf(order.member.auth, order.id)).toBe(0);
      await settlePendingCaptures(backgroundCtx(app));
      expect(await statusOf(order.member.auth, order.id)).toBe(0);
      paypal.state.captureStatus = 'COMPLETED';
      await settlePendingCaptures(backgroundCtx(app));
      expect(await statusOf(order.member.auth, order.id)).toBe(10);
    } finally {
      paypal.state.outcome = 'approve';
      paypal.state.captureStatus = 'COMPLETED';
    }
  });

  it('refunds a paid order cancelled within 24 hours in full, once, and gives its stock back', async () => {
    paypal.state.outcome = 'approve';
    paypal.state.refundOutcome = 'refund';
    const order = await unpaidOrder();
    const { data } = await walletOrder(order.member.auth, order.payOrderId);
    await paySuccess(order.member.auth, order.payOrderId, data.token);
    const item = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const stock = (await app.db.sku.findUniqueOrThrow({ where: { id: item.skuId } })).stock;
    const refunds = paypal.state.refunds;
    const cancel = () =>
      app.inject({
        method: 'DELETE',
        url: `/pc-api/trade/order/cancel?id=${order.id}`,
        headers: { 'tenant-id': '1', ...order.member.auth },
      });
    expect((await cancel()).json()).toMatchObject({ code: 0, data: true });
    expect(paypal.state.refunds).toBe(refunds + 1);
    const detail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, order.member.auth)).body.data;
    expect(detail).toMatchObject({ status: 40, payChannelCode: 'paypal' });
    expect(detail.refundTime).toBeGreaterThan(0);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: item.skuId } })).stock).toBe(stock + item.count);
    expect((await cancel()).json().code).toBe(1_011_000_005);
    expect(paypal.state.refunds).toBe(refunds + 1);
  });

  it('keeps the order paid when PayPal refuses the refund, and after 24 hours offers no cancel', async () => {
    paypal.state.outcome = 'approve';
    const order = await unpaidOrder();
    const { data } = await walletOrder(order.member.auth, order.payOrderId);
    await paySuccess(order.member.auth, order.payOrderId, data.token);
    const cancel = () =>
      app.inject({
        method: 'DELETE',
        url: `/pc-api/trade/order/cancel?id=${order.id}`,
        headers: { 'tenant-id': '1', ...order.member.auth },
      });
    paypal.state.refundOutcome = 'fail';
    expect((await cancel()).json().code).toBe(1_007_002_003);
    expect(await statusOf(order.member.auth, order.id)).toBe(10);
    paypal.state.refundOutcome = 'refund';
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { payTime: new Date(Date.now() - 25 * 60 * 60_000) } });
    expect((await cancel()).json().code).toBe(1_011_000_006);
    expect(await statusOf(order.member.auth, order.id)).toBe(10);
  });

  it.each([
    ['a declined card', 'decline'],
    ['a capture of another amount', 'wrong-amount'],
  ] as const)('leaves the order unpaid after %s', async (_name, outcome) => {
    paypal.state.outcome = outcome;
    const order = await unpaidOrder();
    const { data } = await walletOrder(order.member.auth, order.payOrderId);
    expect((await paySuccess(order.member.auth, order.payOrderId, data.token)).body.code).toBe(1_007_002_002);
    expect(await statusOf(order.member.auth, order.id)).toBe(0);
  });

  it("refuses a forged token and another member's token", async () => {
    paypal.state.outcome = 'approve';
    const mine = await unpaidOrder();
    const theirs = await unpaidOrder();
    const theirToken = (await walletOrder(theirs.member.auth, theirs.payOrderId)).data.token;
    await walletOrder(mine.member.auth, mine.payOrderId);
    expect((await paySuccess(mine.member.auth, mine.payOrderId, 'PAYPAL-FORGED')).body.code).toBe(1_007_002_002);
    expect((await paySuccess(mine.member.auth, mine.payOrderId, theirToken)).body.code).toBe(1_007_002_002);
    expect((await paySuccess(mine.member.auth, theirs.payOrderId, theirToken)).body.code).toBe(1_007_002_000);
    expect(await statusOf(mine.member.auth, mine.id)).toBe(0);
    expect(await statusOf(theirs.member.auth, theirs.id)).toBe(0);
  });

  it('does not offer the demo wallet while PayPal is configured', async () => {
    expect((await getJson(app, '/pc-api/trade/config/get')).body.data.payChannels.map((c: { code: string }) => c.code)).toEqual([
      'paypal',
      'card',
      'bank_transfer',
    ]);
    const order = await unpaidOrder();
    expect(
      (await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, order.member.auth)).body.code,
    ).toBe(1_007_001_000);
  });
});

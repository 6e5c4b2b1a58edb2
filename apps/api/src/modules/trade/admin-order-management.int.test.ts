import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal } from '../../../test/fake-paypal.ts';
import {
  berlinAddress,
  createMember,
  createTestApp,
  getJson,
  postJson,
  putJson,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { hashPassword } from '../member/passwords.ts';
import { issueAdminTokens } from '../system/admin-tokens.ts';
import { receiveDispatchedOrders } from './receive-dispatched-orders.ts';
import { expireUnpaidOrders } from './expire-unpaid-orders.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

let staffCount = 0;
/** An admin with the preset role `roleName` and a fresh access token. */
async function staff(roleName: string) {
  staffCount += 1;
  const role = await app.db.adminRole.findUniqueOrThrow({ where: { name: roleName } });
  const admin = await app.db.adminUser.create({
    data: {
      username: `orders-${roleName}-${staffCount}@shop.example`,
      passwordHash: await hashPassword('orders-password-1'),
      roles: { create: { roleId: role.id } },
    },
  });
  const tokens = await issueAdminTokens({ db: app.db, services: app.services }, admin.id);
  return { id: admin.id, username: admin.username, auth: { authorization: `Bearer ${tokens.accessToken}` } };
}

type Member = Awaited<ReturnType<typeof createMember>>;

async function placeOrder(member: Member, pay = true, address: Record<string, unknown> = texasAddress) {
  const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } }, orderBy: { id: 'desc' } });
  const { body } = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...address },
    member.auth,
  );
  expect(body.code).toBe(0);
  if (pay) {
    const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: body.data.payOrderId, channelCode: 'demo' }, member.auth);
    expect(paid.body.code).toBe(0);
  }
  const { no } = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } });
  return { id: body.data.id as number, no, skuId: sku.id };
}

const DAY = 24 * 60 * 60 * 1000;

describe('the order list’s filters and counts', () => {
  it('filters by time placed and payment channel, and counts each status under the other filters', async () => {
    const fulfilment = await staff('fulfilment');
    const member = await createMember(app);
    const [old, paid, unpaid] = [await placeOrder(member), await placeOrder(member), await placeOrder(member, false)];
    const now = Date.now();
    await app.db.tradeOrder.update({ where: { id: old.id }, data: { createdAt: new Date(now - 10 * DAY) } });
    const mail = encodeURIComponent(member.mail);
    const ids = async (query: string) => {
      const page = await getJson(app, `/admin-api/trade/order/page?mail=${mail}&${query}`, fulfilment.auth);
      expect(page.body.code).toBe(0);
      return page.body.data.list.map((o: { id: number }) => o.id);
    };

    expect(await ids('')).toEqual([unpaid.id, paid.id, old.id]);
    expect(await ids(`createTime=${now - 2 * DAY}&createTime=${now + DAY}`)).toEqual([unpaid.id, paid.id]);
    expect(await ids(`createTime=&createTime=${now - 2 * DAY}`)).toEqual([old.id]);
    expect(await ids(`createTime=${now - 2 * DAY}`)).toEqual([unpaid.id, paid.id]);
    expect(await ids('payChannelCode=demo')).toEqual([paid.id, old.id]);
    expect(await ids('payChannelCode=paypal')).toEqual([]);
    expect(await ids(`status=10&createTime=${now - 2 * DAY}&createTime=`)).toEqual([paid.id]);
    expect((await getJson(app, '/admin-api/trade/order/page?createTime=soon', fulfilment.auth)).body.code).toBe(400);
    const second = await getJson(app, `/admin-api/trade/order/page?mail=${mail}&pageNo=2&pageSize=2`, fulfilment.auth);
    expect(second.body.data).toMatchObject({ total: 3, list: [{ id: old.id, memberMail: member.mail, payChannelCode: 'demo' }] });
    // The page (plain SQL) shows each order exactly as its detail does, less what only the detail carries
    // (its history, documents and refunds).
    const first = (await getJson(app, `/admin-api/trade/order/page?mail=${mail}&pageSize=3`, fulfilment.auth)).body.data.list;
    for (const listed of first) {
      const {
        logs: _logs,
        documents: _documents,
        refunds: _refunds,
        refundedPrice: _refunded,
        refundable: _refundable,
        edits: _edits,
        editable: _editable,
        items,
        ...detail
      } = (await getJson(app, `/admin-api/trade/order/get-detail?id=${listed.id}`, fulfilment.auth)).body.data;
      expect(listed).toEqual({
        ...detail,
        items: items.map(({ refundedCount: _count, ...item }: { refundedCount: number }) => item),
      });
    }
    const beyond = await getJson(app, `/admin-api/trade/order/page?mail=${mail}&pageNo=5&pageSize=2`, fulfilment.auth);
    expect(beyond.body.data).toEqual({ total: 3, list: [] });

    const counts = await getJson(app, `/admin-api/trade/order/get-count?mail=${mail}`, fulfilment.auth);
    expect(counts.body.data).toEqual({
      allCount: 3,
      unpaidCount: 1,
      awaitingApprovalCount: 0,
      undeliveredCount: 2,
      deliveredCount: 0,
      completedCount: 0,
      cancelledCount: 0,
    });
    const recent = await getJson(app, `/admin-api/trade/order/get-count?mail=${mail}&createTime=${now - 2 * DAY}`, fulfilment.auth);
    expect(recent.body.data).toMatchObject({ allCount: 2, unpaidCount: 1, undeliveredCount: 1 });
    const nobody = await getJson(app, '/admin-api/trade/order/get-count?mail=nobody@example.test', fulfilment.auth);
    expect(nobody.body.data.allCount).toBe(0);
  });
});

describe('an order’s history', () => {
  it('shows every move with who and when: the member pays, an admin dispatches, the shop receives it after 14 days', async () => {
    const fulfilment = await staff('fulfilment');
    const member = await createMember(app);
    const order = await placeOrder(member);
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    const dispatch = { id: order.id, logisticsId: dhl.id, logisticsNo: 'JD0146000099999' };
    expect((await putJson(app, '/admin-api/trade/order/delivery', dispatch, fulfilment.auth)).body.code).toBe(0);
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { deliveryTime: new Date(Date.now() - 15 * DAY) } });
    expect(await receiveDispatchedOrders(app.db)).toBeGreaterThanOrEqual(1);

    const detail = await getJson(app, `/admin-api/trade/order/get-detail?id=${order.id}`, fulfilment.auth);
    expect(detail.body.data).toMatchObject({ id: order.id, status: 30, cancelReason: null });
    expect(detail.body.data.logs).toEqual([
      {
        id: expect.any(Number),
        action: 'pay',
        beforeStatus: 0,
        afterStatus: 10,
        userType: 1,
        userId: member.id,
        userName: member.mail,
        reason: '',
        createTime: expect.any(Number),
      },
      expect.objectContaining({
        action: 'deliver',
        beforeStatus: 10,
        afterStatus: 20,
        userType: 2,
        userId: fulfilment.id,
        userName: fulfilment.username,
      }),
      expect.objectContaining({ action: 'receive', beforeStatus: 20, afterStatus: 30, userType: 0, userId: null, userName: null }),
    ]);
    const times = detail.body.data.logs.map((l: { createTime: number }) => l.createTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // A move from one of several statuses (deleting a completed or cancelled order) keeps the one it left.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/pc-api/trade/order/delete?id=${order.id}`,
          headers: { 'tenant-id': '1', ...member.auth },
        })
      ).json().code,
    ).toBe(0);
    const logs = (await getJson(app, `/admin-api/trade/order/get-detail?id=${order.id}`, fulfilment.auth)).body.data.logs;
    expect(logs.at(-1)).toMatchObject({ action: 'delete', beforeStatus: 30, afterStatus: 30, userType: 1, userId: member.id });
  });
});

describe('an expired order’s history', () => {
  it('names the shop itself for the expiry, and the member for their own cancel', async () => {
    const fulfilment = await staff('fulfilment');
    const member = await createMember(app);
    const [expiring, cancelled] = [await placeOrder(member, false), await placeOrder(member, false)];
    await app.db.tradeOrder.update({ where: { id: expiring.id }, data: { payExpireTime: new Date(Date.now() - 1000) } });
    expect(await expireUnpaidOrders(app.db)).toBeGreaterThanOrEqual(1);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/pc-api/trade/order/cancel?id=${cancelled.id}`,
      headers: { 'tenant-id': '1', ...member.auth },
    });
    expect(cancel.json().code).toBe(0);
    const logsOf = async (id: number) => (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, fulfilment.auth)).body.data.logs;
    expect(await logsOf(expiring.id)).toMatchObject([{ action: 'expire', beforeStatus: 0, afterStatus: 40, userType: 0, userId: null }]);
    expect(await logsOf(cancelled.id)).toMatchObject([
      { action: 'cancel', beforeStatus: 0, afterStatus: 40, userType: 1, userId: member.id },
    ]);
  });
});

describe('changing the delivery address', () => {
  const newAddress = {
    firstName: 'Samuel',
    lastName: 'Houston',
    mobile: '+1 281 555 0199',
    areaId: 281,
    state: 'tx',
    city: 'Austin',
    zipCode: '73301',
    detailAddress: '2 Congress Ave',
  };

  it('changes it before dispatch (audited), never the country or a US state (nor to a ZIP of another state), and not after dispatch', async () => {
    const fulfilment = await staff('fulfilment');
    const support = await staff('support');
    const member = await createMember(app);
    const order = await placeOrder(member);
    const put = (body: Record<string, unknown>, auth = fulfilment.auth) =>
      putJson(app, '/admin-api/trade/order/update-address', { id: order.id, ...newAddress, ...body }, auth);

    expect((await put({}, support.auth)).body.code).toBe(403);
    expect((await put({ state: 'CA', zipCode: '94103' })).body.code).toBe(1_011_000_007);
    expect((await put({ areaId: 348, state: 'BE', zipCode: '10115' })).body.code).toBe(1_011_000_007);
    expect((await put({ zipCode: 'ABCDE' })).body.code).toBe(1_004_004_003);
    expect((await put({ city: 'Portland', zipCode: '97201' })).body.code).toBe(1_011_000_008); // the ZIP's state decides
    expect((await put({ id: 999_999 })).body.code).toBe(1_011_000_000);
    expect((await put({})).body).toMatchObject({ code: 0, data: true });

    const detail = (await getJson(app, `/admin-api/trade/order/get-detail?id=${order.id}`, fulfilment.auth)).body.data;
    expect(detail.address).toMatchObject({ ...newAddress, state: 'TX', countryCode: 'US' });
    expect(detail.billingAddress).toMatchObject({ city: 'Houston', detailAddress: '1 Main St' });
    const audit = await app.db.auditLog.findMany({ where: { target: `trade_order:${order.id}` } });
    expect(audit).toMatchObject([
      {
        adminId: fulfilment.id,
        action: 'trade:order:update-address',
        before: { address: { city: 'Houston' } },
        after: { address: { city: 'Austin' } },
      },
    ]);

    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    await putJson(app, '/admin-api/trade/order/delivery', { id: order.id, logisticsId: dhl.id, logisticsNo: 'JD1' }, fulfilment.auth);
    expect((await put({ city: 'Dallas', zipCode: '75201' })).body.code).toBe(1_011_000_005);
  });

  it('lets an EU order change its region within the country', async () => {
    const fulfilment = await staff('fulfilment');
    const member = await createMember(app);
    const berlin = { ...berlinAddress, firstName: 'Ada', lastName: 'L' };
    const order = await placeOrder(member, false, berlin);
    const munich = { ...berlin, state: 'BY', city: 'München', zipCode: '80331', detailAddress: 'Marienplatz 1' };
    expect((await putJson(app, '/admin-api/trade/order/update-address', { id: order.id, ...munich }, fulfilment.auth)).body.code).toBe(0);
    const detail = (await getJson(app, `/admin-api/trade/order/get-detail?id=${order.id}`, fulfilment.auth)).body.data;
    expect(detail).toMatchObject({ currency: 'EUR', address: { state: 'BY', city: 'München', countryCode: 'DE' } });
  });
});

describe('the shop’s cancel', () => {
  it('refunds a paid order in full (also after 24 hours), gives the stock back, mails the reason, audited and in the history', async () => {
    const fulfilment = await staff('fulfilment');
    const support = await staff('support');
    const member = await createMember(app);
    const order = await placeOrder(member);
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { payTime: new Date(Date.now() - 3 * DAY) } });
    const stock = (await app.db.sku.findUniqueOrThrow({ where: { id: order.skuId } })).stock;
    const cancel = (auth = fulfilment.auth, reason = 'The colour is sold out at our supplier.') =>
      putJson(app, '/admin-api/trade/order/cancel', { id: order.id, reason }, auth);

    expect((await cancel(support.auth)).body.code).toBe(403);
    expect((await cancel(fulfilment.auth, '  ')).body.code).toBe(400);
    expect((await cancel()).body).toMatchObject({ code: 0, data: true });
    expect((await cancel()).body.code).toBe(1_011_000_005);

    const row = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id }, include: { payOrder: true } });
    expect(row).toMatchObject({ status: 40, cancelReason: 'shop', payOrder: { status: 30, refundTime: expect.any(Date) } });
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: order.skuId } })).stock).toBe(stock + 1);
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-cancelled-refunded' } });
    expect(mail.subject).toBe(`Order ${order.no} cancelled and refunded`);
    expect(mail.text).toContain('The colour is sold out at our supplier.');
    const detail = (await getJson(app, `/admin-api/trade/order/get-detail?id=${order.id}`, fulfilment.auth)).body.data;
    expect(detail).toMatchObject({ status: 40, cancelReason: 'shop', refundTime: expect.any(Number) });
    expect(detail.logs.at(-1)).toMatchObject({
      action: 'refund',
      beforeStatus: 10,
      afterStatus: 40,
      userType: 2,
      userId: fulfilment.id,
      reason: 'The colour is sold out at our supplier.',
    });
    expect(await app.db.auditLog.findMany({ where: { target: `trade_order:${order.id}` } })).toMatchObject([
      {
        adminId: fulfilment.id,
        action: 'trade:order:cancel',
        before: { status: 10 },
        after: { status: 40, cancelReason: 'shop', refunded: true },
      },
    ]);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data.status).toBe(40);
  });

  it('cancels an unpaid order (its payment closed, the shopper told no money was taken), but never a dispatched one', async () => {
    const fulfilment = await staff('fulfilment');
    const member = await createMember(app);
    const unpaid = await placeOrder(member, false);
    const put = (id: number) => putJson(app, '/admin-api/trade/order/cancel', { id, reason: 'Duplicate order' }, fulfilment.auth);
    expect((await put(unpaid.id)).body.code).toBe(0);
    expect(await app.db.tradeOrder.findUniqueOrThrow({ where: { id: unpaid.id }, include: { payOrder: true } })).toMatchObject({
      status: 40,
      payOrder: { status: 20 },
    });
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-cancelled' } });
    expect(mail.text).toContain('Duplicate order');
    expect(mail.text).toContain('No payment was taken.');

    const dispatched = await placeOrder(member);
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    await putJson(app, '/admin-api/trade/order/delivery', { id: dispatched.id, logisticsId: dhl.id, logisticsNo: 'JD2' }, fulfilment.auth);
    expect((await put(dispatched.id)).body.code).toBe(1_011_000_005);
    expect((await put(999_999)).body.code).toBe(1_011_000_000);
  });

  it('refunds through PayPal once when two admins cancel the same paid order at once', async () => {
    const paypal = await startFakePaypal();
    const shop = await createTestApp({ PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: paypal.url });
    try {
      paypal.state.outcome = 'approve';
      paypal.state.refundOutcome = 'refund';
      const owner = await shop.db.adminRole.findUniqueOrThrow({ where: { name: 'owner' } });
      const tokens = async (username: string) => {
        const admin = await shop.db.adminUser.create({ data: { username, passwordHash: 'x', roles: { create: { roleId: owner.id } } } });
        const pair = await issueAdminTokens({ db: shop.db, services: shop.services }, admin.id);
        return { authorization: `Bearer ${pair.accessToken}` };
      };
      const [a, b] = [await tokens('a@shop.example'), await tokens('b@shop.example')];
      const member = await createMember(shop);
      const sku = await shop.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } } });
      const created = await postJson(
        shop,
        '/pc-api/trade/order/create',
        { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
        member.auth,
      );
      const { id, payOrderId } = created.body.data;
      const wallet = await postJson(shop, `/pc-api/pay/order/paypal/create?id=${payOrderId}`, undefined, member.auth);
      const token = wallet.body.data.token;
      const paid = await postJson(
        shop,
        '/pc-api/pay/order/pay/success',
        { id: payOrderId, channelCode: 'paypal', token, returnUrl: '' },
        member.auth,
      );
      expect(paid.body.code).toBe(0);

      const refunds = paypal.state.refunds;
      const answers = await Promise.all(
        [a, b].map((auth) => putJson(shop, '/admin-api/trade/order/cancel', { id, reason: 'Out of stock' }, auth)),
      );
      expect(answers.filter((x) => x.body.code === 0)).toHaveLength(1);
      expect(paypal.state.refunds).toBe(refunds + 1);
      const payment = await shop.db.payOrder.findUniqueOrThrow({ where: { id: payOrderId } });
      expect(payment).toMatchObject({ status: 30, refundId: expect.stringMatching(/^REFUND-/) });
      expect(await shop.db.mailLog.count({ where: { toAddress: member.mail, template: 'order-cancelled-refunded' } })).toBe(1);
      expect(await shop.db.tradeOrderLog.count({ where: { orderId: id, action: 'refund' } })).toBe(1);
    } finally {
      await shop.close();
      await paypal.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';
import { createStaff as createStaffOf } from '../../../test/admin-staff.ts';
import { receiveDispatchedOrders } from './receive-dispatched-orders.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const createStaff = (roleName: string) => createStaffOf(app, roleName);

async function placeOrder(member: Awaited<ReturnType<typeof createMember>>, pay = true) {
  const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } }, orderBy: { id: 'desc' } });
  const { body } = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(body.code).toBe(0);
  if (pay) await postJson(app, '/pc-api/pay/order/pay/success', { id: body.data.payOrderId, channelCode: 'demo' }, member.auth);
  const { no } = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: body.data.id } });
  return { id: body.data.id as number, no };
}

const DAY = 24 * 60 * 60 * 1000;

describe('the back office’s orders', () => {
  it('pages and details every member’s orders for trade:order:query, 403 without it', async () => {
    const fulfilment = await createStaff('fulfilment');
    const catalogue = await createStaff('catalogue');
    const member = await createMember(app);
    const first = await placeOrder(member);
    const second = await placeOrder(member, false);

    const page = await getJson(app, `/admin-api/trade/order/page?mail=${encodeURIComponent(member.mail.toUpperCase())}`, fulfilment.auth);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(page.body.data.list[0]).toMatchObject({ memberId: member.id, memberMail: member.mail, status: 0 });
    const paid = await getJson(app, `/admin-api/trade/order/page?status=10&no=${first.no}`, fulfilment.auth);
    expect(paid.body.data).toMatchObject({ total: 1, list: [{ id: first.id, status: 10 }] });

    const detail = await getJson(app, `/admin-api/trade/order/get-detail?id=${first.id}`, fulfilment.auth);
    expect(detail.body.data).toMatchObject({ id: first.id, memberMail: member.mail, logisticsId: null, remark: null });
    expect((await getJson(app, '/admin-api/trade/order/get-detail?id=999999', fulfilment.auth)).body.code).toBe(1_011_000_000);

    expect((await getJson(app, '/admin-api/trade/order/page', catalogue.auth)).body.code).toBe(403);
    expect((await getJson(app, `/admin-api/trade/order/get-detail?id=${first.id}`, catalogue.auth)).body.code).toBe(403);
    expect((await getJson(app, '/admin-api/trade/order/page', member.auth)).body.code).toBe(401);
  });

  it('sorts the whole order list by total either way, and refuses an unknown sort field', async () => {
    const fulfilment = await createStaff('fulfilment');
    const member = await createMember(app);
    const orders = [await placeOrder(member), await placeOrder(member), await placeOrder(member)];
    // Distinct totals, placed in an order that differs from both sort orders.
    const totals = [5_000, 1_000, 9_000];
    for (const [i, order] of orders.entries()) await app.db.tradeOrder.update({ where: { id: order.id }, data: { payPrice: totals[i] } });
    const ids = (query: string) =>
      getJson(app, `/admin-api/trade/order/page?mail=${encodeURIComponent(member.mail)}&pageSize=2&${query}`, fulfilment.auth).then((r) => {
        expect(r.body.code, r.body.msg).toBe(0);
        return r.body.data.list.map((o: { id: number }) => o.id);
      });
    const [fifty, ten, ninety] = orders.map((o) => o.id);
    expect(await ids('')).toEqual([ninety, ten]);
    expect(await ids('sortField=payPrice&sortAsc=true')).toEqual([ten, fifty]);
    expect(await ids('sortField=payPrice&sortAsc=true&pageNo=2')).toEqual([ninety]);
    expect(await ids('sortField=payPrice')).toEqual([ninety, fifty]);
    expect(await ids('sortField=createTime&sortAsc=true')).toEqual([fifty, ten]);
    expect((await getJson(app, '/admin-api/trade/order/page?sortField=pay_price', fulfilment.auth)).body.code).toBe(400);
  });

  it('lists the carriers', async () => {
    const fulfilment = await createStaff('fulfilment');
    const carriers = (await getJson(app, '/admin-api/trade/delivery/express/list-all-simple', fulfilment.auth)).body.data;
    expect(carriers.map((c: { name: string }) => c.name)).toEqual(['DHL', 'UPS', 'FedEx', 'USPS', 'DPD', 'GLS', 'Deutsche Post']);
  });

  it('dispatches a paid order once, audited and mailed in the member’s language; the member then confirms receipt', async () => {
    const fulfilment = await createStaff('fulfilment');
    const support = await createStaff('support');
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: 'de' } });
    const order = await placeOrder(member);
    const unpaid = await placeOrder(member, false);
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    const dispatch = (id: number, auth = fulfilment.auth, logisticsId = dhl.id) =>
      putJson(app, '/admin-api/trade/order/delivery', { id, logisticsId, logisticsNo: 'JD0146000012345' }, auth);

    expect((await dispatch(order.id, support.auth)).body.code).toBe(403);
    expect((await dispatch(unpaid.id)).body.code).toBe(1_011_000_005);
    expect((await dispatch(order.id, fulfilment.auth, 999)).body.code).toBe(1_011_004_000);
    expect((await dispatch(order.id)).body).toMatchObject({ code: 0, data: true });
    expect((await dispatch(order.id)).body.code).toBe(1_011_000_005);

    const row = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: 20, logisticsId: dhl.id, logisticsNo: 'JD0146000012345', deliveryTime: expect.any(Date) });
    const audit = await app.db.auditLog.findMany({ where: { target: `trade_order:${order.id}` } });
    expect(audit).toMatchObject([
      {
        adminId: fulfilment.id,
        action: 'trade:order:delivery',
        before: { status: 10, logisticsId: null, logisticsNo: null },
        after: { status: 20, logisticsId: dhl.id, logisticsNo: 'JD0146000012345' },
      },
    ]);
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-dispatched' } });
    expect(mail).toMatchObject({ language: 'de', subject: `Bestellung ${order.no} ist unterwegs` });
    expect(mail.text).toContain('DHL');
    expect(mail.text).toContain('JD0146000012345');
    expect(await app.db.tradeOrder.findUniqueOrThrow({ where: { id: unpaid.id } })).toMatchObject({ status: 0, deliveryTime: null });

    const detail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data;
    expect(detail).toMatchObject({
      status: 20,
      deliveryTime: row.deliveryTime!.getTime(),
      logisticsName: 'DHL',
      logisticsNo: 'JD0146000012345',
    });
    const unpaidDetail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${unpaid.id}`, member.auth)).body.data;
    expect(unpaidDetail).toMatchObject({ logisticsName: null, logisticsNo: null });
    expect((await putJson(app, `/pc-api/trade/order/receive?id=${order.id}`, undefined, member.auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data.status).toBe(30);
  });

  it('mails no dispatch to a member who turned off order updates; the order confirmation still went out', async () => {
    const fulfilment = await createStaff('fulfilment');
    const member = await createMember(app);
    const settings = (await getJson(app, '/pc-api/member/user/get-settings', member.auth)).body.data;
    const off = { ...settings, notification: { ...settings.notification, orderUpdates: false } };
    expect((await putJson(app, '/pc-api/member/user/update-settings', off, member.auth)).body.code).toBe(0);
    const order = await placeOrder(member);
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    const dispatch = { id: order.id, logisticsId: dhl.id, logisticsNo: 'JD0146000054321' };
    expect((await putJson(app, '/admin-api/trade/order/delivery', dispatch, fulfilment.auth)).body).toMatchObject({ code: 0, data: true });

    expect(await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 20 });
    const mails = await app.db.mailLog.findMany({ where: { toAddress: member.mail }, select: { template: true } });
    expect(mails.map((m) => m.template)).toContain('order-paid');
    expect(mails.map((m) => m.template)).not.toContain('order-dispatched');
  });

  it('updates the remark with an audit row', async () => {
    const fulfilment = await createStaff('fulfilment');
    const member = await createMember(app);
    const order = await placeOrder(member);
    const put = await putJson(app, '/admin-api/trade/order/update-remark', { id: order.id, remark: 'gift wrap' }, fulfilment.auth);
    expect(put.body).toMatchObject({ code: 0, data: true });
    expect((await getJson(app, `/admin-api/trade/order/get-detail?id=${order.id}`, fulfilment.auth)).body.data.remark).toBe('gift wrap');
    const audit = await app.db.auditLog.findMany({ where: { target: `trade_order:${order.id}` } });
    expect(audit).toMatchObject([{ action: 'trade:order:update-remark', before: { remark: null }, after: { remark: 'gift wrap' } }]);
  });
});

describe('automatic receipt', () => {
  it('receives orders dispatched more than 14 days ago, and leaves younger ones', async () => {
    const member = await createMember(app);
    const old = await placeOrder(member);
    const young = await placeOrder(member);
    const now = new Date();
    await app.db.tradeOrder.update({ where: { id: old.id }, data: { status: 20, deliveryTime: new Date(now.getTime() - 15 * DAY) } });
    await app.db.tradeOrder.update({ where: { id: young.id }, data: { status: 20, deliveryTime: new Date(now.getTime() - 13 * DAY) } });
    const [a, b] = await Promise.all([receiveDispatchedOrders(app.db, now), receiveDispatchedOrders(app.db, now)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await app.db.tradeOrder.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({ status: 30, receiveTime: now });
    expect(await app.db.tradeOrder.findUniqueOrThrow({ where: { id: young.id } })).toMatchObject({ status: 20, receiveTime: null });
    expect((await putJson(app, `/pc-api/trade/order/receive?id=${old.id}`, undefined, member.auth)).body.code).toBe(1_011_000_005);
  });
});

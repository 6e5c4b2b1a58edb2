import { afterSaleRefundCeiling, formatMoney } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { startFakePaypal } from '../../../test/fake-paypal.ts';
import { SAMPLES } from '../../../test/multipart.ts';
import {
  createMember,
  createTestApp,
  deleteJson,
  getJson,
  postJson,
  postUpload,
  putJson,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

/** A shop paid through PayPal (a fake of its own: request ids repeat across test databases). */
async function paypalShop() {
  const paypal = await startFakePaypal();
  const shop = await createTestApp({ PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: paypal.url });
  return {
    paypal,
    shop,
    close: async () => {
      await shop.close();
      await paypal.close();
    },
  };
}

type Member = Awaited<ReturnType<typeof createMember>>;
const DAY = 86_400_000;
const RETURN_REASON = 'Wrong item delivered';
const DEFECT_REASON = 'Damaged in transit';
const REFUND_REASON = 'Item not received';
const CHANGE_OF_MIND = 'No longer needed';

/** A paid order of `member` (demo wallet), dispatched by the shop; answers it with its lines. */
async function dispatchedOrder(
  shop: TestApp,
  member: Member,
  lines: { count: number }[] = [{ count: 2 }],
  channel: 'demo' | 'paypal' = 'demo',
  priceUsd: { gte?: number; lte?: number } = {},
) {
  const skus = await shop.db.sku.findMany({
    where: { stock: { gte: 20 }, spu: { status: 1 }, deletedAt: null, priceUsd },
    orderBy: { id: 'desc' },
    take: lines.length,
  });
  const created = await postJson(
    shop,
    '/pc-api/trade/order/create',
    { items: lines.map((l, i) => ({ skuId: skus[i]!.id, count: l.count })), deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(created.body.code).toBe(0);
  const { id, payOrderId } = created.body.data;
  let token: string | undefined;
  if (channel === 'paypal')
    token = (await postJson(shop, `/pc-api/pay/order/paypal/create?id=${payOrderId}`, undefined, member.auth)).body.data.token;
  const paid = await postJson(shop, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: channel, token }, member.auth);
  expect(paid.body.code).toBe(0);
  const staff = await createStaff(shop, 'fulfilment');
  const dhl = await shop.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
  const sent = await putJson(shop, '/admin-api/trade/order/delivery', { id, logisticsId: dhl.id, logisticsNo: 'JD1' }, staff.auth);
  expect(sent.body.code).toBe(0);
  const order = await shop.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: { orderBy: { id: 'asc' } } } });
  return { order, items: order.items, staff, carrier: dhl };
}

async function upload(member: Member) {
  const { body } = await postUpload(app, { name: 'damage.png', type: 'image/png', content: SAMPLES.png }, { headers: member.auth });
  expect(body.code).toBe(0);
  return body.data!;
}

const apply = (member: Member, body: Record<string, unknown>, shop = app) =>
  postJson(shop, '/pc-api/trade/after-sale/create', body, member.auth);
const mails = (to: string, template: string) => app.db.mailLog.count({ where: { toAddress: to, template } });

describe('applying for an after-sale', () => {
  it('creates an r-numbered after-sale for the line of my dispatched order, mails me and shows it only to me', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const { items, order } = await dispatchedOrder(app, member);
    const created = await apply(member, {
      orderItemId: items[0]!.id,
      way: 20,
      applyReason: RETURN_REASON,
      applyDescription: 'Blue, not red',
    });
    expect(created.body.code).toBe(0);
    const id = created.body.data;
    const detail = await getJson(app, `/pc-api/trade/after-sale/get?id=${id}`, member.auth);
    expect(detail.body.data).toMatchObject({
      no: expect.stringMatching(/^r\d{14}\d{6}$/),
      status: 10,
      way: 20,
      orderNo: order.no,
      orderItemId: items[0]!.id,
      count: 2,
      refundPrice: afterSaleRefundCeiling(order, items[0]!.id, false),
      returnAddress: '',
      logs: [{ action: 'create', afterStatus: 10, userType: 1 }],
    });
    expect(await mails(member.mail, 'after-sale-applied')).toBe(1);
    expect((await getJson(app, '/pc-api/trade/after-sale/page', member.auth)).body.data).toMatchObject({ total: 1, list: [{ id }] });
    // Another member sees nothing, and cannot act on it or apply for my line.
    expect((await getJson(app, `/pc-api/trade/after-sale/get?id=${id}`, other.auth)).body.code).toBe(1_011_000_100);
    expect((await deleteJson(app, `/pc-api/trade/after-sale/cancel?id=${id}`, other.auth)).body.code).toBe(1_011_000_100);
    expect((await getJson(app, '/pc-api/trade/after-sale/page', other.auth)).body.data.total).toBe(0);
    expect((await apply(other, { orderItemId: items[0]!.id, way: 10, applyReason: REFUND_REASON })).body.code).toBe(1_011_000_000);
    expect((await getJson(app, '/pc-api/trade/after-sale/page')).body.code).toBe(401);
  });

  it('refuses orders not dispatched, reasons not configured, and a second open after-sale of a line (also when sent at once)', async () => {
    const member = await createMember(app);
    const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } } });
    const unpaid = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    const unpaidItem = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: unpaid.body.data.id } });
    expect((await apply(member, { orderItemId: unpaidItem.id, way: 10, applyReason: REFUND_REASON })).body.code).toBe(1_011_000_104);

    const { items } = await dispatchedOrder(app, member);
    expect((await apply(member, { orderItemId: items[0]!.id, way: 20, applyReason: 'Because' })).body.code).toBe(1_011_000_121);
    // A refund reason is not a return reason.
    expect((await apply(member, { orderItemId: items[0]!.id, way: 20, applyReason: REFUND_REASON })).body.code).toBe(1_011_000_121);
    // The German text of a configured reason counts as that reason.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => apply(member, { orderItemId: items[0]!.id, way: 20, applyReason: 'Falscher Artikel geliefert' })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 1_011_000_124)).toHaveLength(3);
    expect(await app.db.tradeAfterSale.count({ where: { orderItemId: items[0]!.id } })).toBe(1);
  });

  it('allows 14 days from receipt, or from dispatch while not received', async () => {
    const member = await createMember(app);
    const { order, items } = await dispatchedOrder(app, member, [{ count: 1 }, { count: 1 }]);
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { deliveryTime: new Date(Date.now() - 15 * DAY) } });
    const body = { orderItemId: items[0]!.id, way: 10, applyReason: REFUND_REASON };
    expect((await apply(member, body)).body).toMatchObject({ code: 1_011_000_120, msg: expect.stringContaining('14') });
    // Received 13 days ago (dispatched 15 days ago): still in time.
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { status: 30, receiveTime: new Date(Date.now() - 13 * DAY) } });
    expect((await apply(member, body)).body.code).toBe(0);
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { receiveTime: new Date(Date.now() - 14 * DAY - 60_000) } });
    expect((await apply(member, { ...body, orderItemId: items[1]!.id })).body.code).toBe(1_011_000_120);
  });

  it('accepts custom lines only for a defect or damage, within 7 days, with my own pictures', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const { order, items } = await dispatchedOrder(app, member);
    await app.db.tradeOrderItem.update({ where: { id: items[0]!.id }, data: { orderType: 2 } });
    // The storefront offers custom lines only the defect reasons, in the shopper's language.
    const config = (await getJson(app, '/pc-api/trade/config/get', { 'accept-language': 'de' })).body.data;
    expect(config.afterSaleDefectReasons).toEqual(['Beim Transport beschädigt', 'Druckfehler oder falsches Logo']);
    // Only a change of mind keeps 15 % when delivery was free: never a defect or damage.
    expect(config.afterSaleChangeOfMindReasons.length).toBeGreaterThan(0);
    for (const reason of config.afterSaleChangeOfMindReasons) expect(config.afterSaleDefectReasons).not.toContain(reason);
    const line = { orderItemId: items[0]!.id, way: 20 };
    const picture = await upload(member);
    expect((await apply(member, { ...line, applyReason: RETURN_REASON, applyPicUrls: [picture] })).body.code).toBe(1_011_000_122);
    expect((await apply(member, { ...line, way: 10, applyReason: REFUND_REASON, applyPicUrls: [picture] })).body.code).toBe(1_011_000_122);
    expect((await apply(member, { ...line, applyReason: DEFECT_REASON })).body.code).toBe(1_011_000_123);
    expect((await apply(member, { ...line, applyReason: DEFECT_REASON, applyPicUrls: [await upload(other)] })).body.code).toBe(
      1_001_003_003,
    );
    expect(
      (await apply(member, { ...line, applyReason: DEFECT_REASON, applyPicUrls: ['https://elsewhere.example/x.png'] })).body.code,
    ).toBe(1_001_003_003);
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { deliveryTime: new Date(Date.now() - 8 * DAY) } });
    expect((await apply(member, { ...line, applyReason: DEFECT_REASON, applyPicUrls: [picture] })).body).toMatchObject({
      code: 1_011_000_120,
      msg: expect.stringContaining('7'),
    });
    await app.db.tradeOrder.update({ where: { id: order.id }, data: { deliveryTime: new Date(Date.now() - 6 * DAY) } });
    const ok = await apply(member, { ...line, applyReason: DEFECT_REASON, applyPicUrls: [picture] });
    expect(ok.body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/after-sale/get?id=${ok.body.data}`, member.auth)).body.data.applyPicUrls).toEqual([picture]);
  });

  it('computes the refund on the server: never above what the line cost, 15 % kept when delivery was free and the goods come back for a change of mind, never the shipping', async () => {
    const member = await createMember(app);
    // Two lines: goods over the free-delivery threshold, so delivery was free.
    const { order, items } = await dispatchedOrder(app, member, [{ count: 10 }, { count: 1 }], 'demo', { gte: 500 });
    expect(order.deliveryPrice).toBe(0);
    const ceiling = afterSaleRefundCeiling(order, items[0]!.id);
    const line = items[0]!;
    const paidForLine =
      line.discountedPrice + Math.floor((order.salesTaxPrice * line.discountedPrice) / (order.totalPrice - order.discountPrice));
    expect(ceiling).toBe(Math.floor((paidForLine * 85) / 100));
    const asked = async (body: Record<string, unknown>) => {
      const applied = await apply(member, { orderItemId: line.id, ...body });
      expect(applied.body.code).toBe(0);
      const row = await app.db.tradeAfterSale.findUniqueOrThrow({ where: { id: applied.body.data } });
      expect((await deleteJson(app, `/pc-api/trade/after-sale/cancel?id=${row.id}`, member.auth)).body.code).toBe(0);
      return row;
    };
    // A parcel that never came, goods damaged or the wrong ones: all of what the line cost.
    expect((await asked({ way: 10, applyReason: REFUND_REASON })).refundPrice).toBe(paidForLine);
    expect((await asked({ way: 20, applyReason: DEFECT_REASON })).refundPrice).toBe(paidForLine);
    expect((await asked({ way: 20, applyReason: RETURN_REASON })).refundPrice).toBe(paidForLine);
    // Some pieces of the line: their share of it.
    expect(await asked({ way: 20, applyReason: DEFECT_REASON, count: 4 })).toMatchObject({
      count: 4,
      refundPrice: Math.floor((paidForLine * 4) / 10),
    });
    expect((await apply(member, { orderItemId: line.id, way: 20, applyReason: DEFECT_REASON, count: 11 })).body.code).toBe(1_011_000_126);
    const body = { orderItemId: line.id, way: 20, applyReason: CHANGE_OF_MIND };
    const tooMuch = await apply(member, { ...body, refundPrice: ceiling + 1 });
    expect(tooMuch.body.code).toBe(1_011_000_101);
    expect(tooMuch.body.msg).toContain(formatMoney(ceiling, 'USD', 'en'));
    const less = await apply(member, { ...body, refundPrice: ceiling - 100 });
    expect(less.body.code).toBe(0);
    expect((await app.db.tradeAfterSale.findUniqueOrThrow({ where: { id: less.body.data } })).refundPrice).toBe(ceiling - 100);

    // A small order paid for its delivery: the line's full price (with its tax), not the shipping.
    const small = await dispatchedOrder(app, member, [{ count: 1 }], 'demo', { lte: 3000 });
    const smallOrder = small.order;
    expect(smallOrder.deliveryPrice).toBeGreaterThan(0);
    expect(afterSaleRefundCeiling(smallOrder, small.items[0]!.id)).toBe(smallOrder.payPrice - smallOrder.deliveryPrice);
    const id = (await apply(member, { orderItemId: small.items[0]!.id, way: 10, applyReason: REFUND_REASON })).body.data;
    expect((await app.db.tradeAfterSale.findUniqueOrThrow({ where: { id } })).refundPrice).toBe(
      smallOrder.payPrice - smallOrder.deliveryPrice,
    );
  });
});

describe('the after-sale’s steps', () => {
  it('return: applied → approved (address mailed) → shipped back → received (stock back) → refunded once; each step mailed and audited', async () => {
    const member = await createMember(app);
    const { items, staff, carrier, order } = await dispatchedOrder(app, member);
    const owner = await createStaff(app, 'owner');
    const id = (await apply(member, { orderItemId: items[0]!.id, way: 20, applyReason: RETURN_REASON })).body.data;
    const admin = (path: string, body?: Record<string, unknown>) =>
      body
        ? putJson(app, `/admin-api/trade/after-sale/${path}`, body, staff.auth)
        : putJson(app, `/admin-api/trade/after-sale/${path}?id=${id}`, {}, staff.auth);
    const sendParcel = () =>
      putJson(app, '/pc-api/trade/after-sale/delivery', { id, logisticsId: carrier.id, logisticsNo: 'RET-1' }, member.auth);

    // Out of order: nothing moves.
    expect((await sendParcel()).body.code).toBe(1_011_000_106);
    expect((await admin('receive')).body.code).toBe(1_011_000_106);
    expect((await admin('refund')).body.code).toBe(1_011_000_106);
    expect((await admin('refuse', { id, refuseMemo: 'x' })).body.code).toBe(1_011_000_106);

    expect((await admin('agree')).body.code).toBe(0);
    expect((await admin('agree')).body.code).toBe(1_011_000_106);
    expect((await admin('disagree', { id, auditReason: 'late' })).body.code).toBe(1_011_000_106);
    const approved = (await getJson(app, `/pc-api/trade/after-sale/get?id=${id}`, member.auth)).body.data;
    expect(approved).toMatchObject({ status: 20, returnAddress: expect.stringContaining('Houston') });
    const approvalMail = await app.db.mailLog.findFirstOrThrow({
      where: { toAddress: member.mail, template: 'after-sale-approved-return' },
    });
    expect(approvalMail.text).toContain('Houston');
    expect(approvalMail.text).toContain(approved.no);

    expect((await sendParcel()).body.code).toBe(0);
    expect((await deleteJson(app, `/pc-api/trade/after-sale/cancel?id=${id}`, member.auth)).body.code).toBe(1_011_000_106);
    expect((await getJson(app, `/pc-api/trade/after-sale/get?id=${id}`, member.auth)).body.data).toMatchObject({
      status: 30,
      logisticsName: carrier.name,
      logisticsNo: 'RET-1',
    });

    const stockBefore = (await app.db.sku.findUniqueOrThrow({ where: { id: items[0]!.skuId } })).stock;
    expect((await admin('receive')).body.code).toBe(0);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: items[0]!.skuId } })).stock).toBe(stockBefore + 2);
    expect((await admin('receive')).body.code).toBe(1_011_000_106);

    expect((await admin('refund')).body.code).toBe(0);
    expect((await admin('refund')).body.code).toBe(1_011_000_106);
    const done = (await getJson(app, `/admin-api/trade/after-sale/get-detail?id=${id}`, owner.auth)).body.data;
    expect(done).toMatchObject({
      status: 50,
      memberMail: member.mail,
      order: { id: order.id, payChannelCode: 'demo' },
      refundTime: expect.any(Number),
    });
    expect(done.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'agree', 'deliver', 'receive', 'refund']);
    for (const template of ['applied', 'approved-return', 'shipped', 'received', 'refunded'])
      expect(await mails(member.mail, `after-sale-${template}`)).toBe(1);
    const audits = await app.db.auditLog.findMany({ where: { target: `trade_after_sale:${id}` }, orderBy: { id: 'asc' } });
    expect(audits.map((a) => a.action)).toEqual(['trade:after-sale:agree', 'trade:after-sale:receive', 'trade:after-sale:refund']);
    expect(audits[2]).toMatchObject({ adminId: staff.id, before: { status: 40 }, after: { status: 50 } });
    // Refunded: the line takes no second after-sale.
    expect((await apply(member, { orderItemId: items[0]!.id, way: 10, applyReason: REFUND_REASON })).body.code).toBe(1_011_000_124);
  });

  it('refund only: approval leads straight to the refund, mailed with the amount as the member’s language writes it; no stock comes back', async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: 'de' } });
    const { items, staff } = await dispatchedOrder(app, member);
    const id = (await apply(member, { orderItemId: items[0]!.id, way: 10, applyReason: REFUND_REASON })).body.data;
    const stock = (await app.db.sku.findUniqueOrThrow({ where: { id: items[0]!.skuId } })).stock;
    expect((await putJson(app, `/admin-api/trade/after-sale/agree?id=${id}`, {}, staff.auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/trade/after-sale/get?id=${id}`, member.auth)).body.data).toMatchObject({
      status: 40,
      returnAddress: '',
    });
    expect(await mails(member.mail, 'after-sale-approved-refund')).toBe(1);
    const approval = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'after-sale-approved-refund' } });
    const { refundPrice } = await app.db.tradeAfterSale.findUniqueOrThrow({ where: { id } });
    // Dollars in a German mail: "12,34 $".
    expect(approval.text).toMatch(/ \d{1,3}(\.\d{3})*,\d\d\u00a0\$ /);
    expect(approval.text).toContain(` ${formatMoney(refundPrice, 'USD', 'de')} `);
    expect((await putJson(app, `/admin-api/trade/after-sale/refund?id=${id}`, {}, staff.auth)).body.code).toBe(0);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: items[0]!.skuId } })).stock).toBe(stock);
  });

  it('rejected, refused or cancelled after-sales close with their reason mailed; the line may apply again', async () => {
    const member = await createMember(app);
    const { items, staff, carrier } = await dispatchedOrder(app, member, [{ count: 1 }, { count: 1 }, { count: 1 }]);
    const body = (i: number) => ({ orderItemId: items[i]!.id, way: 20, applyReason: RETURN_REASON });

    const rejected = (await apply(member, body(0))).body.data;
    expect(
      (await putJson(app, '/admin-api/trade/after-sale/disagree', { id: rejected, auditReason: 'Used item' }, staff.auth)).body.code,
    ).toBe(0);
    expect((await getJson(app, `/pc-api/trade/after-sale/get?id=${rejected}`, member.auth)).body.data).toMatchObject({
      status: 62,
      auditReason: 'Used item',
    });
    expect((await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'after-sale-rejected' } })).text).toContain(
      'Used item',
    );
    expect((await apply(member, body(0))).body.code).toBe(0);

    const refused = (await apply(member, body(1))).body.data;
    await putJson(app, `/admin-api/trade/after-sale/agree?id=${refused}`, {}, staff.auth);
    await putJson(app, '/pc-api/trade/after-sale/delivery', { id: refused, logisticsId: carrier.id, logisticsNo: 'R2' }, member.auth);
    const stock = (await app.db.sku.findUniqueOrThrow({ where: { id: items[1]!.skuId } })).stock;
    expect((await putJson(app, '/admin-api/trade/after-sale/refuse', { id: refused, refuseMemo: 'Box empty' }, staff.auth)).body.code).toBe(
      0,
    );
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: items[1]!.skuId } })).stock).toBe(stock);
    expect((await getJson(app, `/pc-api/trade/after-sale/get?id=${refused}`, member.auth)).body.data).toMatchObject({
      status: 63,
      refuseMemo: 'Box empty',
    });
    expect(await mails(member.mail, 'after-sale-refused')).toBe(1);
    expect((await putJson(app, `/admin-api/trade/after-sale/refund?id=${refused}`, {}, staff.auth)).body.code).toBe(1_011_000_106);

    const cancelled = (await apply(member, body(2))).body.data;
    await putJson(app, `/admin-api/trade/after-sale/agree?id=${cancelled}`, {}, staff.auth);
    expect((await deleteJson(app, `/pc-api/trade/after-sale/cancel?id=${cancelled}`, member.auth)).body.code).toBe(0);
    expect((await deleteJson(app, `/pc-api/trade/after-sale/cancel?id=${cancelled}`, member.auth)).body.code).toBe(1_011_000_106);
    expect((await putJson(app, `/admin-api/trade/after-sale/agree?id=${cancelled}`, {}, staff.auth)).body.code).toBe(1_011_000_106);
    expect(await mails(member.mail, 'after-sale-cancelled')).toBe(1);
    expect((await getJson(app, `/pc-api/trade/after-sale/page?status=61`, member.auth)).body.data).toMatchObject({ total: 1 });
  });

  it('needs the after-sale permissions: support gets 403, members 401, a missing one 404; the queue finds by order number', async () => {
    const member = await createMember(app);
    const support = await createStaff(app, 'support');
    const fulfilment = await createStaff(app, 'fulfilment');
    expect((await getJson(app, '/admin-api/trade/after-sale/page', support.auth)).body.code).toBe(403);
    expect((await putJson(app, '/admin-api/trade/after-sale/agree?id=1', {}, support.auth)).body.code).toBe(403);
    expect((await putJson(app, '/admin-api/trade/after-sale/agree?id=1', {}, member.auth)).body.code).toBe(401);
    expect((await putJson(app, '/admin-api/trade/after-sale/agree?id=999999', {}, fulfilment.auth)).body.code).toBe(1_011_000_100);
    const { items, order } = await dispatchedOrder(app, member);
    const id = (await apply(member, { orderItemId: items[0]!.id, way: 20, applyReason: RETURN_REASON })).body.data;
    const page = await getJson(app, `/admin-api/trade/after-sale/page?no=${order.no}&status=10`, fulfilment.auth);
    expect(page.body.data).toMatchObject({
      total: 1,
      list: [{ id, memberMail: member.mail, memberName: 'Ada Lovelace', orderNo: order.no }],
    });
  });
});

describe('refunds through PayPal', () => {
  it('pays back exactly the after-sale’s amount once, under one PayPal-Request-Id, when two admins click at once', async () => {
    const { paypal, shop, close } = await paypalShop();
    try {
      paypal.state.outcome = 'approve';
      paypal.state.refundOutcome = 'refund';
      const member = await createMember(shop);
      const { items, staff } = await dispatchedOrder(shop, member, [{ count: 3 }], 'paypal');
      const other = await createStaff(shop, 'owner');
      const id = (await apply(member, { orderItemId: items[0]!.id, way: 10, applyReason: REFUND_REASON, refundPrice: 1234 }, shop)).body
        .data;
      expect(id).toEqual(expect.any(Number));
      expect((await putJson(shop, `/admin-api/trade/after-sale/agree?id=${id}`, {}, staff.auth)).body.code).toBe(0);

      const before = paypal.state.refunded.length;
      const answers = await Promise.all(
        [staff, other, staff, other, staff, other].map((s) => putJson(shop, `/admin-api/trade/after-sale/refund?id=${id}`, {}, s.auth)),
      );
      expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
      expect(answers.every((a) => [0, 1_011_000_106, 1_011_000_125].includes(a.body.code))).toBe(true);
      expect(paypal.state.refunded.slice(before)).toEqual([
        { captureId: expect.any(String), requestId: `after-sale-${id}`, value: '12.34' },
      ]);
      const row = await shop.db.tradeAfterSale.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ status: 50, refundId: expect.stringMatching(/^REFUND-/) });
      expect(await shop.db.mailLog.count({ where: { toAddress: member.mail, template: 'after-sale-refunded' } })).toBe(1);
      const mail = await shop.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'after-sale-refunded' } });
      // Whether or not a credit note comes with it, the text has no gap and no placeholder left.
      expect(mail.text).not.toMatch(/\{\{|\n\n\n/);
      expect(mail.text.includes('credit note') ? 1 : 0).toBe((mail.attachments as unknown[]).length);
      expect(await shop.db.auditLog.count({ where: { target: `trade_after_sale:${id}`, action: 'trade:after-sale:refund' } })).toBe(1);
      // The order's payment stays paid: the rest of the order was not refunded.
      expect((await shop.db.payOrder.findUniqueOrThrow({ where: { orderId: row.orderId } })).status).toBe(10);
    } finally {
      await close();
    }
  });

  it('a refund PayPal refuses leaves the after-sale awaiting the refund, to be tried again', async () => {
    const { paypal, shop, close } = await paypalShop();
    try {
      paypal.state.outcome = 'approve';
      const member = await createMember(shop);
      const { items, staff } = await dispatchedOrder(shop, member, [{ count: 1 }], 'paypal');
      const id = (await apply(member, { orderItemId: items[0]!.id, way: 10, applyReason: REFUND_REASON }, shop)).body.data;
      await putJson(shop, `/admin-api/trade/after-sale/agree?id=${id}`, {}, staff.auth);
      paypal.state.refundOutcome = 'fail';
      expect((await putJson(shop, `/admin-api/trade/after-sale/refund?id=${id}`, {}, staff.auth)).body.code).toBe(1_007_002_003);
      expect(await shop.db.tradeAfterSale.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 40, refundStartedAt: null });
      paypal.state.refundOutcome = 'refund';
      expect((await putJson(shop, `/admin-api/trade/after-sale/refund?id=${id}`, {}, staff.auth)).body.code).toBe(0);
    } finally {
      await close();
    }
  });
});

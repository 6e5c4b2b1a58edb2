import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', UNPAID_ORDERS_PER_BUYER: '1000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;
type Staff = Awaited<ReturnType<typeof createStaff>>;
type Buyer = Member | { guest: string };

/** SKUs on sale with plenty of stock at up to 30.00, in id order (each test takes its own from `from`). */
const skusFrom = (from: number, take: number) =>
  app.db.sku.findMany({
    where: { stock: { gte: 50 }, spu: { status: 1 }, deletedAt: null, priceUsd: { lte: 3000 }, piecesPerUnit: 1 },
    orderBy: { id: 'asc' },
    skip: from,
    take,
  });

/** An order of a member or guest with a line per count (Texas), paid with the demo wallet unless `paid` is false. */
async function placeOrder(buyer: Buyer, counts: number[], options: { paid?: boolean; from?: number } = {}) {
  const { paid = true, from = 0 } = options;
  const skus = await skusFrom(from, counts.length);
  const items = counts.map((count, i) => ({ skuId: skus[i]!.id, count }));
  const guest = 'guest' in buyer;
  const created = guest
    ? await postJson(app, '/pc-api/trade/order/guest/create', { items, deliveryType: '1', email: buyer.guest, address: texasAddress })
    : await postJson(app, '/pc-api/trade/order/create', { items, deliveryType: '1', email: buyer.mail, ...texasAddress }, buyer.auth);
  expect(created.body.code).toBe(0);
  const { id, payOrderId, token } = created.body.data;
  if (paid) {
    const body = guest ? { orderToken: token, channelCode: 'demo' } : { id: payOrderId, channelCode: 'demo' };
    const done = await postJson(app, `/pc-api/pay/order/${guest ? 'guest/' : ''}pay/success`, body, guest ? {} : buyer.auth);
    expect(done.body.code).toBe(0);
  }
  const order = await app.db.tradeOrder.findUniqueOrThrow({
    where: { id },
    include: { items: { orderBy: { id: 'asc' } }, payOrder: true },
  });
  return { order, items: order.items, payOrderId: payOrderId as number, token: token as string | undefined };
}

const edit = (staff: Staff, body: Record<string, unknown>, key?: string) =>
  putJson(app, '/admin-api/trade/order/update-items', body, { ...staff.auth, ...(key ? { 'idempotency-key': key } : {}) });
const detail = async (staff: Staff, id: number) => (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, staff.auth)).body.data;
const stockOf = async (skuId: number) => (await app.db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock;
const mailsOf = (to: string, template: string) => app.db.mailLog.findMany({ where: { toAddress: to, template }, orderBy: { id: 'asc' } });

/** The order as stored adds up: lines to the goods, and goods, coupon, delivery, tax and printing to the payment. */
async function expectAddsUp(id: number) {
  const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: true } });
  const sum = (f: (i: (typeof order.items)[number]) => number) => order.items.reduce((s, i) => s + f(i), 0);
  expect(sum((i) => i.totalPrice)).toBe(order.totalPrice);
  expect(sum((i) => i.totalPrice - i.discountedPrice)).toBe(order.discountPrice);
  expect(sum((i) => i.decalsPrice)).toBe(order.decalsPrice);
  expect(order.totalPrice - order.discountPrice - order.couponPrice + order.deliveryPrice + order.salesTaxPrice + order.decalsPrice).toBe(
    order.payPrice,
  );
  return order;
}

describe('order edits by the shop', () => {
  it('lowers a paid order: re-priced, stock back, the difference refunded with a credit note and mail, in the history and audit', async () => {
    const member = await createMember(app);
    const staff = await createStaff(app, 'owner');
    const { order, items } = await placeOrder(member, [6, 2]);
    const [first, second] = items as [(typeof items)[number], (typeof items)[number]];
    const stock = [await stockOf(first.skuId), await stockOf(second.skuId)];
    const body = { id: order.id, lines: [{ orderItemId: first.id, skuId: first.skuId, count: 2 }] };

    const period = `from=${Date.now() - 86_400_000}&to=${Date.now() + 86_400_000}&groupBy=day`;
    const net = async () => {
      const { totals } = (await getJson(app, `/admin-api/statistics/trade/sales?${period}`, staff.auth)).body.data;
      return totals.find((t: { currency: string }) => t.currency === 'USD').net as number;
    };
    const netBefore = await net();
    const preview = await postJson(app, '/admin-api/trade/order/update-items/preview', body, staff.auth);
    expect(preview.body.code).toBe(0);
    const answer = await edit(staff, body, 'down-1');
    expect(answer.body.code).toBe(0);
    // The preview said what the edit did.
    expect(answer.body.data).toEqual(preview.body.data);
    const { difference, price, items: lines } = answer.body.data;
    expect(difference).toBeLessThan(0);
    expect(price.payPrice - order.payPrice).toBe(difference);
    // The line kept its unit price; 2 pieces are below the 5-piece tier.
    expect(lines).toEqual([
      expect.objectContaining({ orderItemId: first.id, count: 2, price: first.price, discountedPrice: first.price * 2 }),
    ]);

    const changed = await expectAddsUp(order.id);
    expect(changed.payPrice).toBe(price.payPrice);
    expect(changed.items.map((i) => [i.id, i.count])).toEqual([[first.id, 2]]);
    expect(await stockOf(first.skuId)).toBe(stock[0]! + 4);
    expect(await stockOf(second.skuId)).toBe(stock[1]! + 2);
    expect(await app.db.productStockMovement.findFirst({ where: { skuId: second.skuId, orderId: order.id, kind: 'edit' } })).toMatchObject({
      change: 2,
    });

    const page = await detail(staff, order.id);
    expect(page.refunds).toEqual([expect.objectContaining({ amount: -difference, creditNoteNo: expect.stringMatching(/^CN-/) })]);
    // The sales report's net falls by the refund once: the order's total fell, its refund is not counted again.
    expect(await net()).toBe(netBefore + difference);
    // Paid back in all; the refund lowered the order's total with it, so the new total is all there is left to refund.
    expect(page.refundedPrice).toBe(-difference);
    expect(page.refundable.total).toBe(changed.payPrice);
    expect(page.edits).toEqual([
      expect.objectContaining({ difference, payPrice: changed.payPrice, refundId: page.refunds[0].id, extraPayment: null }),
    ]);
    expect(page.logs.map((l: { action: string }) => l.action)).toContain('edit');
    expect(await app.db.auditLog.count({ where: { action: 'trade:order:update-items', target: `trade_order:${order.id}` } })).toBe(1);

    // The credit note lists the changed lines and the delivery that is no longer free, adding up to the refund.
    const note = await app.db.tradeCreditNote.findFirstOrThrow({ where: { orderId: order.id } });
    expect(note.total).toBe(-difference);
    const content = note.content as { lines: string[][] };
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d.−-]/g, '').replace('−', '-')) * 100);
    expect(content.lines.reduce((sum, line) => sum + cents(line[4]!), 0)).toBe(difference);
    const [mail] = await mailsOf(member.mail, 'order-refunded-by-shop');
    expect(mail!.attachments).toEqual([{ kind: 'credit-note', id: note.id }]);

    // The shop may still refund the new total, no more.
    const over = await postJson(
      app,
      '/admin-api/trade/order/refund',
      { id: order.id, lines: [], deliveryAmount: 0, reason: 'x', restock: false },
      staff.auth,
    );
    expect(over.body.code).toBe(1_011_000_013);
  });

  it("raises a paid order: the extra amount's link is mailed, shown on the order, and paying through it completes it once", async () => {
    const member = await createMember(app);
    const staff = await createStaff(app, 'owner');
    const { order, items } = await placeOrder(member, [1], { from: 2 });
    const [line] = items;
    const [added] = await skusFrom(3, 1);
    const stock = await stockOf(added!.id);
    const answer = await edit(staff, {
      id: order.id,
      lines: [
        { orderItemId: line!.id, skuId: line!.skuId, count: 2 },
        { skuId: added!.id, count: 3 },
      ],
    });
    expect(answer.body.code).toBe(0);
    const { difference } = answer.body.data;
    expect(difference).toBeGreaterThan(0);
    await expectAddsUp(order.id);
    expect(await stockOf(added!.id)).toBe(stock - 3);

    const page = await detail(staff, order.id);
    const [made] = page.edits;
    expect(made.extraPayment).toMatchObject({ amount: difference, status: 0, payUrl: expect.stringContaining(`extra=${made.id}`) });
    expect(page.editable).toBe(false);
    const [mail] = await mailsOf(member.mail, 'order-extra-payment');
    expect(mail!.text).toContain(made.extraPayment.payUrl);
    // No second edit while the buyer has not paid.
    expect((await edit(staff, { id: order.id, lines: [{ orderItemId: line!.id, skuId: line!.skuId, count: 1 }] })).body.code).toBe(
      1_011_000_022,
    );

    // The buyer's own order page names the amount to pay.
    const mine = async () => (await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data.extraPayments;
    expect(await mine()).toEqual([{ editId: made.id, amount: difference, status: 0, payTime: null, invoiceNo: null }]);
    const pay = () => postJson(app, '/pc-api/pay/order/extra/pay/success', { editId: made.id, channelCode: 'demo' }, member.auth);
    const other = await createMember(app);
    expect(
      (await postJson(app, '/pc-api/pay/order/extra/pay/success', { editId: made.id, channelCode: 'demo' }, other.auth)).body.code,
    ).toBe(1_007_002_000);
    expect((await pay()).body).toMatchObject({ code: 0, data: true });
    expect((await pay()).body).toMatchObject({ code: 0, data: true });
    const paid = await detail(staff, order.id);
    expect(paid.edits[0].extraPayment).toMatchObject({ status: 10, payTime: expect.any(Number) });
    expect(await mine()).toEqual([expect.objectContaining({ editId: made.id, status: 10 })]);
    expect(paid.logs.filter((l: { action: string }) => l.action === 'extra-pay')).toHaveLength(1);
    expect(paid.editable).toBe(true);
  });

  it("raises a guest's paid order, paid through the guest's signed link", async () => {
    const email = `edit-guest-${Date.now()}@example.test`;
    const staff = await createStaff(app, 'owner');
    const { order, items, token } = await placeOrder({ guest: email }, [1], { from: 4 });
    const answer = await edit(staff, { id: order.id, lines: [{ orderItemId: items[0]!.id, skuId: items[0]!.skuId, count: 3 }] });
    expect(answer.body.code).toBe(0);
    const [mail] = await mailsOf(email, 'order-extra-payment');
    const key = /guestOrder\?key=([\w.-]+)&extra=(\d+)/.exec(mail!.text)!;
    expect(key[1]).toBeDefined();
    const paid = await postJson(app, '/pc-api/pay/order/guest/extra/pay/success', {
      orderToken: key[1],
      editId: Number(key[2]),
      channelCode: 'demo',
    });
    expect(paid.body).toMatchObject({ code: 0, data: true });
    expect(token).toBeDefined();
    expect((await app.db.tradeOrderEdit.findFirstOrThrow({ where: { orderId: order.id } })).extraStatus).toBe(10);
  });

  it('re-prices an unpaid order and its payment, which the buyer then pays at the new total', async () => {
    const member = await createMember(app);
    const staff = await createStaff(app, 'owner');
    const { order, items, payOrderId } = await placeOrder(member, [1, 1], { paid: false, from: 5 });
    const answer = await edit(staff, {
      id: order.id,
      lines: [
        { orderItemId: items[0]!.id, skuId: items[0]!.skuId, count: 5 },
        { orderItemId: items[1]!.id, skuId: items[1]!.skuId, count: 0 },
      ],
    });
    expect(answer.body.code).toBe(0);
    const changed = await expectAddsUp(order.id);
    // Five pieces reach the 10 % tier.
    expect(changed.items).toEqual([expect.objectContaining({ count: 5, discountedPrice: Math.round(items[0]!.price * 5 * 0.9) })]);
    expect((await app.db.payOrder.findUniqueOrThrow({ where: { id: payOrderId } })).amount).toBe(changed.payPrice);
    expect(await app.db.tradeOrderRefund.count({ where: { orderId: order.id } })).toBe(0);
    expect(await mailsOf(member.mail, 'order-changed')).toHaveLength(1);
    const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: payOrderId, channelCode: 'demo' }, member.auth);
    expect(paid.body.code).toBe(0);
    expect((await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(10);
  });

  it('is refused after dispatch and once a logo line’s print data was approved, changing nothing', async () => {
    const member = await createMember(app);
    const staff = await createStaff(app, 'owner');
    const sent = await placeOrder(member, [2], { from: 6 });
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    expect(
      (await putJson(app, '/admin-api/trade/order/delivery', { id: sent.order.id, logisticsId: dhl.id, logisticsNo: 'E1' }, staff.auth))
        .body.code,
    ).toBe(0);
    const line = sent.items[0]!;
    expect((await edit(staff, { id: sent.order.id, lines: [{ orderItemId: line.id, skuId: line.skuId, count: 1 }] })).body.code).toBe(
      1_011_000_018,
    );
    expect((await detail(staff, sent.order.id)).editable).toBe(false);

    const printed = await placeOrder(member, [2], { from: 6 });
    const logo = printed.items[0]!;
    // A logo line whose print data the shop approved (status 20).
    await app.db.tradeOrderItem.update({ where: { id: logo.id }, data: { orderType: 2, printStatus: 20 } });
    const refused = await edit(staff, { id: printed.order.id, lines: [{ orderItemId: logo.id, skuId: logo.skuId, count: 1 }] });
    expect(refused.body).toMatchObject({ code: 1_011_000_019, msg: expect.stringContaining('print data') });
    expect((await app.db.tradeOrderItem.findUniqueOrThrow({ where: { id: logo.id } })).count).toBe(2);
  });

  it('is refused when a SKU lacks the pieces, and when no line is left; nothing changes', async () => {
    const member = await createMember(app);
    const staff = await createStaff(app, 'owner');
    const { order, items } = await placeOrder(member, [3], { from: 7 });
    const [scarce] = await skusFrom(8, 1);
    await app.db.sku.update({ where: { id: scarce!.id }, data: { stock: 1 } });
    const keptStock = await stockOf(items[0]!.skuId);
    const short = await edit(staff, {
      id: order.id,
      lines: [
        { orderItemId: items[0]!.id, skuId: items[0]!.skuId, count: 1 },
        { skuId: scarce!.id, count: 2 },
      ],
    });
    expect(short.body.code).toBe(1_011_000_002);
    expect(await stockOf(scarce!.id)).toBe(1);
    expect(await stockOf(items[0]!.skuId)).toBe(keptStock);
    const same = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    expect([same.payPrice, same.items.map((i) => i.count)]).toEqual([order.payPrice, [3]]);
    expect(await app.db.tradeOrderEdit.count({ where: { orderId: order.id } })).toBe(0);

    const empty = await edit(staff, { id: order.id, lines: [{ orderItemId: items[0]!.id, skuId: items[0]!.skuId, count: 0 }] });
    expect(empty.body.code).toBe(1_011_000_020);
    // A line of another order is not this order's.
    const other = await placeOrder(member, [1], { from: 7 });
    const foreign = await edit(staff, {
      id: order.id,
      lines: [{ orderItemId: other.items[0]!.id, skuId: other.items[0]!.skuId, count: 1 }],
    });
    expect(foreign.body.code).toBe(1_011_005_002);
  });

  it('applies two identical edits sent at once with one Idempotency-Key once: one refund, stock moved once', async () => {
    const member = await createMember(app);
    const staff = await createStaff(app, 'owner');
    const { order, items } = await placeOrder(member, [4], { from: 9 });
    const line = items[0]!;
    const stock = await stockOf(line.skuId);
    const body = { id: order.id, lines: [{ orderItemId: line.id, skuId: line.skuId, count: 1 }] };
    const answers = await Promise.all([edit(staff, body, 'twice'), edit(staff, body, 'twice')]);
    const codes = answers.map((a) => a.body.code).sort();
    expect([
      [0, 0],
      [0, 1_011_000_017],
    ]).toContainEqual(codes);
    expect(await app.db.tradeOrderEdit.count({ where: { orderId: order.id } })).toBe(1);
    expect(await app.db.tradeOrderRefund.count({ where: { orderId: order.id } })).toBe(1);
    expect(await stockOf(line.skuId)).toBe(stock + 3);
    expect(await mailsOf(member.mail, 'order-refunded-by-shop')).toHaveLength(1);
    // Later repeats answer the same edit; the key with another body is refused.
    expect((await edit(staff, body, 'twice')).body).toMatchObject({ code: 0, data: { items: [{ count: 1 }] } });
    expect((await edit(staff, { ...body, lines: [{ ...body.lines[0], count: 2 }] }, 'twice')).body.code).toBe(1_011_000_009);
  });

  it('is for staff with the order update permission only: a member token gets 401, the support role 403', async () => {
    const member = await createMember(app);
    const { order, items } = await placeOrder(member, [1], { from: 10 });
    const body = { id: order.id, lines: [{ orderItemId: items[0]!.id, skuId: items[0]!.skuId, count: 2 }] };
    expect((await putJson(app, '/admin-api/trade/order/update-items', body, member.auth)).body.code).toBe(401);
    // The support role reads orders but does not change them.
    expect((await edit(await createStaff(app, 'support'), body)).body.code).toBe(403);
    expect((await edit(await createStaff(app, 'fulfilment'), body)).body.code).toBe(0);
  });
});

import { type Currency, formatMoney, type Language } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { startFakePaypal } from '../../../test/fake-paypal.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', UNPAID_ORDERS_PER_BUYER: '1000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;
type Staff = Awaited<ReturnType<typeof createStaff>>;
type Buyer = Member | { guest: string };

/** An amount as a reader extracts it from the PDF: the shop's money format, its no-break space read as a space. */
const printed = (cents: number, currency: Currency, language: Language) => formatMoney(cents, currency, language).replace(/\u00a0/g, ' ');

/**
 * A paid order (demo wallet or PayPal) of a member or a guest with a line per count, not dispatched
 * (`dispatch` false) or dispatched by the shop; answers it with its lines, the guest's key and the staff.
 */
async function paidOrder(shop: TestApp, buyer: Buyer, counts: number[], options: { channel?: 'demo' | 'paypal'; dispatch?: boolean } = {}) {
  const { channel = 'demo', dispatch = true } = options;
  const skus = await shop.db.sku.findMany({
    where: { stock: { gte: 20 }, spu: { status: 1 }, deletedAt: null, priceUsd: { lte: 3000 } },
    orderBy: { id: 'asc' },
    take: counts.length,
  });
  const items = counts.map((count, i) => ({ skuId: skus[i]!.id, count }));
  const guest = 'guest' in buyer;
  const created = guest
    ? await postJson(shop, '/pc-api/trade/order/guest/create', { items, deliveryType: '1', email: buyer.guest, address: texasAddress })
    : await postJson(shop, '/pc-api/trade/order/create', { items, deliveryType: '1', email: buyer.mail, ...texasAddress }, buyer.auth);
  expect(created.body.code).toBe(0);
  const { id, payOrderId, token } = created.body.data;
  const auth = guest ? {} : buyer.auth;
  const payment = guest ? { orderToken: token } : { id: payOrderId };
  const paypalToken =
    channel === 'paypal'
      ? (await postJson(shop, `/pc-api/pay/order/paypal/create?id=${payOrderId}`, undefined, auth)).body.data.token
      : undefined;
  const paid = await postJson(
    shop,
    `/pc-api/pay/order/${guest ? 'guest/' : ''}pay/success`,
    { ...payment, channelCode: channel, token: paypalToken },
    auth,
  );
  expect(paid.body.code).toBe(0);
  const staff = await createStaff(shop, 'owner');
  if (dispatch) {
    const dhl = await shop.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    const sent = await putJson(shop, '/admin-api/trade/order/delivery', { id, logisticsId: dhl.id, logisticsNo: 'JD1' }, staff.auth);
    expect(sent.body.code).toBe(0);
  }
  const order = await shop.db.tradeOrder.findUniqueOrThrow({
    where: { id },
    include: { items: { orderBy: { id: 'asc' } }, payOrder: true },
  });
  return { order, items: order.items, staff, token: token as string | undefined };
}

const refund = (shop: TestApp, staff: Staff, body: Record<string, unknown>, key?: string) =>
  postJson(shop, '/admin-api/trade/order/refund', body, { ...staff.auth, ...(key ? { 'idempotency-key': key } : {}) });
const adminDetail = async (shop: TestApp, staff: Staff, id: number) =>
  (await getJson(shop, `/admin-api/trade/order/get-detail?id=${id}`, staff.auth)).body.data;
const mails = (shop: TestApp, to: string) => shop.db.mailLog.findMany({ where: { toAddress: to, template: 'order-refunded-by-shop' } });

describe('two clicks on Refund', () => {
  it('refund once when sent at the same time with one Idempotency-Key: one PayPal refund of the amount, one credit note, one mail', async () => {
    const paypal = await startFakePaypal();
    const shop = await createTestApp({ PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: paypal.url });
    try {
      const member = await createMember(shop);
      const { order, items, staff } = await paidOrder(shop, member, [2], { channel: 'paypal' });
      const body = { id: order.id, lines: [{ orderItemId: items[0]!.id, count: 1, amount: 500 }], reason: 'Scratched', restock: false };
      const answers = await Promise.all([refund(shop, staff, body, 'click-1'), refund(shop, staff, body, 'click-1')]);

      const codes = answers.map((a) => a.body.code).sort();
      // The second either answers the first refund again, or (still at PayPal) says it is on its way.
      expect([
        [0, 0],
        [0, 1_011_000_017],
      ]).toContainEqual(codes);
      expect(paypal.state.refunded).toEqual([{ captureId: order.payOrder!.captureId, requestId: expect.any(String), value: '5.00' }]);
      expect(await shop.db.tradeOrderRefund.count({ where: { orderId: order.id } })).toBe(1);
      expect(await shop.db.tradeCreditNote.count({ where: { orderId: order.id } })).toBe(1);
      expect(await mails(shop, member.mail)).toHaveLength(1);
      // A later repeat answers the same refund; the same key with another body is refused.
      const again = await refund(shop, staff, body, 'click-1');
      expect(again.body).toMatchObject({ code: 0, data: { id: answers.find((a) => a.body.code === 0)!.body.data.id, amount: 500 } });
      expect((await refund(shop, staff, { ...body, reason: 'Other' }, 'click-1')).body.code).toBe(1_011_000_009);
      expect(paypal.state.refunded).toHaveLength(1);
      expect((await adminDetail(shop, staff, order.id)).refundedPrice).toBe(500);
    } finally {
      await shop.close();
      await paypal.close();
    }
  });
});

describe('refunds by the shop', () => {
  it('refunds part of a line of a dispatched member order and then the rest, restocking: order page, stock, credit note, mail, dashboard', async () => {
    const member = await createMember(app);
    const { order, items, staff } = await paidOrder(app, member, [3, 1]);
    const [line, other] = items as [(typeof items)[number], (typeof items)[number]];
    const before = await adminDetail(app, staff, order.id);
    const left = before.refundable.lines.find((l: { orderItemId: number }) => l.orderItemId === line.id);
    expect(left.count).toBe(3);
    expect(before.refundable.total).toBe(order.payPrice);
    expect(before).toMatchObject({ refunds: [], refundedPrice: 0 });
    const stock = (await app.db.sku.findUniqueOrThrow({ where: { id: line.skuId } })).stock;
    const summary = async () => {
      const { body } = await getJson(app, '/admin-api/statistics/trade/summary?timeZone=UTC', staff.auth);
      return body.data.today.revenue.USD as number;
    };
    const revenue = await summary();

    const first = await refund(
      app,
      staff,
      { id: order.id, lines: [{ orderItemId: line.id, count: 1, amount: 700 }], reason: 'One broken', restock: true },
      'a',
    );
    expect(first.body).toMatchObject({
      code: 0,
      data: {
        amount: 700,
        reason: 'One broken',
        creditNoteNo: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
        creditNoteId: expect.any(Number),
      },
    });
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: line.skuId } })).stock).toBe(stock + 1);
    expect(await app.db.productStockMovement.findFirst({ where: { skuId: line.skuId }, orderBy: { id: 'desc' } })).toMatchObject({
      change: 1,
      stockAfter: stock + 1,
      kind: 'return',
      orderId: order.id,
    });
    expect(await summary()).toBe(revenue - 700);

    // The rest of the line: two pieces and what is left of its cents, not restocked.
    const rest = left.amount - 700;
    const second = await refund(
      app,
      staff,
      { id: order.id, lines: [{ orderItemId: line.id, count: 2, amount: rest }], reason: 'Rest', restock: false },
      'b',
    );
    expect(second.body.code).toBe(0);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: line.skuId } })).stock).toBe(stock + 1);

    const after = await adminDetail(app, staff, order.id);
    expect(after.status).toBe(20);
    expect(after.refundedPrice).toBe(left.amount);
    expect(after.refunds).toEqual([
      {
        id: first.body.data.id,
        amount: 700,
        reason: 'One broken',
        createTime: expect.any(Number),
        creditNoteNo: first.body.data.creditNoteNo,
        creditNoteId: first.body.data.creditNoteId,
      },
      {
        id: second.body.data.id,
        amount: rest,
        reason: 'Rest',
        createTime: expect.any(Number),
        creditNoteNo: second.body.data.creditNoteNo,
        creditNoteId: second.body.data.creditNoteId,
      },
    ]);
    expect(after.items.map((i: { refundedCount: number }) => i.refundedCount)).toEqual([3, 0]);
    expect(after.refundable.lines).toEqual([
      { orderItemId: line.id, count: 0, amount: 0 },
      { orderItemId: other.id, count: 1, amount: expect.any(Number) },
    ]);
    expect(after.refundable.total).toBe(order.payPrice - left.amount);
    // The member's own order page shows the same refunds.
    expect((await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth)).body.data).toMatchObject({
      refundedPrice: left.amount,
      refunds: [{ amount: 700 }, { amount: rest }],
    });

    // Each refund mailed to the member with its credit note.
    const sent = await mails(app, member.mail);
    expect(sent).toHaveLength(2);
    const note = await app.db.tradeCreditNote.findUniqueOrThrow({ where: { orderRefundId: first.body.data.id } });
    expect(sent[0]!.attachments).toEqual([{ kind: 'credit-note', id: note.id }]);
    expect(sent[0]!.text).toContain(`we paid back ${formatMoney(700, 'USD', 'en')} of order ${order.no}`);
    expect(sent[0]!.text).toContain('Your credit note is attached as a PDF.');

    // The credit note read back: its line and its total, which the line adds up to.
    const pdf = await app.inject({
      method: 'GET',
      url: `/admin-api/trade/credit-note/get-pdf?id=${first.body.data.creditNoteId}`,
      headers: { 'tenant-id': '1', ...staff.auth },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Credit note ${note.no}`);
    expect(text).toContain(line.spuName);
    expect(text).toMatch(new RegExp(`Credited amount\\s+${printed(-700, 'USD', 'en').replace(/[$.]/g, '\\$&')}`));
    expect(note.total).toBe(700);
  });

  it('refunds a guest’s dispatched order whole, delivery included: PayPal-free payments refunded locally, the payment paid back, mail to the guest', async () => {
    const guest = `refund-guest-${Date.now()}@example.test`;
    const { order, items, staff, token } = await paidOrder(app, { guest }, [1, 2]);
    expect(order.deliveryPrice).toBeGreaterThan(0);
    const { refundable } = await adminDetail(app, staff, order.id);
    const whole = await refund(
      app,
      staff,
      { id: order.id, lines: refundable.lines, deliveryAmount: refundable.deliveryAmount, reason: 'Parcel lost', restock: false },
      'whole',
    );
    expect(whole.body).toMatchObject({ code: 0, data: { amount: order.payPrice } });
    const after = await adminDetail(app, staff, order.id);
    // Dispatched orders stay dispatched, as after-sales leave them; the payment says it was paid back.
    expect(after).toMatchObject({ status: 20, refundedPrice: order.payPrice });
    expect(after.refundable).toBeUndefined();
    expect(after.items.map((i: { refundedCount: number }) => i.refundedCount)).toEqual(items.map((i) => i.count));
    expect((await app.db.payOrder.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe(30);
    const guestView = await getJson(app, `/pc-api/trade/order/guest/get-detail?token=${encodeURIComponent(token!)}`);
    expect(guestView.body.data).toMatchObject({
      refundedPrice: order.payPrice,
      refunds: [{ amount: order.payPrice, reason: 'Parcel lost' }],
    });
    expect(await mails(app, guest)).toHaveLength(1);
    // Nothing is left: another refund is refused.
    expect((await refund(app, staff, { id: order.id, lines: [], deliveryAmount: 1, reason: 'More' })).body.code).toBe(1_011_000_005);
  });

  it('the buyer downloads the credit note of each refund by the shop from the order (member and guest), nobody else’s', async () => {
    const member = await createMember(app);
    const mine = await paidOrder(app, member, [2]);
    const [line] = mine.items;
    const done = await refund(app, mine.staff, {
      id: mine.order.id,
      lines: [{ orderItemId: line!.id, count: 1, amount: 500 }],
      reason: 'Scratched',
    });
    const { id: refundId, creditNoteNo } = done.body.data as { id: number; creditNoteNo: string };
    const download = (url: string, auth: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { 'tenant-id': '1', ...auth } });
    const pdf = await download(`/pc-api/trade/order/credit-note?id=${mine.order.id}&refundId=${refundId}`, member.auth);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="credit-note-${creditNoteNo}.pdf"`);
    expect((await pdfText(pdf.rawPayload)).text).toContain(creditNoteNo);
    // Without refundId it is the cancellation's note, which this order has not.
    expect((await download(`/pc-api/trade/order/credit-note?id=${mine.order.id}`, member.auth)).json().code).toBe(1_011_012_001);
    // Another member names the refund on their own order, or on this one: not theirs.
    const other = await createMember(app);
    const theirs = await paidOrder(app, other, [1]);
    expect((await download(`/pc-api/trade/order/credit-note?id=${theirs.order.id}&refundId=${refundId}`, other.auth)).json().code).toBe(
      1_011_012_001,
    );
    expect((await download(`/pc-api/trade/order/credit-note?id=${mine.order.id}&refundId=${refundId}`, other.auth)).json().code).toBe(
      1_011_000_000,
    );

    const guest = `refund-note-${Date.now()}@example.test`;
    const guests = await paidOrder(app, { guest }, [2]);
    const answer = await refund(app, guests.staff, {
      id: guests.order.id,
      lines: [{ orderItemId: guests.items[0]!.id, count: 0, amount: 300 }],
      reason: 'Late',
    });
    const key = encodeURIComponent(guests.token!);
    const guestPdf = await download(`/pc-api/trade/order/guest/credit-note?token=${key}&refundId=${answer.body.data.id}`);
    expect(guestPdf.headers['content-disposition']).toBe(`attachment; filename="credit-note-${answer.body.data.creditNoteNo}.pdf"`);
    expect((await download(`/pc-api/trade/order/guest/credit-note?token=${key}&refundId=${refundId}`)).json().code).toBe(1_011_012_001);
  });

  it('refuses more than is left of a line, its pieces, the delivery or the payment, recording nothing', async () => {
    const member = await createMember(app);
    const { order, items, staff } = await paidOrder(app, member, [2]);
    const { refundable } = await adminDetail(app, staff, order.id);
    const line = refundable.lines[0];
    const ask = (body: Record<string, unknown>) => refund(app, staff, { id: order.id, lines: [], reason: 'Too much', ...body });
    const tooHigh = await ask({ lines: [{ orderItemId: items[0]!.id, count: 1, amount: line.amount + 1 }] });
    expect(tooHigh.body).toMatchObject({ code: 1_011_000_014 });
    expect(tooHigh.body.msg).toContain(formatMoney(line.amount, 'USD', 'en'));
    expect((await ask({ lines: [{ orderItemId: items[0]!.id, count: 3, amount: 1 }] })).body.code).toBe(1_011_000_014);
    expect((await ask({ deliveryAmount: order.deliveryPrice + 1 })).body.code).toBe(1_011_000_015);
    expect((await ask({ lines: [{ orderItemId: items[0]!.id, count: 0, amount: 0 }] })).body.code).toBe(1_011_000_013);
    const foreign = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: { not: order.id } } });
    expect((await ask({ lines: [{ orderItemId: foreign.id, count: 0, amount: 1 }] })).body.code).toBe(1_011_005_002);
    // Once part of the line is refunded, only the rest of it may be.
    expect((await ask({ lines: [{ orderItemId: items[0]!.id, count: 0, amount: line.amount - 100 }] })).body.code).toBe(0);
    expect((await ask({ lines: [{ orderItemId: items[0]!.id, count: 0, amount: 101 }] })).body.code).toBe(1_011_000_014);
    expect(await app.db.tradeOrderRefund.count({ where: { orderId: order.id } })).toBe(1);
    // The German back office reads the refusal in German.
    const german = await postJson(
      app,
      '/admin-api/trade/order/refund',
      { id: order.id, lines: [], deliveryAmount: order.deliveryPrice + 1, reason: 'x' },
      { ...staff.auth, 'accept-language': 'de' },
    );
    expect(german.body.msg).toContain('Vom Versand');
    // Staff without the refund permission are refused.
    const support = await createStaff(app, 'support');
    expect((await refund(app, support, { id: order.id, lines: [], deliveryAmount: 1, reason: 'x' })).body.code).toBe(403);
  });

  it('cancels an order not dispatched yet once all of it is refunded; a cancel after a part refund is refused', async () => {
    const member = await createMember(app);
    const whole = await paidOrder(app, member, [1], { dispatch: false });
    const { refundable } = await adminDetail(app, whole.staff, whole.order.id);
    const done = await refund(app, whole.staff, {
      id: whole.order.id,
      lines: refundable.lines,
      deliveryAmount: refundable.deliveryAmount,
      reason: 'Out of stock',
      restock: true,
    });
    expect(done.body.code).toBe(0);
    expect(await adminDetail(app, whole.staff, whole.order.id)).toMatchObject({
      status: 40,
      cancelReason: 'shop',
      refundedPrice: whole.order.payPrice,
    });

    const part = await paidOrder(app, member, [2], { dispatch: false });
    expect((await refund(app, part.staff, { id: part.order.id, lines: [], deliveryAmount: 100, reason: 'Late' })).body.code).toBe(0);
    const cancel = await putJson(app, '/admin-api/trade/order/cancel', { id: part.order.id, reason: 'No' }, part.staff.auth);
    expect(cancel.body.code).toBe(1_011_000_005);
    expect((await adminDetail(app, part.staff, part.order.id)).status).toBe(10);
  });
});

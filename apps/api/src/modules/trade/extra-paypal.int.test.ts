import { formatMoney } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { paypalSettings, startFakePaypal } from '../../../test/fake-paypal.ts';
import { createMember, createTestApp, getJson, postJson, putJson, TENANT, type TestApp, texasAddress } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { backgroundCtx } from '../../lib/use-case.ts';
import type { EditCredit } from './issue-credit-note.ts';
import { settlePendingCaptures } from './settle-pending-captures.ts';

/** Logins and unpaid orders of many buyers in one file. */
const limits = { RATE_LIMIT_LOGINS_PER_MINUTE: '10000', UNPAID_ORDERS_PER_BUYER: '1000' };
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
let app: TestApp;
beforeAll(async () => {
  paypal = await startFakePaypal();
  app = await createTestApp({ ...limits, ...paypalSettings(paypal.url) });
});
afterAll(() => Promise.all([app.close(), paypal.close()]));

type Member = Awaited<ReturnType<typeof createMember>>;
type Buyer = Member | { guest: string };

const skusFrom = (from: number, take: number) =>
  app.db.sku.findMany({
    where: {
      stock: { gte: 50 },
      spu: { status: 1, decoratingMethods: { isEmpty: true } },
      deletedAt: null,
      priceUsd: { lte: 3000 },
      piecesPerUnit: 1,
    },
    orderBy: { id: 'asc' },
    skip: from,
    take,
  });

/** Follows PayPal's approval page back to the shop: the address PayPal returns the buyer to. */
async function approve(approveUrl: string): Promise<URL> {
  const answer = await fetch(approveUrl, { redirect: 'manual' });
  return new URL(answer.headers.get('location') ?? '');
}

/** An order of one line paid through PayPal (Texas), then raised by the shop to `count` pieces: the edit's id and amount. */
async function raisedOrder(buyer: Buyer, count: number, from: number) {
  const [sku] = await skusFrom(from, 1);
  const items = [{ skuId: sku!.id, count: 1 }];
  const guest = 'guest' in buyer;
  const created = guest
    ? await postJson(app, '/pc-api/trade/order/guest/create', { items, deliveryType: '1', email: buyer.guest, address: texasAddress })
    : await postJson(app, '/pc-api/trade/order/create', { items, deliveryType: '1', email: buyer.mail, ...texasAddress }, buyer.auth);
  expect(created.body.code).toBe(0);
  const { id, payOrderId, token: orderToken } = created.body.data as { id: number; payOrderId: number; token?: string };
  const opened = guest
    ? await postJson(app, '/pc-api/pay/order/guest/paypal/create', { orderToken })
    : await postJson(app, `/pc-api/pay/order/paypal/create?id=${payOrderId}`, undefined, buyer.auth);
  const paid = guest
    ? await postJson(app, '/pc-api/pay/order/guest/pay/success', { orderToken, channelCode: 'paypal', token: opened.body.data.token })
    : await postJson(
        app,
        '/pc-api/pay/order/pay/success',
        { id: payOrderId, channelCode: 'paypal', token: opened.body.data.token },
        buyer.auth,
      );
  expect(paid.body.code).toBe(0);
  const staff = await createStaff(app, 'owner');
  const line = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: id } });
  const edited = await putJson(
    app,
    '/admin-api/trade/order/update-items',
    { id, lines: [{ orderItemId: line.id, skuId: line.skuId, count }] },
    staff.auth,
  );
  expect(edited.body.code).toBe(0);
  const edit = await app.db.tradeOrderEdit.findFirstOrThrow({ where: { orderId: id } });
  expect(edit.extraAmount).toBe(edited.body.data.difference);
  expect(edit.extraAmount).toBeGreaterThan(0);
  return { id, staff, edit, orderToken };
}

const memberCreate = (member: Member, editId: number) => postJson(app, '/pc-api/pay/order/extra/paypal/create', { editId }, member.auth);
const memberPay = (member: Member, editId: number, token: string, channelCode = 'paypal') =>
  postJson(app, '/pc-api/pay/order/extra/pay/success', { editId, channelCode, token }, member.auth);

describe('the extra payment of an edited order through PayPal (local fake)', () => {
  it("a member pays the extra by PayPal: the PayPal order asks the edit's amount, PayPal returns to the mailed page, one capture", async () => {
    paypal.state.outcome = 'approve';
    const member = await createMember(app);
    const { id, staff, edit } = await raisedOrder(member, 3, 0);
    // The demo wallet is not offered beside PayPal; another member's edit is not found.
    expect((await memberPay(member, edit.id, 'x', 'demo')).body.code).toBe(1_007_001_000);
    const other = await createMember(app);
    expect((await memberCreate(other, edit.id)).body.code).toBe(1_007_002_000);

    const opened = await memberCreate(member, edit.id);
    expect(opened.body.code).toBe(0);
    const { token, approveUrl } = opened.body.data;
    expect(token).toMatch(/^PAYPAL-/);
    const back = await approve(approveUrl);
    expect(back.pathname).toBe('/payOrder');
    expect(back.searchParams.get('id')).toBe(String(id));
    expect(back.searchParams.get('extra')).toBe(String(edit.id));
    expect(back.searchParams.get('token')).toBe(token);
    // A forged token takes nothing.
    expect((await memberPay(member, edit.id, 'PAYPAL-FORGED')).body.code).toBe(1_007_002_002);

    const captures = paypal.state.captures;
    expect((await memberPay(member, edit.id, token)).body).toMatchObject({ code: 0, data: true });
    expect(paypal.state.captures).toBe(captures + 1);
    expect((await memberPay(member, edit.id, token)).body).toMatchObject({ code: 0, data: true });
    expect(paypal.state.captures).toBe(captures + 1);
    const paid = await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } });
    expect(paid).toMatchObject({ extraStatus: 10, extraChannelCode: 'paypal', extraCaptureId: `CAP-${token}` });
    const detail = (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, staff.auth)).body.data;
    expect(detail.edits[0].extraPayment).toMatchObject({ status: 10, amount: edit.extraAmount });
    expect(detail.logs.filter((l: { action: string }) => l.action === 'extra-pay')).toHaveLength(1);
    // Paid: no second PayPal order.
    expect((await memberCreate(member, edit.id)).body.code).toBe(1_007_002_001);
  });

  it('two captures at once pay once: one PayPal capture, one record', async () => {
    paypal.state.outcome = 'approve';
    const member = await createMember(app);
    const { id, edit } = await raisedOrder(member, 2, 1);
    const { token } = (await memberCreate(member, edit.id)).body.data;
    const captures = paypal.state.captures;
    const answers = await Promise.all([
      memberPay(member, edit.id, token),
      memberPay(member, edit.id, token),
      memberPay(member, edit.id, token),
    ]);
    expect(answers.map((a) => a.body.code)).toContain(0);
    expect(paypal.state.captures).toBe(captures + 1);
    expect(await app.db.tradeOrderLog.count({ where: { orderId: id, action: 'extra-pay' } })).toBe(1);
    expect((await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } })).extraStatus).toBe(10);
  });

  it('a capture PayPal answers with another amount leaves the extra open', async () => {
    const member = await createMember(app);
    const { edit } = await raisedOrder(member, 2, 2);
    const { token } = (await memberCreate(member, edit.id)).body.data;
    paypal.state.outcome = 'wrong-amount';
    try {
      expect((await memberPay(member, edit.id, token)).body.code).toBe(1_007_002_002);
    } finally {
      paypal.state.outcome = 'approve';
    }
    expect((await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } })).extraStatus).toBe(0);
  });

  it("a guest pays the extra by PayPal through the order's signed link, and PayPal returns to it", async () => {
    paypal.state.outcome = 'approve';
    const email = `extra-guest-${Date.now()}@example.test`;
    const { edit } = await raisedOrder({ guest: email }, 3, 3);
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: email, template: 'order-extra-payment' } });
    const [, orderToken, editId] = /guestOrder\?key=([\w.-]+)&extra=(\d+)/.exec(mail.text)!;
    expect(Number(editId)).toBe(edit.id);
    expect((await postJson(app, '/pc-api/pay/order/guest/extra/paypal/create', { editId: edit.id, orderToken: 'forged' })).body.code).toBe(
      1_007_002_000,
    );
    const opened = await postJson(app, '/pc-api/pay/order/guest/extra/paypal/create', { editId: edit.id, orderToken });
    expect(opened.body.code).toBe(0);
    const back = await approve(opened.body.data.approveUrl);
    expect(back.pathname).toBe('/guestOrder');
    expect(back.searchParams.get('key')).toBe(orderToken);
    expect(back.searchParams.get('extra')).toBe(String(edit.id));
    expect(back.searchParams.get('pay')).toBe('paypal');
    const pay = () =>
      postJson(app, '/pc-api/pay/order/guest/extra/pay/success', {
        editId: edit.id,
        orderToken,
        channelCode: 'paypal',
        token: opened.body.data.token,
      });
    expect((await pay()).body).toMatchObject({ code: 0, data: true });
    expect((await pay()).body).toMatchObject({ code: 0, data: true });
    expect((await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } })).extraStatus).toBe(10);
  });

  it('a shop refund of an order paid in two captures is split across them, never more than each took, each once per Idempotency-Key', async () => {
    paypal.state.outcome = 'approve';
    const member = await createMember(app);
    const { id, staff, edit } = await raisedOrder(member, 3, 6);
    const { token } = (await memberCreate(member, edit.id)).body.data;
    expect((await memberPay(member, edit.id, token)).body.code).toBe(0);
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { items: true, payOrder: true } });
    const [item] = order.items;
    const first = order.payOrder!.amount;
    const total = first + edit.extraAmount;
    const refund = (body: Record<string, unknown>, key: string) =>
      postJson(app, '/admin-api/trade/order/refund', body, { ...staff.auth, 'idempotency-key': key });
    const of = (captureId: string | null) => paypal.state.refunded.filter((r) => r.captureId === captureId).map((r) => r.value);
    const major = (cents: number) => (cents / 100).toFixed(2);

    // 1.00 less than the first capture: all of it from the first capture.
    const part = { id, lines: [], deliveryAmount: 0, reason: 'Late delivery', restock: false };
    const small = { ...part, deliveryAmount: Math.min(order.deliveryPrice, first - 100) };
    const rest = first - 100 - small.deliveryAmount;
    const firstBody = { ...small, lines: rest > 0 ? [{ orderItemId: item!.id, count: 0, amount: rest }] : [] };
    expect((await refund(firstBody, 'split-1')).body.code).toBe(0);
    expect(of(order.payOrder!.captureId)).toEqual([major(first - 100)]);
    expect(of(`CAP-${token}`)).toEqual([]);

    // The rest of the order: 1.00 from the first capture, the extra payment's whole amount from the second.
    const left = (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, staff.auth)).body.data;
    expect(total - left.refundedPrice).toBe(100 + edit.extraAmount);
    const whole = {
      ...part,
      deliveryAmount: order.deliveryPrice - small.deliveryAmount,
      lines: [{ orderItemId: item!.id, count: 0, amount: 100 + edit.extraAmount - (order.deliveryPrice - small.deliveryAmount) }],
    };
    const answers = await Promise.all([refund(whole, 'split-2'), refund(whole, 'split-2')]);
    expect(answers.map((a) => a.body.code)).toContain(0);
    expect((await refund(whole, 'split-2')).body.code).toBe(0);
    expect(of(order.payOrder!.captureId)).toEqual([major(first - 100), major(100)]);
    expect(of(`CAP-${token}`)).toEqual([major(edit.extraAmount)]);
    const detail = (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, staff.auth)).body.data;
    expect(detail.refundedPrice).toBe(total);
    expect(detail.refunds).toHaveLength(2);
    // Nothing is left to refund.
    expect((await refund({ ...part, deliveryAmount: 1 }, 'split-3')).body.code).not.toBe(0);
  });

  it('a PENDING capture of an extra stays open until the background job finds it completed, then is recorded once with its invoice', async () => {
    paypal.state.outcome = 'approve';
    const member = await createMember(app);
    const { id, edit } = await raisedOrder(member, 2, 8);
    paypal.state.outcome = 'pending';
    paypal.state.captureStatus = 'PENDING';
    try {
      const { token } = (await memberCreate(member, edit.id)).body.data;
      expect((await memberPay(member, edit.id, token)).body.code).toBe(1_007_002_004);
      expect(await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } })).toMatchObject({
        extraStatus: 0,
        extraCaptureId: `CAP-${token}`,
      });
      await settlePendingCaptures(backgroundCtx(app));
      expect((await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } })).extraStatus).toBe(0);

      paypal.state.captureStatus = 'COMPLETED';
      await settlePendingCaptures(backgroundCtx(app));
      await settlePendingCaptures(backgroundCtx(app));
      expect(await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } })).toMatchObject({
        extraStatus: 10,
        extraChannelCode: 'paypal',
        extraCaptureId: `CAP-${token}`,
      });
      expect(await app.db.tradeOrderLog.count({ where: { orderId: id, action: 'extra-pay' } })).toBe(1);
      expect(await app.db.tradeInvoice.count({ where: { orderId: id, editId: edit.id } })).toBe(1);
      const mine = (await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, member.auth)).body.data.extraPayments;
      expect(mine).toEqual([expect.objectContaining({ editId: edit.id, status: 10 })]);
    } finally {
      paypal.state.outcome = 'approve';
      paypal.state.captureStatus = 'COMPLETED';
    }
  });

  it('a PENDING capture of an extra that PayPal then declines lets the buyer pay again', async () => {
    paypal.state.outcome = 'approve';
    const member = await createMember(app);
    const { edit } = await raisedOrder(member, 2, 9);
    paypal.state.outcome = 'pending';
    paypal.state.captureStatus = 'DECLINED';
    try {
      const { token } = (await memberCreate(member, edit.id)).body.data;
      expect((await memberPay(member, edit.id, token)).body.code).toBe(1_007_002_004);
      await settlePendingCaptures(backgroundCtx(app));
      expect(await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } })).toMatchObject({
        extraStatus: 0,
        extraCaptureId: null,
      });
    } finally {
      paypal.state.outcome = 'approve';
      paypal.state.captureStatus = 'COMPLETED';
    }
  });

  it('resending the invoice from the back office attaches the supplementary invoice of the paid extra too', async () => {
    paypal.state.outcome = 'approve';
    const member = await createMember(app);
    const { id, staff, edit } = await raisedOrder(member, 2, 10);
    const { token } = (await memberCreate(member, edit.id)).body.data;
    expect((await memberPay(member, edit.id, token)).body.code).toBe(0);
    const invoices = await app.db.tradeInvoice.findMany({ where: { orderId: id }, orderBy: { id: 'asc' } });
    expect(invoices.map((i) => i.editId)).toEqual([null, edit.id]);
    const before = await app.db.mailLog.count({ where: { toAddress: member.mail, template: 'invoice' } });
    expect((await postJson(app, '/admin-api/trade/order/resend-mail', { id, kind: 'invoice' }, staff.auth)).body.code).toBe(0);
    const mails = await app.db.mailLog.findMany({ where: { toAddress: member.mail, template: 'invoice' }, orderBy: { id: 'asc' } });
    expect(mails).toHaveLength(before + 1);
    expect((mails.at(-1)!.attachments as { kind: string; id: number }[]).map((a) => a.id)).toEqual(invoices.map((i) => i.id));
  });

  it('a paid extra gets a supplementary invoice: the next number, naming the invoice, lines adding up, mailed, listed, counted by the tax report', async () => {
    paypal.state.outcome = 'approve';
    const member = await createMember(app);
    const { id, staff, edit } = await raisedOrder(member, 4, 4);
    const original = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id, editId: null } });
    const { token } = (await memberCreate(member, edit.id)).body.data;
    const from = Date.now() - 1;
    expect((await memberPay(member, edit.id, token)).body.code).toBe(0);
    expect((await memberPay(member, edit.id, token)).body.code).toBe(0);
    const to = Date.now() + 1;

    const invoices = await app.db.tradeInvoice.findMany({ where: { orderId: id, editId: edit.id } });
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice!.total).toBe(edit.extraAmount);
    const [year, seq] = invoice!.no.split('-').map(Number);
    expect(year).toBe(Number(original.no.split('-')[0]));
    expect(seq).toBeGreaterThan(Number(original.no.split('-')[1]));
    // Its lines (the raised line, the delivery and sales-tax rows that changed) add up to the extra amount.
    const stored = await app.db.tradeOrderEdit.findUniqueOrThrow({ where: { id: edit.id } });
    const before = stored.before as { price: { salesTaxPrice: number } };
    const after = stored.after as unknown as { price: { salesTaxPrice: number }; credit: EditCredit };
    const charged = [...after.credit.lines, ...after.credit.rows].reduce((sum, line) => sum - line.amount, 0);
    expect(charged).toBe(edit.extraAmount);
    const content = invoice!.content as { lines: string[][]; amounts: Record<string, number> };
    expect(content.lines).toHaveLength(after.credit.lines.length + after.credit.rows.length);
    const salesTax = after.price.salesTaxPrice - before.price.salesTaxPrice;
    expect(salesTax).toBeGreaterThan(0);
    expect(content.amounts).toEqual({ payPrice: edit.extraAmount, salesTaxPrice: salesTax, vatIncludedPrice: 0 });

    // Mailed with the PDF, listed on the order's documents, and the buyer's order names it.
    const mails = await app.db.mailLog.findMany({ where: { toAddress: member.mail, template: 'invoice' } });
    expect(mails.filter((m) => (m.attachments as { id: number }[]).some((a) => a.id === invoice!.id))).toHaveLength(1);
    const { documents } = (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, staff.auth)).body.data;
    expect(documents.invoice.no).toBe(original.no);
    expect(documents.supplementaryInvoices).toEqual([
      expect.objectContaining({ no: invoice!.no, total: edit.extraAmount, editId: edit.id }),
    ]);
    const mine = (await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, member.auth)).body.data.extraPayments;
    expect(mine).toEqual([expect.objectContaining({ editId: edit.id, status: 10, invoiceNo: invoice!.no })]);

    // The PDF as the buyer downloads it.
    const response = await app.inject({
      method: 'GET',
      url: `/pc-api/trade/order/invoice?id=${id}&editId=${edit.id}`,
      headers: { ...TENANT, ...member.auth },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice!.no}.pdf"`);
    const { text } = await pdfText(response.rawPayload);
    const money = (cents: number) => formatMoney(cents, 'USD', 'en').replace(/\u00a0/g, ' ');
    expect(text).toContain(`Invoice ${invoice!.no}`);
    expect(text).toContain(original.no);
    expect(text).toContain('Supplementary invoice to invoice');
    expect(text).toContain(money(edit.extraAmount));
    expect(text).toContain(money(salesTax));
    expect(text).toContain('+3');
    const admin = await app.inject({
      method: 'GET',
      url: `/admin-api/trade/order/invoice?id=${id}&editId=${edit.id}`,
      headers: { ...TENANT, ...staff.auth },
    });
    expect(admin.statusCode).toBe(200);
    const other = await createMember(app);
    const foreign = await getJson(app, `/pc-api/trade/order/invoice?id=${id}&editId=${edit.id}`, other.auth);
    expect(foreign.body.code).not.toBe(0);

    // The tax report of the minutes the extra was paid in counts exactly this invoice.
    const report = (await getJson(app, `/admin-api/statistics/trade/tax?from=${from}&to=${to}`, staff.auth)).body.data;
    expect(report.rows).toEqual([{ country: 'US', state: 'TX', currency: 'USD', taxable: edit.extraAmount - salesTax, tax: salesTax }]);
  });
});

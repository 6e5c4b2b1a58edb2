import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { paidMemberOrder } from '../../../test/paid-orders.ts';
import { berlinAddress, createMember, createTestApp, getJson, postJson, putJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** A paid order of `member` to Berlin with one line of two pieces: invoiced at payment. */
const paidOrder = (member: Member) => paidMemberOrder(app, member, { count: 2, address: berlinAddress });

async function download(url: string, auth: Record<string, string>) {
  return app.inject({ method: 'GET', url, headers: auth });
}

/** A dispatched order whose one line was refunded through an after-sale: answers the order's and the after-sale's ids. */
async function refundedOrder(member: Member, staff: { auth: Record<string, string> }) {
  const id = await paidOrder(member);
  const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
  expect(
    (await putJson(app, '/admin-api/trade/order/delivery', { id, logisticsId: dhl.id, logisticsNo: 'JD0001' }, staff.auth)).body.code,
  ).toBe(0);
  const item = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: id } });
  const applied = await postJson(
    app,
    '/pc-api/trade/after-sale/create',
    { orderItemId: item.id, way: 10, applyReason: 'Item not received' },
    member.auth,
  );
  expect(applied.body.code).toBe(0);
  const afterSaleId = applied.body.data as number;
  expect((await putJson(app, `/admin-api/trade/after-sale/agree?id=${afterSaleId}`, {}, staff.auth)).body.code).toBe(0);
  expect((await putJson(app, `/admin-api/trade/after-sale/refund?id=${afterSaleId}`, {}, staff.auth)).body.code).toBe(0);
  return { id, afterSaleId };
}

describe('documents in the back office', () => {
  it('downloads any order’s invoice as the buyer got it, lists it on the order; refuses those without the permission', async () => {
    const member = await createMember(app);
    const id = await paidOrder(member);
    const [fulfilment, catalogue] = [await createStaff(app, 'fulfilment'), await createStaff(app, 'catalogue')];
    const invoice = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id, editId: null } });

    const response = await download(`/admin-api/trade/order/invoice?id=${id}`, fulfilment.auth);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.no}.pdf"`);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice ${invoice.no}`);

    const detail = await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, fulfilment.auth);
    expect(detail.body.data.documents).toEqual({
      invoice: { id: invoice.id, no: invoice.no, currency: 'EUR', total: invoice.total, issueTime: invoice.issuedAt.getTime() },
      supplementaryInvoices: [],
      creditNotes: [],
      quote: null,
    });
    expect((await download(`/admin-api/trade/order/invoice?id=${id}`, catalogue.auth)).json().code).toBe(403);
    expect((await download(`/admin-api/trade/order/invoice?id=999999`, fulfilment.auth)).json().code).toBe(1_011_000_000);
  });

  it('answers not issued for an unpaid order’s invoice', async () => {
    const member = await createMember(app);
    const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 50 }, spu: { status: 1 }, deletedAt: null } });
    const created = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...berlinAddress },
      member.auth,
    );
    const owner = await createStaff(app, 'owner');
    expect((await download(`/admin-api/trade/order/invoice?id=${created.body.data.id}`, owner.auth)).json().code).toBe(1_011_012_000);
  });

  it('downloads an after-sale’s credit note by the after-sale and by its own id, listed on the order and the after-sale', async () => {
    const member = await createMember(app);
    const fulfilment = await createStaff(app, 'fulfilment');
    const { id, afterSaleId } = await refundedOrder(member, fulfilment);
    const note = await app.db.tradeCreditNote.findUniqueOrThrow({ where: { afterSaleId } });
    const afterSale = await app.db.tradeAfterSale.findUniqueOrThrow({ where: { id: afterSaleId } });

    for (const url of [`/admin-api/trade/after-sale/credit-note?id=${afterSaleId}`, `/admin-api/trade/credit-note/get-pdf?id=${note.id}`]) {
      const response = await download(url, fulfilment.auth);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="credit-note-${note.no}.pdf"`);
      const { text } = await pdfText(response.rawPayload);
      expect(text).toContain(`Credit note ${note.no}`);
      expect(text).toContain(afterSale.no);
    }
    const order = (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, fulfilment.auth)).body.data;
    expect(order.documents.creditNotes).toEqual([
      expect.objectContaining({ id: note.id, no: note.no, total: afterSale.refundPrice, afterSaleId, afterSaleNo: afterSale.no }),
    ]);
    const detail = (await getJson(app, `/admin-api/trade/after-sale/get-detail?id=${afterSaleId}`, fulfilment.auth)).body.data;
    expect(detail.creditNote).toMatchObject({ id: note.id, no: note.no });
    expect(detail.invoice).toMatchObject({ no: order.documents.invoice.no });
    expect((await download(`/admin-api/trade/credit-note/get-pdf?id=999999`, fulfilment.auth)).json().code).toBe(1_011_012_001);
  });
});

describe('mailing the buyer again', () => {
  it('sends the confirmation, invoice, dispatch notice and credit note again, with their PDFs, and audits each', async () => {
    const member = await createMember(app);
    const fulfilment = await createStaff(app, 'fulfilment');
    const { id, afterSaleId } = await refundedOrder(member, fulfilment);
    const invoice = await app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id, editId: null } });
    const note = await app.db.tradeCreditNote.findUniqueOrThrow({ where: { afterSaleId } });
    const order = await app.db.tradeOrder.findUniqueOrThrow({ where: { id } });
    const mails = (template: string) => app.db.mailLog.findMany({ where: { toAddress: member.mail, template }, orderBy: { id: 'asc' } });
    const before = { paid: (await mails('order-paid')).length, dispatched: (await mails('order-dispatched')).length };

    for (const kind of ['confirmation', 'invoice', 'dispatch', 'credit-note']) {
      expect((await postJson(app, '/admin-api/trade/order/resend-mail', { id, kind }, fulfilment.auth)).body.code).toBe(0);
    }
    expect(await mails('order-paid')).toHaveLength(before.paid + 1);
    const [dispatched] = (await mails('order-dispatched')).slice(before.dispatched);
    expect(dispatched?.text).toContain('JD0001');
    const [invoiceMail] = await mails('invoice');
    expect(invoiceMail).toMatchObject({ attachments: [{ kind: 'invoice', id: invoice.id }] });
    expect(invoiceMail?.subject).toContain(invoice.no);
    const [noteMail] = await mails('credit-note');
    expect(noteMail).toMatchObject({ attachments: [{ kind: 'credit-note', id: note.id }] });
    expect(noteMail?.subject).toBe(`Credit note ${note.no} for your order ${order.no}`);
    const audit = await app.db.auditLog.findMany({ where: { action: 'trade:order:resend-mail', target: `trade_order:${id}` } });
    expect(audit.map((row) => (row.after as { kind: string }).kind)).toEqual(['confirmation', 'invoice', 'dispatch', 'credit-note']);
  });

  it('refuses a mail the order has nothing for, an unknown kind, and staff who may not change orders', async () => {
    const member = await createMember(app);
    const id = await paidOrder(member);
    const [fulfilment, support] = [await createStaff(app, 'fulfilment'), await createStaff(app, 'support')];
    const resend = (body: object, auth = fulfilment.auth) => postJson(app, '/admin-api/trade/order/resend-mail', body, auth);
    expect((await resend({ id, kind: 'dispatch' })).body.code).toBe(1_011_000_005);
    expect((await resend({ id, kind: 'credit-note' })).body.code).toBe(1_011_012_001);
    expect((await resend({ id, kind: 'newsletter' })).body.code).toBe(400);
    expect((await resend({ id, kind: 'invoice' }, support.auth)).body.code).toBe(403);
  });
});

describe('the after-sale in the screen’s language', () => {
  it('names the reason a German buyer chose in the back office’s language, not the buyer’s', async () => {
    const member = await createMember(app);
    const fulfilment = await createStaff(app, 'fulfilment');
    const id = await paidOrder(member);
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    await putJson(app, '/admin-api/trade/order/delivery', { id, logisticsId: dhl.id, logisticsNo: 'JD2' }, fulfilment.auth);
    const item = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: id } });
    const applied = await postJson(
      app,
      '/pc-api/trade/after-sale/create',
      { orderItemId: item.id, way: 10, applyReason: 'Artikel nicht erhalten' },
      member.auth,
    );
    expect(applied.body.code).toBe(0);
    const read = async (language: string) => {
      const headers = { ...fulfilment.auth, 'accept-language': language };
      const detail = (await getJson(app, `/admin-api/trade/after-sale/get-detail?id=${applied.body.data}`, headers)).body.data;
      const page = (await getJson(app, `/admin-api/trade/after-sale/page?no=${detail.no}`, headers)).body.data;
      return [detail.applyReason, page.list[0].applyReason];
    };
    expect(await read('en')).toEqual(['Item not received', 'Item not received']);
    expect(await read('zh')).toEqual(['未收到商品', '未收到商品']);
  });

  it('lists every invoice and credit note across orders, newest first, by kind, number and issue time, paged; for its permission only', async () => {
    const member = await createMember(app);
    const staff = await createStaff(app, 'owner');
    const { id, afterSaleId } = await refundedOrder(member, staff);
    const other = await paidOrder(member);
    const [invoice, otherInvoice, note] = await Promise.all([
      app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: id } }),
      app.db.tradeInvoice.findFirstOrThrow({ where: { orderId: other } }),
      app.db.tradeCreditNote.findUniqueOrThrow({ where: { afterSaleId } }),
    ]);
    const [order, afterSale] = await Promise.all([
      app.db.tradeOrder.findUniqueOrThrow({ where: { id } }),
      app.db.tradeAfterSale.findUniqueOrThrow({ where: { id: afterSaleId } }),
    ]);
    const page = async (query: string, auth = staff.auth) => (await getJson(app, `/admin-api/trade/invoice/page?${query}`, auth)).body;

    const all = (await page('pageSize=100')).data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const times = all.list.map((d: { issueTime: number }) => d.issueTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.list).toContainEqual({
      kind: 'credit-note',
      id: note.id,
      no: note.no,
      currency: note.currency,
      total: note.total,
      issueTime: note.issuedAt.getTime(),
      orderId: id,
      orderNo: order.no,
      editId: null,
      afterSaleNo: afterSale.no,
    });
    expect(all.list).toContainEqual(expect.objectContaining({ kind: 'invoice', id: invoice.id, no: invoice.no, orderNo: order.no }));

    // By number (part of it), by kind, by issue time; paged.
    expect((await page(`no=${invoice.no.slice(-6)}`)).data.list.map((d: { no: string }) => d.no)).toContain(invoice.no);
    const notes = (await page('kind=credit-note&pageSize=100')).data.list;
    expect(notes.every((d: { kind: string }) => d.kind === 'credit-note')).toBe(true);
    expect(notes.map((d: { id: number }) => d.id)).toContain(note.id);
    const from = otherInvoice.issuedAt.getTime();
    const since = (await page(`from=${from}&to=${from + 1}&kind=invoice`)).data;
    expect(since.list.map((d: { id: number }) => d.id)).toEqual([otherInvoice.id]);
    expect((await page(`from=${Date.now() + 86_400_000}`)).data).toEqual({ list: [], total: 0 });
    const first = (await page('pageSize=1&pageNo=1')).data;
    const second = (await page('pageSize=1&pageNo=2')).data;
    expect(first.list).toHaveLength(1);
    expect(second.list[0].no).not.toBe(first.list[0].no);
    expect((await page('kind=receipt')).code).not.toBe(0);

    // Its own permission, which the preset roles below the owner do not hold.
    expect((await page('', (await createStaff(app, 'catalogue')).auth)).code).toBe(403);
    expect((await page('', (await createStaff(app, 'fulfilment')).auth)).code).toBe(403);
  });
});

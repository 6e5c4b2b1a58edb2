import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import {
  berlinAddress,
  createMember,
  createTestApp,
  getJson,
  postJson,
  TENANT,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';

let app: TestApp;
let staff: Record<string, string>;
const stamp = Date.now();
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  staff = (await createStaff(app, 'support')).auth;
});
afterAll(async () => app.close());

async function items() {
  const sku = await app.db.sku.findFirstOrThrow({
    where: { stock: { gte: 20 }, spu: { status: 1 }, deletedAt: null },
    orderBy: { id: 'asc' },
  });
  return [{ skuId: sku.id, count: 1 }];
}

type Member = Awaited<ReturnType<typeof createMember>>;
const create = async (member: Member, extra: object, headers: Record<string, string> = {}) =>
  postJson(
    app,
    '/pc-api/trade/order/create',
    { items: await items(), deliveryType: '1', email: member.mail, ...texasAddress, ...extra },
    { ...member.auth, ...headers },
  );

describe('purchase-order number and cost centre', () => {
  it('are kept on the order, trimmed, and answered in the member’s and the back office’s detail', async () => {
    const member = await createMember(app);
    const po = `PO-${stamp}-A`;
    const created = await create(member, { poNumber: `  ${po} `, costCentre: 'CC 4711' });
    expect(created.body.code, created.body.msg).toBe(0);
    const { id } = created.body.data;
    const mine = (await getJson(app, `/pc-api/trade/order/get-detail?id=${id}`, member.auth)).body.data;
    expect(mine).toMatchObject({ poNumber: po, costCentre: 'CC 4711' });
    const admin = (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, staff)).body;
    expect(admin.code, admin.msg).toBe(0);
    expect(admin.data).toMatchObject({ poNumber: po, costCentre: 'CC 4711' });
  });

  it('name the PO number in the confirmation mail and on the invoice PDF, in the member’s language', async () => {
    const member = await createMember(app);
    await app.db.member.update({ where: { id: member.id }, data: { mailLanguage: 'de' } });
    const po = `PO-${stamp}-B`;
    const created = await create(member, { ...berlinAddress, poNumber: po, costCentre: 'Marketing 12' });
    expect(created.body.code, created.body.msg).toBe(0);
    const paid = await postJson(
      app,
      '/pc-api/pay/order/pay/success',
      { id: created.body.data.payOrderId, channelCode: 'demo' },
      member.auth,
    );
    expect(paid.body.code, paid.body.msg).toBe(0);
    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-paid' } });
    expect(mail.text).toContain(`Ihre Bestellnummer (PO): ${po}`);
    expect(mail.text).toContain('Kostenstelle: Marketing 12');
    const response = await app.inject({
      method: 'GET',
      url: `/pc-api/trade/order/invoice?id=${created.body.data.id}`,
      headers: { ...TENANT, ...member.auth },
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(po);
    expect(text).toContain('Ihre Bestellnr. (PO)');
    expect(text).toContain('Kostenstelle');
    expect(text).toContain('Marketing 12');
  });

  it('are taken from a guest too, and the guest’s order view answers them', async () => {
    const po = `PO-${stamp}-G`;
    const guest = await postJson(app, '/pc-api/trade/order/guest/create', {
      items: await items(),
      deliveryType: '1',
      email: `buyer-${stamp}@example.test`,
      address: berlinAddress,
      poNumber: po,
    });
    expect(guest.body.code, guest.body.msg).toBe(0);
    const view = await getJson(app, `/pc-api/trade/order/guest/get-detail?token=${encodeURIComponent(guest.body.data.token)}`);
    expect(view.body.data).toMatchObject({ poNumber: po, costCentre: null });
  });

  it('let the back office find an order by a part of its PO number', async () => {
    const member = await createMember(app);
    const po = `ACME-${stamp}-77`;
    const created = await create(member, { poNumber: po });
    expect(created.body.code, created.body.msg).toBe(0);
    const { body } = await getJson(app, `/admin-api/trade/order/page?pageSize=100&keyword=${encodeURIComponent(`acme-${stamp}`)}`, staff);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.list.map((o: { id: number }) => o.id)).toEqual([created.body.data.id]);
  });

  it('refuse 36 characters with 400 naming the field, at settlement and order creation alike', async () => {
    const member = await createMember(app);
    const long = 'P'.repeat(36);
    const settled = await postJson(app, '/pc-api/trade/order/settlement', {
      items: await items(),
      deliveryType: '1',
      areaId: texasAddress.areaId,
      state: texasAddress.state,
      costCentre: long,
    });
    expect(settled.body).toMatchObject({ code: 400, fields: [{ field: 'costCentre' }] });
    const created = await create(member, { poNumber: long });
    expect(created.body).toMatchObject({ code: 400, fields: [{ field: 'poNumber' }] });
    expect((await create(member, { poNumber: 'a\u0007b' })).body).toMatchObject({ code: 400, fields: [{ field: 'poNumber' }] });
    expect((await create(member, { poNumber: 'P'.repeat(35) })).body.code).toBe(0);
  });

  it('may be left out or empty: the order has none, and the key’s fingerprint tells orders with other references apart', async () => {
    const member = await createMember(app);
    const plain = await create(member, {}, { 'idempotency-key': `refs-${stamp}` });
    expect(plain.body.code, plain.body.msg).toBe(0);
    const empty = await create(member, { poNumber: '  ', costCentre: '' }, { 'idempotency-key': `refs-${stamp}` });
    expect(empty.body.data.id).toBe(plain.body.data.id);
    const mine = (await getJson(app, `/pc-api/trade/order/get-detail?id=${plain.body.data.id}`, member.auth)).body.data;
    expect(mine).toMatchObject({ poNumber: null, costCentre: null });
    const other = await create(member, { poNumber: 'PO-1' }, { 'idempotency-key': `refs-${stamp}` });
    expect(other.body.code).toBe(1_011_000_009);
  });
});

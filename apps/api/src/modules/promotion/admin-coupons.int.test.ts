import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, deleteJson, getJson, postJson, putJson, type TestApp, createTestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
let catalogue: Awaited<ReturnType<typeof createStaff>>;
let support: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
  catalogue = await createStaff(app, 'catalogue');
  support = await createStaff(app, 'support');
});
afterAll(async () => app.close());

let codeCount = 0;
function newCode() {
  codeCount += 1;
  return `BO${Date.now().toString(36).toUpperCase()}${codeCount}`;
}
const create = (body: Record<string, unknown>, auth = catalogue.auth) => postJson(app, '/admin-api/promotion/coupon/create', body, auth);

async function inStockSku() {
  return app.db.sku.findFirstOrThrow({ where: { stock: { gte: 20 }, deletedAt: null, spu: { status: 1 } }, orderBy: { id: 'asc' } });
}

const settle = (skuId: number, code: string, auth: Record<string, string>) =>
  postJson(app, '/pc-api/trade/order/settlement', { items: [{ skuId, count: 2 }], deliveryType: '1', ...texasAddress, code }, auth);

describe('the back office’s promo codes', () => {
  it('creates a code a shopper uses at checkout at once; its uses list the order; update changes the terms; delete of a used code disables it', async () => {
    const sku = await inStockSku();
    const member = await createMember(app);
    const code = newCode();
    const created = await create({ code: code.toLowerCase(), name: 'Autumn', type: 'percent', value: 20, totalLimit: 5 });
    expect(created.body).toMatchObject({ code: 0, data: expect.any(Number) });
    const id = created.body.data as number;

    const got = await getJson(app, `/admin-api/promotion/coupon/get?id=${id}`, catalogue.auth);
    expect(got.body.data).toMatchObject({
      id,
      code,
      name: 'Autumn',
      type: 'percent',
      value: 20,
      minSpend: 0,
      validFrom: null,
      validTo: null,
      totalLimit: 5,
      perMemberLimit: 1,
      memberId: null,
      mail: null,
      status: 0,
      usedCount: 0,
    });

    const settlement = await settle(sku.id, code, member.auth);
    expect(settlement.body.code).toBe(0);
    const goods = settlement.body.data.price.totalPrice - settlement.body.data.price.discountPrice;
    expect(settlement.body.data.price.couponPrice).toBe(Math.round(goods * 0.2));

    const order = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ skuId: sku.id, count: 2 }], deliveryType: '1', email: member.mail, ...texasAddress, code },
      member.auth,
    );
    expect(order.body.code).toBe(0);
    const orderRow = await app.db.tradeOrder.findUniqueOrThrow({ where: { id: order.body.data.id } });
    expect(orderRow).toMatchObject({ couponId: id, couponPrice: settlement.body.data.price.couponPrice });

    const uses = await getJson(app, `/admin-api/promotion/coupon/use-page?couponId=${id}`, catalogue.auth);
    expect(uses.body.data).toEqual({
      total: 1,
      list: [
        {
          orderId: orderRow.id,
          orderNo: orderRow.no,
          orderStatus: 0,
          memberId: member.id,
          memberMail: member.mail,
          currency: 'USD',
          couponPrice: orderRow.couponPrice,
          payPrice: orderRow.payPrice,
          createTime: orderRow.createdAt.getTime(),
        },
      ],
    });
    expect((await getJson(app, `/admin-api/promotion/coupon/get?id=${id}`, catalogue.auth)).body.data.usedCount).toBe(1);

    const page = await getJson(app, `/admin-api/promotion/coupon/page?keyword=${code.slice(0, 6).toLowerCase()}&status=0`, catalogue.auth);
    expect(page.body.data.list.map((c: { id: number }) => c.id)).toContain(id);

    // A second member, and a minimum spend raised above the basket: refused at once.
    const other = await createMember(app);
    const update = await putJson(
      app,
      '/admin-api/promotion/coupon/update',
      { id, code, name: 'Autumn', type: 'fixed', value: 500, minSpend: 1_000_000, totalLimit: 5 },
      catalogue.auth,
    );
    expect(update.body).toMatchObject({ code: 0, data: true });
    expect((await settle(sku.id, code, other.auth)).body.code).toBe(1_011_010_002);

    const deleted = await deleteJson(app, `/admin-api/promotion/coupon/delete?id=${id}`, catalogue.auth);
    expect(deleted.body).toMatchObject({ code: 0, data: 'disabled' });
    expect(await app.db.coupon.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 1, usedCount: 1 });
    await putJson(app, '/admin-api/promotion/coupon/update', { id, code, type: 'fixed', value: 500, status: 1 }, catalogue.auth);
    expect((await settle(sku.id, code, other.auth)).body.code).toBe(1_011_010_001);

    const audit = await app.db.auditLog.findMany({ where: { target: `promotion_coupon:${id}` }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.action)).toEqual([
      'promotion:coupon:create',
      'promotion:coupon:update',
      'promotion:coupon:disable',
      'promotion:coupon:update',
    ]);
    expect(audit[0]).toMatchObject({ adminId: catalogue.id, before: null, after: { code, type: 'percent', value: 20, status: 0 } });
    expect(audit[1]).toMatchObject({ before: { type: 'percent', value: 20 }, after: { type: 'fixed', value: 500, minSpend: 1_000_000 } });
    expect(audit[2]).toMatchObject({ before: { status: 0 }, after: { status: 1 } });
  });

  it('takes a fixed value off in the order’s currency, the same figure in USD and EUR', async () => {
    const sku = await inStockSku();
    const member = await createMember(app);
    const code = newCode();
    expect((await create({ code, type: 'fixed', value: 450, perMemberLimit: 0 })).body.code).toBe(0);
    const usd = await settle(sku.id, code, member.auth);
    const eur = await postJson(
      app,
      '/pc-api/trade/order/settlement',
      { items: [{ skuId: sku.id, count: 2 }], deliveryType: '1', code },
      { ...member.auth, 'country-code': 'DE' },
    );
    expect(usd.body.data.price.couponPrice).toBe(450);
    expect(eur.body.code).toBe(0);
    expect(eur.headers['currency-code']).toBe('EUR');
    expect(eur.body.data.price.couponPrice).toBe(450);
  });

  it('deletes a code no order names, with an audit row', async () => {
    const code = newCode();
    const id = (await create({ code, type: 'fixed', value: 300, minSpend: 3000 })).body.data as number;
    const deleted = await deleteJson(app, `/admin-api/promotion/coupon/delete?id=${id}`, catalogue.auth);
    expect(deleted.body).toMatchObject({ code: 0, data: 'deleted' });
    expect(await app.db.coupon.findUnique({ where: { id } })).toBeNull();
    expect(await app.db.auditLog.findMany({ where: { target: `promotion_coupon:${id}` }, orderBy: { id: 'asc' } })).toMatchObject([
      { action: 'promotion:coupon:create' },
      { action: 'promotion:coupon:delete', before: { code, value: 300 }, after: null },
    ]);
    expect((await deleteJson(app, `/admin-api/promotion/coupon/delete?id=${id}`, catalogue.auth)).body.code).toBe(1_011_010_000);
    expect((await getJson(app, `/admin-api/promotion/coupon/get?id=${id}`, catalogue.auth)).body.code).toBe(1_011_010_000);
  });

  it('binds a code to one member or one e-mail address: others are refused, the holder is served; a window not yet open is refused', async () => {
    const sku = await inStockSku();
    const holder = await createMember(app);
    const stranger = await createMember(app);
    const byMember = newCode();
    const byMail = newCode();
    const later = newCode();
    expect((await create({ code: byMember, type: 'fixed', value: 250, memberId: holder.id })).body.code).toBe(0);
    expect((await create({ code: byMail, type: 'percent', value: 5, mail: holder.mail.toUpperCase() })).body.code).toBe(0);
    const tomorrow = Date.now() + 86_400_000;
    expect((await create({ code: later, type: 'percent', value: 5, validFrom: tomorrow, validTo: tomorrow + 86_400_000 })).body.code).toBe(
      0,
    );

    expect((await settle(sku.id, byMember, holder.auth)).body.data.price.couponPrice).toBe(250);
    expect((await settle(sku.id, byMember, stranger.auth)).body.code).toBe(1_011_010_003);
    expect((await settle(sku.id, byMail, holder.auth)).body.code).toBe(0);
    expect((await settle(sku.id, byMail, stranger.auth)).body.code).toBe(1_011_010_003);
    expect((await settle(sku.id, later, holder.auth)).body.code).toBe(1_011_010_001);

    const page = await getJson(app, `/admin-api/promotion/coupon/page?keyword=${byMember}`, catalogue.auth);
    expect(page.body.data.list).toMatchObject([{ code: byMember, memberId: holder.id, memberMail: holder.mail }]);
  });

  it('refuses bad terms with the failing fields (never a 500), a taken code, an unknown member or coupon', async () => {
    const code = newCode();
    const cases: [Record<string, unknown>, string][] = [
      [{ code, type: 'percent', value: 150 }, 'value'],
      [{ code, type: 'percent', value: 0 }, 'value'],
      [{ code: 'a b', type: 'fixed', value: 100 }, 'code'],
      [{ code, type: 'gift', value: 100 }, 'type'],
      [{ code, type: 'fixed', value: 100, validFrom: 2000, validTo: 1000 }, 'validTo'],
      [{ code, type: 'fixed', value: 100, perMemberLimit: -1 }, 'perMemberLimit'],
      [{ code, type: 'fixed', value: 100, mail: 'not-an-address' }, 'mail'],
      [{ code, type: 'fixed', value: 1.5 }, 'value'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.status).toBe(200);
      expect(answer.body.code, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields?.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await create({ code, type: 'fixed', value: 100, memberId: 2_000_000_000 })).body.code).toBe(1_004_001_000);
    expect((await create({ code, type: 'fixed', value: 100 })).body.code).toBe(0);
    expect((await create({ code: code.toLowerCase(), type: 'fixed', value: 100 })).body.code).toBe(1_011_010_004);
    const missing = await putJson(
      app,
      '/admin-api/promotion/coupon/update',
      { id: 2_000_000_000, code: newCode(), type: 'fixed', value: 1 },
      catalogue.auth,
    );
    expect(missing.body.code).toBe(1_011_010_000);
    expect((await getJson(app, '/admin-api/promotion/coupon/use-page?couponId=abc', catalogue.auth)).body.code).toBe(400);
    expect((await getJson(app, '/admin-api/promotion/coupon/page?pageSize=1000', catalogue.auth)).body.code).toBe(400);
  });

  it('answers 403 to an admin without promotion:coupon permissions', async () => {
    expect((await getJson(app, '/admin-api/promotion/coupon/page', support.auth)).body.code).toBe(403);
    expect((await create({ code: newCode(), type: 'fixed', value: 100 }, support.auth)).body.code).toBe(403);
  });
});

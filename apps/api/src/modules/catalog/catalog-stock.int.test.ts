import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, deleteJson, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';
import { hashPassword } from '../member/passwords.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

/** An admin whose one role holds exactly `permissions`, logged in. */
async function staffWith(permissions: string[]) {
  const name = `role-${permissions.join('-')}-${Date.now()}-${Math.random()}`;
  const role = await app.db.adminRole.create({ data: { name, permissions } });
  const username = `${name}@shop.example`;
  await app.db.adminUser.create({
    data: { username, passwordHash: await hashPassword('staff-password-1'), roles: { create: { roleId: role.id } } },
  });
  const login = await postJson(app, '/admin-api/system/auth/login', { username, password: 'staff-password-1' });
  expect(login.body.code).toBe(0);
  return { authorization: `Bearer ${login.body.data.accessToken}` };
}

/** A seeded product on sale with one SKU holding plenty of stock. */
async function stockedSku() {
  const sku = await app.db.sku.findFirstOrThrow({
    where: { stock: { gte: 30 }, deletedAt: null, spu: { status: 1, decoratingMethods: { isEmpty: true } } },
    orderBy: { id: 'asc' },
  });
  return sku;
}

const adjust = (auth: Record<string, string>, id: number, incrCount: number, reason = 'Goods received') =>
  putJson(app, '/admin-api/product/sku/update-stock', { id, incrCount, reason }, auth);

describe('the stock permission', () => {
  it('lets a role with only product:stock:update adjust stock but not change prices', async () => {
    const keeper = await staffWith(['product:spu:query', 'product:stock:update']);
    const sku = await stockedSku();
    expect((await adjust(keeper, sku.id, 12)).body).toMatchObject({ code: 0, data: sku.stock + 12 });

    const detail = (await getJson(app, `/admin-api/product/spu/get-detail?id=${sku.spuId}`, keeper)).body.data;
    const dearer = {
      ...detail,
      skus: detail.skus.map((s: { priceUsd: number }) => ({ ...s, priceUsd: s.priceUsd + 100 })),
    };
    expect((await putJson(app, '/admin-api/product/spu/update', dearer, keeper)).body.code).toBe(403);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).priceUsd).toBe(sku.priceUsd);

    const pricer = await staffWith(['product:spu:query', 'product:spu:update']);
    expect((await adjust(pricer, sku.id, 1)).body.code).toBe(403);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock + 12);
  });

  it('gives the preset fulfilment and catalogue roles the stock permission', async () => {
    const sku = await stockedSku();
    const fulfilment = await createStaff(app, 'fulfilment');
    const catalogue = await createStaff(app, 'catalogue');
    const support = await createStaff(app, 'support');
    expect((await adjust(fulfilment.auth, sku.id, 1)).body.code).toBe(0);
    expect((await adjust(catalogue.auth, sku.id, 1)).body.code).toBe(0);
    expect((await adjust(support.auth, sku.id, 1)).body.code).toBe(403);
    expect((await getJson(app, `/admin-api/product/spu/get-detail?id=${sku.spuId}`, fulfilment.auth)).body.code).toBe(0);
    const detail = (await getJson(app, `/admin-api/product/spu/get-detail?id=${sku.spuId}`, fulfilment.auth)).body.data;
    expect((await putJson(app, '/admin-api/product/spu/update', detail, fulfilment.auth)).body.code).toBe(403);
  });
});

describe('the stock movement list', () => {
  it('shows adjustments with their reasons, sales, cancels and returns with their orders, newest first', async () => {
    const owner = await createStaff(app, 'owner');
    const member = await createMember(app);
    const sku = await stockedSku();
    const start = (await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock;
    expect((await adjust(owner.auth, sku.id, 10, 'Goods received')).body.code).toBe(0);

    const order = (count: number) =>
      postJson(
        app,
        '/pc-api/trade/order/create',
        { items: [{ skuId: sku.id, count }], deliveryType: '1', email: member.mail, ...texasAddress },
        member.auth,
      );
    const cancelled = (await order(3)).body.data;
    expect((await deleteJson(app, `/pc-api/trade/order/cancel?id=${cancelled.id}`, member.auth)).body.code).toBe(0);

    const returned = (await order(2)).body.data;
    const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: returned.payOrderId, channelCode: 'demo' }, member.auth);
    expect(paid.body.code).toBe(0);
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    const sent = await putJson(
      app,
      '/admin-api/trade/order/delivery',
      { id: returned.id, logisticsId: dhl.id, logisticsNo: 'JD1' },
      owner.auth,
    );
    expect(sent.body.code).toBe(0);
    const line = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: returned.id } });
    const applied = await postJson(
      app,
      '/pc-api/trade/after-sale/create',
      { orderItemId: line.id, way: 20, applyReason: 'Wrong item delivered' },
      member.auth,
    );
    expect(applied.body.code).toBe(0);
    const afterSale = applied.body.data;
    expect((await putJson(app, `/admin-api/trade/after-sale/agree?id=${afterSale}`, {}, owner.auth)).body.code).toBe(0);
    const back = { id: afterSale, logisticsId: dhl.id, logisticsNo: 'RET-1' };
    expect((await putJson(app, '/pc-api/trade/after-sale/delivery', back, member.auth)).body.code).toBe(0);
    expect((await putJson(app, `/admin-api/trade/after-sale/receive?id=${afterSale}`, {}, owner.auth)).body.code).toBe(0);

    const numbers = await app.db.tradeOrder.findMany({
      where: { id: { in: [cancelled.id, returned.id] } },
      select: { id: true, no: true },
    });
    const no = (id: number) => numbers.find((o) => o.id === id)!.no;
    const page = (await getJson(app, `/admin-api/product/sku/stock-movement-page?skuId=${sku.id}&pageSize=5`, owner.auth)).body.data;
    expect(page.list).toMatchObject([
      { kind: 'return', incrCount: 2, stockAfter: start + 10, orderId: returned.id, orderNo: no(returned.id), reason: '' },
      { kind: 'sale', incrCount: -2, stockAfter: start + 8, orderId: returned.id, adminId: null },
      { kind: 'cancel', incrCount: 3, stockAfter: start + 10, orderId: cancelled.id, orderNo: no(cancelled.id) },
      { kind: 'sale', incrCount: -3, stockAfter: start + 7, orderId: cancelled.id },
      { kind: 'adjust', incrCount: 10, stockAfter: start + 10, reason: 'Goods received', orderId: null, orderNo: null },
    ]);
  });
});

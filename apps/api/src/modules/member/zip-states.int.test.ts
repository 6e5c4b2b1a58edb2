import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

const MISMATCH = 1_011_000_008;
/** Houston's ZIP with Oregon typed as its state: Oregon has no sales tax, Texas has. */
const houstonInOregon = { ...texasAddress, state: 'OR' };

async function plainSku() {
  return app.db.sku.findFirstOrThrow({
    where: { stock: { gte: 5 }, spu: { status: 1, quantityRules: { none: {} } } },
    orderBy: { id: 'asc' },
  });
}

const settle = (body: unknown, headers: Record<string, string> = {}) => postJson(app, '/pc-api/trade/order/settlement', body, headers);

describe("US addresses: the ZIP's state decides", () => {
  it('refuses a settlement to Houston 77002 typed as Oregon, in the language of the request, and taxes Texas at its rate', async () => {
    const sku = await plainSku();
    const body = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', areaId: texasAddress.areaId, zipCode: '77002' };
    for (const [language, msg] of [
      ['en', 'The ZIP code does not belong to this state.'],
      ['de', 'Diese Postleitzahl gehört nicht zu diesem Bundesstaat.'],
      ['zh', '该邮政编码不属于此州'],
    ]) {
      expect((await settle({ ...body, state: 'OR' }, { 'accept-language': language! })).body).toMatchObject({ code: MISMATCH, msg });
    }
    const texas = await settle({ ...body, state: 'TX' });
    expect(texas.body.code).toBe(0);
    expect(texas.body.data.price.salesTaxPrice).toBe(Math.round(sku.priceUsd * 0.0625));
    // A ZIP+4 is checked by its ZIP; a ZIP the table does not know (Puerto Rico's) leaves the typed state.
    expect((await settle({ ...body, state: 'OR', zipCode: '77002-1234' })).body.code).toBe(MISMATCH);
    expect((await settle({ ...body, state: 'OR', zipCode: '97201' })).body.data.price.salesTaxPrice).toBe(0);
    expect((await settle({ ...body, state: 'TX', zipCode: '00601' })).body.code).toBe(0);
    // Without a ZIP the typed state stands; without a state a US address is refused as before.
    expect((await settle({ ...body, state: 'OR', zipCode: undefined })).body.code).toBe(0);
    expect((await settle({ ...body, state: undefined })).body.code).toBe(1_004_004_002);
  });

  it('refuses to save or change a member address whose ZIP lies in another state', async () => {
    const member = await createMember(app);
    expect((await postJson(app, '/pc-api/member/address/create', houstonInOregon, member.auth)).body.code).toBe(MISMATCH);
    const id = (await postJson(app, '/pc-api/member/address/create', texasAddress, member.auth)).body.data;
    const update = (changes: object) => putJson(app, '/pc-api/member/address/update', { ...texasAddress, id, ...changes }, member.auth);
    expect((await update({ city: 'Portland', zipCode: '97201' })).body.code).toBe(MISMATCH);
    expect((await update({ city: 'Portland', zipCode: '97201', state: 'OR' })).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/member/address/get?id=${id}`, member.auth)).body.data).toMatchObject({
      state: 'OR',
      zipCode: '97201',
    });
    expect((await getJson(app, '/pc-api/member/address/list', member.auth)).body.data).toHaveLength(1);
  });

  it('refuses an order to a typed address, a guest’s or a member’s, whose ZIP lies in another state, and creates nothing', async () => {
    const sku = await plainSku();
    const items = [{ skuId: sku.id, count: 1 }];
    const orders = () => app.db.tradeOrder.count();
    const before = await orders();
    const guest = await postJson(app, '/pc-api/trade/order/guest/create', {
      items,
      deliveryType: '1',
      email: `zip-guest-${Date.now()}@example.test`,
      address: houstonInOregon,
    });
    expect(guest.body.code).toBe(MISMATCH);
    const member = await createMember(app);
    const own = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items, deliveryType: '1', email: member.mail, ...houstonInOregon },
      member.auth,
    );
    expect(own.body.code).toBe(MISMATCH);
    expect(await orders()).toBe(before);
    expect((await app.db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock);
  });
});

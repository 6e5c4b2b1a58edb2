import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { createMember, createTestApp, getJson, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SHOP_CONTACT: 'help@shop.example|+49 30 999000', UNPAID_ORDERS_PER_BUYER: '4' });
});
afterAll(async () => app.close());

const GET = '/admin-api/system/settings/get';
const UPDATE = '/admin-api/system/settings/update';

describe('system/settings', () => {
  it('answers the first values from the environment, the pricing constants and the seeded tables while nothing is saved', async () => {
    const owner = await createStaff(app, 'owner');
    const { body } = await getJson(app, GET, owner.auth);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      version: 0,
      updateTime: null,
      legal: { name: 'Paper & Craft Shop GmbH', address: 'Lagerstraße 12\n10115 Berlin\nGermany', vatId: app.services.config.SHOP_VAT_ID },
      contact: { phone: { US: '+49 30 999000', EU: '+49 30 999000' }, mail: 'help@shop.example' },
      delivery: { freeThreshold: { USD: 3999, EUR: 3999 } },
      quantityTiers: [
        { quantity: 5, discount: 10 },
        { quantity: 10, discount: 15 },
        { quantity: 20, discount: 20 },
      ],
      onlineLimitPerLine: 1000,
      unpaid: { holdMinutes: 30, maxOrdersPerBuyer: 4, maxStockShare: 50 },
    });
    expect(body.data.delivery.options.map((o: { priceUsd: number }) => o.priceUsd)).toEqual([699, 1398, 2498]);
    expect(body.data.taxRates.US.TX).toBe(6.25);
    expect(body.data.taxRates.EU.DE).toBe(19);
    expect(body.data.carriers[0]).toEqual({ id: 1, name: 'DHL', trackingUrl: expect.stringContaining('{tracking}') });
    expect(body.data.afterSaleReasons.return.length).toBeGreaterThan(0);
  });

  it('saves the whole document, counts the version up, audits before and after, and refuses a stale version', async () => {
    const owner = await createStaff(app, 'owner');
    const first = (await getJson(app, GET, owner.auth)).body.data;
    const changed = {
      ...first,
      contact: { ...first.contact, phone: { US: '+1 713 555 0100', EU: '+49 40 1234 5678' } },
      delivery: { ...first.delivery, freeThreshold: { USD: 5000, EUR: 4500 } },
      quantityTiers: [{ quantity: 50, discount: 5 }],
    };
    const saved = await putJson(app, UPDATE, changed, owner.auth);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({ version: 1, contact: { phone: { US: '+1 713 555 0100' } }, quantityTiers: [{ quantity: 50 }] });
    expect(await app.db.quantityRule.findMany({ where: { spuId: null }, select: { quantity: true, discount: true } })).toEqual([
      { quantity: 50, discount: 5 },
    ]);

    const stale = await putJson(app, UPDATE, { ...changed, version: 0 }, owner.auth);
    expect(stale.body.code).toBe(1_002_032_000);
    const again = await putJson(app, UPDATE, { ...changed, version: 1, unpaid: { ...first.unpaid, holdMinutes: 45 } }, owner.auth);
    expect(again.body.data).toMatchObject({ version: 2, unpaid: { holdMinutes: 45 } });

    const log = await getJson(app, '/admin-api/system/operate-log/page?target=system_settings:1', owner.auth);
    expect(log.body.data.list).toHaveLength(2);
    expect(log.body.data.list[1]).toMatchObject({
      adminId: owner.id,
      action: 'system:settings:update',
      before: { delivery: { freeThreshold: { USD: 3999 } } },
      after: { delivery: { freeThreshold: { USD: 5000 } } },
    });
  });

  it('refuses bad values field by field in the asking language and keeps what was saved', async () => {
    const owner = await createStaff(app, 'owner');
    const current = (await getJson(app, GET, owner.auth)).body.data;
    const bad = {
      ...current,
      contact: { ...current.contact, mail: 'not-a-mail' },
      carriers: [{ id: 1, name: 'DHL', trackingUrl: 'https://dhl.example/track' }, ...current.carriers.slice(1)],
      taxRates: { ...current.taxRates, US: { ...current.taxRates.US, TX: 6.255 } },
      delivery: { ...current.delivery, freeThreshold: { USD: -1, EUR: 3999 } },
    };
    const refused = await putJson(app, UPDATE, bad, { ...owner.auth, 'accept-language': 'de' });
    expect(refused.body.code).toBe(400);
    const fields = Object.fromEntries((refused.body.fields ?? []).map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(Object.keys(fields).sort()).toEqual(
      ['carriers.0.trackingUrl', 'contact.mail', 'delivery.freeThreshold.USD', 'taxRates.US.TX'].sort(),
    );
    expect(fields['carriers.0.trackingUrl']).toContain('Sendungsnummer');
    expect(fields['taxRates.US.TX']).toContain('Nachkommastellen');
    expect((await getJson(app, GET, owner.auth)).body.data).toEqual(current);
  });

  it('refuses removing a carrier orders name', async () => {
    const owner = await createStaff(app, 'owner');
    const current = (await getJson(app, GET, owner.auth)).body.data;
    const member = await createMember(app);
    const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 }, deletedAt: null } });
    const body = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress };
    const order = await postJson(app, '/pc-api/trade/order/create', body, member.auth);
    await app.db.tradeOrder.update({ where: { id: order.body.data.id }, data: { logisticsId: 2 } });
    const withoutUps = { ...current, carriers: current.carriers.filter((c: { id: number }) => c.id !== 2) };
    const answer = await putJson(app, UPDATE, withoutUps, { ...owner.auth, 'accept-language': 'en' });
    expect(answer.body).toMatchObject({ code: 1_002_032_001, msg: expect.stringContaining('UPS') });
    const added = {
      ...current,
      carriers: [...current.carriers, { id: 99, name: 'Hermes', trackingUrl: 'https://hermes.example/t/{tracking}' }],
    };
    expect((await putJson(app, UPDATE, added, owner.auth)).body.code).toBe(0);
    expect(await app.db.carrier.findUnique({ where: { id: 99 } })).toMatchObject({ name: 'Hermes', code: 'carrier-99' });
  });

  it('needs system:settings:query to read and system:settings:update to save', async () => {
    const support = await createStaff(app, 'support');
    expect((await getJson(app, GET, support.auth)).body.code).toBe(403);
    const owner = await createStaff(app, 'owner');
    const current = (await getJson(app, GET, owner.auth)).body.data;
    expect((await putJson(app, UPDATE, current, support.auth)).body.code).toBe(403);
    expect((await getJson(app, GET)).body.code).toBe(401);
  });
});

describe('carriers with tracking pages', () => {
  it("links the dispatch mail and the shopper's order page to the carrier's tracking page of the settings", async () => {
    const owner = await createStaff(app, 'owner');
    const current = (await getJson(app, GET, owner.auth)).body.data;
    const carriers = current.carriers.map((c: { id: number }) =>
      c.id === 1 ? { ...c, trackingUrl: 'https://track.example/p/{tracking}?lang=en' } : c,
    );
    expect((await putJson(app, UPDATE, { ...current, carriers }, owner.auth)).body.code).toBe(0);

    const member = await createMember(app);
    const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 }, deletedAt: null } });
    const body = { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress };
    const order = (await postJson(app, '/pc-api/trade/order/create', body, member.auth)).body.data;
    await postJson(app, '/pc-api/pay/order/pay/success', { id: order.payOrderId, channelCode: 'demo' }, member.auth);
    const dispatched = await putJson(
      app,
      '/admin-api/trade/order/delivery',
      { id: order.id, logisticsId: 1, logisticsNo: 'JD 0142' },
      owner.auth,
    );
    expect(dispatched.body.code).toBe(0);

    const mail = await app.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail, template: 'order-dispatched' } });
    expect(mail.text).toContain('Follow your parcel: https://track.example/p/JD%200142?lang=en');
    expect(mail.html).toContain('<a href="https://track.example/p/JD%200142?lang=en" style=');
    const detail = await getJson(app, `/pc-api/trade/order/get-detail?id=${order.id}`, member.auth);
    expect(detail.body.data).toMatchObject({ logisticsNo: 'JD 0142', logisticsTrackingUrl: 'https://track.example/p/JD%200142?lang=en' });
  });
});

import { formatMoney } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import {
  catalogChanged,
  createMember,
  createTestApp,
  createTestDatabase,
  getJson,
  postJson,
  putJson,
  TENANT,
  type TestApp,
  texasAddress,
} from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';

/** Two instances of one shop on one database: a change of the settings on one shows on the other without a restart. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const env = { RATE_LIMIT_LOGINS_PER_MINUTE: '1000' };
  a = await createTestApp(env, { database });
  b = await createTestApp(env, { database });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.drop();
});

const PHONE = '+1 713 555 0199';

describe('settings on two instances', () => {
  it('an update on A shows at once in B: trade config, settlement price, the next invoice PDF and the next mail', async () => {
    const sku = await b.db.sku.findFirstOrThrow({
      where: { stock: { gte: 50 }, spu: { status: 1 }, deletedAt: null, priceUsd: { lt: 4000 } },
      orderBy: { id: 'asc' },
    });
    const items = [{ skuId: sku.id, count: 1 }];
    // B has read, and keeps, the first values.
    const before = await getJson(b, '/pc-api/trade/config/get');
    expect(before.body.data.deliveryExpressFreePrice).toBe(3999);
    const settledBefore = await postJson(b, '/pc-api/trade/order/settlement', { items, deliveryType: '1', ...texasAddress });
    expect(settledBefore.body.data.price.deliveryPrice).toBe(699);

    const owner = await createStaff(a, 'owner');
    const current = (await getJson(a, '/admin-api/system/settings/get', owner.auth)).body.data;
    const changed = {
      ...current,
      contact: { ...current.contact, phone: { US: PHONE, EU: '+49 30 5557 0199' } },
      delivery: {
        options: current.delivery.options.map((o: { type: string; priceUsd: number }) => (o.type === '1' ? { ...o, priceUsd: 899 } : o)),
        freeThreshold: { USD: 2 * sku.priceUsd, EUR: 5000 },
      },
      taxRates: { ...current.taxRates, US: { ...current.taxRates.US, TX: 7.5 } },
    };
    const heard = catalogChanged(b);
    expect((await putJson(a, '/admin-api/system/settings/update', changed, owner.auth)).body.code).toBe(0);
    await heard;

    const config = await getJson(b, '/pc-api/trade/config/get');
    expect(config.body.data).toMatchObject({
      deliveryExpressFreePrice: 2 * sku.priceUsd,
      contact: { phone: { US: PHONE } },
      delivery: { freeThreshold: { USD: 2 * sku.priceUsd, EUR: 5000 } },
    });
    expect(config.body.data.delivery.options[0]).toMatchObject({ type: '1', priceUsd: 899, name: 'Standard delivery' });

    const settled = await postJson(b, '/pc-api/trade/order/settlement', { items, deliveryType: '1', ...texasAddress });
    const goods = settled.body.data.price.totalPrice - settled.body.data.price.discountPrice;
    expect(settled.body.data.price.deliveryPrice).toBe(899);
    expect(settled.body.data.price.salesTaxPrice).toBe(Math.round((goods * 7.5) / 100));
    // Two pieces pass the new threshold: standard delivery is free.
    const twice = await postJson(b, '/pc-api/trade/order/settlement', {
      items: [{ skuId: sku.id, count: 2 }],
      deliveryType: '1',
      ...texasAddress,
    });
    expect(twice.body.data.price.deliveryPrice).toBe(0);

    // An order placed and paid on B: its price and its freshly issued invoice go by the new settings.
    const member = await createMember(b);
    const created = await postJson(
      b,
      '/pc-api/trade/order/create',
      { items, deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(created.body.code).toBe(0);
    const order = await b.db.tradeOrder.findUniqueOrThrow({ where: { id: created.body.data.id } });
    expect(order.deliveryPrice).toBe(899);
    await postJson(b, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
    const pdf = await b.inject({
      method: 'GET',
      url: `/pc-api/trade/order/invoice?id=${order.id}`,
      headers: { ...TENANT, ...member.auth },
    });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(PHONE);
    expect(text).toContain('7.5%');
    expect(text).toContain(formatMoney(899, 'USD', 'en').replace(/\u00a0/g, ' '));

    // The next mail (the order's confirmation) ends with the new contact data.
    const mail = await b.db.mailLog.findFirstOrThrow({ where: { toAddress: member.mail }, orderBy: { id: 'desc' } });
    expect(mail.text).toContain(PHONE);
  });
});

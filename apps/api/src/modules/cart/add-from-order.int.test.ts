import { PRINT_STATUS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createTestApp,
  getJson,
  postJson,
  postUpload,
  putJson,
  type TestApp,
  texasAddress,
  uploadLogo,
} from '../../../test/helpers.ts';
import { goodPdf } from '../../../test/print-files.ts';

/** Logins and uploads enough for every member and file below. */
const LIMITS = { RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' };
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(LIMITS);
});
afterAll(async () => app.close());

/** The logo mug (the shopper approves a proof) and a plain notebook. */
const MUG = 1027;
const NOTEBOOK = 1020;

const ADD_FROM_ORDER = '/pc-api/trade/cart/add-from-order';

async function skuOf(spuId: number) {
  return app.db.sku.findFirstOrThrow({ where: { spuId, stock: { gte: 100 } }, orderBy: { id: 'asc' } });
}

/** A paid order of a logo line (25 mugs, 5 × 5 cm, front) and 3 notebooks; the logo line's print data approved when asked. */
async function paidOrder(member: Awaited<ReturnType<typeof createMember>>, approved: boolean) {
  const [mug, notebook] = [await skuOf(MUG), await skuOf(NOTEBOOK)];
  const logo = { body: { data: await uploadLogo(app, member.auth) } };
  const items = [
    {
      skuId: mug.id,
      count: 25,
      orderType: 2,
      size: '1',
      locationId: '1',
      decoratingMethod: '1',
      imgUrl: logo.body.data,
      description: 'Blue on white',
    },
    { skuId: notebook.id, count: 3 },
  ];
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items, deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(created.body.code).toBe(0);
  await postJson(app, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
  const detail = (await getJson(app, `/pc-api/trade/order/get-detail?id=${created.body.data.id}`, member.auth)).body.data;
  const logoLine = detail.items.find((i: { orderType: number }) => i.orderType === 2);
  const print = await postUpload(
    app,
    { name: 'print.pdf', type: 'application/pdf', content: await goodPdf() },
    {
      fields: { directory: 'print' },
      headers: member.auth,
    },
  );
  // The earlier order's print life, as the check and the shopper's approval left it.
  await app.db.tradeOrderItem.update({
    where: { id: logoLine.id },
    data: { printStatus: approved ? PRINT_STATUS.printed : PRINT_STATUS.checkedNormal, printDataUrl: print.body.data! },
  });
  return { orderId: created.body.data.id as number, logoLine, printUrl: print.body.data as string, logoUrl: logo.body.data as string };
}

describe('buy again (trade/cart/add-from-order)', () => {
  it('puts the normal lines into the cart and answers the logo line with its logo and approved print data; the new order needs no new proof', async () => {
    const member = await createMember(app);
    const earlier = await paidOrder(member, true);
    const { body } = await postJson(app, ADD_FROM_ORDER, { orderId: earlier.orderId }, member.auth);
    expect(body.code).toBe(0);
    expect(body.data.unavailable).toEqual([]);
    expect(body.data.customItems).toEqual([
      {
        skuId: earlier.logoLine.skuId,
        count: 25,
        orderType: 2,
        customizedType: 4,
        size: '1',
        locationId: '1',
        decoratingMethod: '1',
        imgUrl: earlier.logoUrl,
        description: 'Blue on white',
        reorderItemId: earlier.logoLine.id,
      },
    ]);
    const cart = (await getJson(app, '/pc-api/trade/cart/list', member.auth)).body.data;
    expect(cart.validList.map((l: { id: number; count: number }) => [l.id, l.count])).toEqual([[body.data.cartIds[0], 3]]);

    // The checkout of the logo line: the new line starts approved with the earlier print data.
    const created = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: body.data.customItems, deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(created.body.code).toBe(0);
    const fresh = (await getJson(app, `/pc-api/trade/order/get-detail?id=${created.body.data.id}`, member.auth)).body.data;
    expect(fresh.items[0]).toMatchObject({
      printStatus: PRINT_STATUS.aboutToPrint,
      printDataUrl: earlier.printUrl,
      imgUrl: earlier.logoUrl,
    });
    // Nothing to upload or approve: a new upload or approval is refused as not allowed in this status.
    const again = await putJson(app, `/pc-api/trade/order/item/approve-print?id=${fresh.items[0].id}`, {}, member.auth);
    expect(again.body.code).not.toBe(0);
    // Paid: the invoice is issued at once, as for an order whose proofs are all approved.
    await postJson(app, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
    expect(await app.db.tradeInvoice.count({ where: { orderId: created.body.data.id } })).toBe(1);
  });

  it('answers a logo line whose print data was not approved without it, and refuses to reprint it', async () => {
    const member = await createMember(app);
    const earlier = await paidOrder(member, false);
    const { body } = await postJson(app, ADD_FROM_ORDER, { orderId: earlier.orderId, itemIds: [earlier.logoLine.id] }, member.auth);
    expect(body.code).toBe(0);
    expect(body.data.cartIds).toEqual([]);
    expect(body.data.customItems[0].reorderItemId).toBeUndefined();
    const items = [{ ...body.data.customItems[0], reorderItemId: earlier.logoLine.id }];
    const refused = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items, deliveryType: '1', email: member.mail, ...texasAddress },
      member.auth,
    );
    expect(refused.body.code).toBe(1_008_011_000);
  });

  it("never reorders another member's order or prints another member's approved data", async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    const earlier = await paidOrder(owner, true);
    const stolen = await postJson(app, ADD_FROM_ORDER, { orderId: earlier.orderId }, other.auth);
    expect(stolen.body.code).toBe(1_011_000_000);
    const cart = (await getJson(app, '/pc-api/trade/cart/list', other.auth)).body.data;
    expect(cart.validList).toEqual([]);
    // Naming the owner's approved line from another account's checkout is refused, in the asking language.
    const line = {
      skuId: earlier.logoLine.skuId,
      count: 25,
      orderType: 2,
      size: '1',
      locationId: '1',
      imgUrl: await uploadLogo(app, other.auth),
    };
    const refused = await postJson(
      app,
      '/pc-api/trade/order/create',
      { items: [{ ...line, reorderItemId: earlier.logoLine.id }], deliveryType: '1', email: other.mail, ...texasAddress },
      { ...other.auth, 'accept-language': 'de' },
    );
    expect(refused.body).toMatchObject({ code: 1_008_011_000, msg: expect.stringContaining('Druckdaten') });
    // Nor does a guest's checkout print it.
    const guest = await postJson(app, '/pc-api/trade/order/guest/create', {
      items: [{ ...line, reorderItemId: earlier.logoLine.id }],
      deliveryType: '1',
      email: 'someone@example.test',
      address: texasAddress,
    });
    expect(guest.body.code).toBe(1_008_011_000);
    // "Your previous designs" are the owner's alone.
    expect((await getJson(app, `/pc-api/trade/order/item/previous-designs?spuId=${MUG}`, other.auth)).body.data).toEqual([]);
    const mine = (await getJson(app, `/pc-api/trade/order/item/previous-designs?spuId=${MUG}`, owner.auth)).body.data;
    expect(mine).toEqual([
      expect.objectContaining({
        orderItemId: earlier.logoLine.id,
        orderId: earlier.orderId,
        imgUrl: earlier.logoUrl,
        size: '1',
        approved: true,
      }),
    ]);
  });

  it('refuses an order of nothing that can be bought now, and needs a login', async () => {
    const member = await createMember(app);
    const earlier = await paidOrder(member, true);
    await app.db.sku.updateMany({ where: { id: { in: [earlier.logoLine.skuId] } }, data: { stock: 0 } });
    try {
      const { body } = await postJson(app, ADD_FROM_ORDER, { orderId: earlier.orderId, itemIds: [earlier.logoLine.id] }, member.auth);
      expect(body.code).toBe(1_008_011_001);
    } finally {
      await app.db.sku.updateMany({ where: { id: earlier.logoLine.skuId }, data: { stock: 1000 } });
    }
    expect((await postJson(app, ADD_FROM_ORDER, { orderId: earlier.orderId })).body.code).toBe(401);
  });
});

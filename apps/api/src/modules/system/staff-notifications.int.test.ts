import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import {
  createMailTestApp,
  createMember,
  getJson,
  postJson,
  postUpload,
  putJson,
  type TestApp,
  type TestSmtp,
  texasAddress,
} from '../../../test/helpers.ts';
import { SAMPLES } from '../../../test/multipart.ts';
import { goodPdf } from '../../../test/print-files.ts';

let app: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ app, smtp } = await createMailTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' }));
});
afterAll(async () => app.close());

type Staff = Awaited<ReturnType<typeof createStaff>>;
type Member = Awaited<ReturnType<typeof createMember>>;

const settingsOf = async (staff: Staff) => (await getJson(app, '/admin-api/system/user/profile/notification/get', staff.auth)).body;
const choose = (staff: Staff, kinds: string[], language = 'en') =>
  putJson(app, '/admin-api/system/user/profile/notification/update', { kinds }, { ...staff.auth, 'accept-language': language });

/** The logo mug (a custom product). */
const MUG = 1027;

/** A paid order of `member`: one pen, or 25 logo mugs; answers the order with its lines. */
async function paidOrder(member: Member, logo = false) {
  const spu = logo ? { spuId: MUG } : { spu: { status: 1 } };
  const sku = await app.db.sku.findFirstOrThrow({ where: { ...spu, stock: { gte: 100 }, deletedAt: null }, orderBy: { id: 'asc' } });
  const item = logo
    ? {
        skuId: sku.id,
        count: 25,
        orderType: 2,
        size: '1',
        locationId: '1',
        decoratingMethod: '1',
        imgUrl: (await postUpload(app, { name: 'logo.png', type: 'image/png', content: SAMPLES.png }, { headers: member.auth })).body.data,
      }
    : { skuId: sku.id, count: 1 };
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [item], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(created.body.code, created.body.msg).toBe(0);
  const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
  expect(paid.body.code).toBe(0);
  return app.db.tradeOrder.findUniqueOrThrow({ where: { id: created.body.data.id }, include: { items: true } });
}

/** Who got the staff mail of `template` through the SMTP server, once every queued one went out. */
async function recipients(template: string): Promise<string[]> {
  const rows = await app.db.mailLog.findMany({ where: { template }, orderBy: { id: 'asc' } });
  await expect.poll(() => app.db.mailLog.count({ where: { template, status: { not: 'sent' } } })).toBe(0);
  const to = rows.map((r) => r.toAddress).sort();
  for (const address of to) expect((await smtp.mailTo(address)).to).toEqual([address]);
  return to;
}

describe('staff notifications by mail', () => {
  it('each admin chooses kinds among those their permissions cover; an unknown kind is refused', async () => {
    const fulfilment = await createStaff(app, 'fulfilment');
    expect(await settingsOf(fulfilment)).toMatchObject({
      code: 0,
      data: { kinds: [], available: ['order-paid', 'after-sale', 'print-data', 'quote', 'approval'] },
    });
    expect((await choose(fulfilment, ['after-sale', 'order-paid', 'order-paid'])).body.code).toBe(0);
    expect((await settingsOf(fulfilment)).data.kinds).toEqual(['order-paid', 'after-sale']);
    expect((await choose(fulfilment, ['newsletter'])).body.code).toBe(400);
    expect((await choose(fulfilment, [])).body.code).toBe(0);
    const member = await createMember(app);
    expect((await getJson(app, '/admin-api/system/user/profile/notification/get', member.auth)).body.code).toBe(401);
  });

  it('mails a new paid order, return, contact message and print data to the admins who chose it and may see it', async () => {
    const owner = await createStaff(app, 'owner');
    const fulfilment = await createStaff(app, 'fulfilment');
    const support = await createStaff(app, 'support');
    const catalogue = await createStaff(app, 'catalogue');
    const disabled = await createStaff(app, 'owner');
    const everything = ['order-paid', 'after-sale', 'contact-message', 'print-data', 'quote', 'approval'];
    // The owner reads German; fulfilment chose messages, which its role does not cover; support chose returns, likewise.
    for (const [staff, kinds, language] of [
      [owner, everything, 'de'],
      [fulfilment, ['order-paid', 'after-sale', 'contact-message', 'print-data'], 'en'],
      [support, ['after-sale', 'contact-message'], 'en'],
      [catalogue, everything, 'en'],
      [disabled, everything, 'en'],
    ] as const)
      expect((await choose(staff, [...kinds], language)).body.code).toBe(0);
    await app.db.adminUser.update({ where: { id: disabled.id }, data: { status: 1 } });

    const member = await createMember(app);
    const order = await paidOrder(member);
    expect(await recipients('staff-order-paid')).toEqual([owner.username, fulfilment.username].sort());
    const german = await app.db.mailLog.findFirstOrThrow({ where: { template: 'staff-order-paid', toAddress: owner.username } });
    expect(german.subject.startsWith(`Neue Bestellung ${order.no} bezahlt: `)).toBe(true);
    expect(german.subject).toMatch(/\d,\d\d\s\$$/);
    expect(german.text).toContain(`http://shop.test/admin/orders/${order.id}`);

    const message = await postJson(app, '/pc-api/system/contact-us/create', {
      firstName: 'Erika',
      lastName: 'Muster',
      mail: 'erika@example.test',
      subject: '2',
      content: 'Do you print on pens?',
      picUrl: [],
    });
    expect(message.body.code, message.body.msg).toBe(0);
    expect(await recipients('staff-contact-message')).toEqual([owner.username, support.username].sort());

    await app.db.tradeOrder.update({ where: { id: order.id }, data: { status: 20, deliveryTime: new Date() } });
    const applied = await postJson(
      app,
      '/pc-api/trade/after-sale/create',
      { orderItemId: order.items[0]!.id, way: 20, applyReason: 'Wrong item delivered', applyDescription: '' },
      member.auth,
    );
    expect(applied.body.code, applied.body.msg).toBe(0);
    expect(await recipients('staff-after-sale')).toEqual([owner.username, fulfilment.username].sort());

    const logo = await paidOrder(member, true);
    const file = await postUpload(
      app,
      { name: 'logo.pdf', type: 'application/pdf', content: await goodPdf() },
      { fields: { directory: 'print' }, headers: member.auth },
    );
    const submitted = await putJson(
      app,
      '/pc-api/trade/order/item/print-data',
      { id: logo.items[0]!.id, url: file.body.data },
      member.auth,
    );
    expect(submitted.body.code, submitted.body.msg).toBe(0);
    expect(await recipients('staff-print-data')).toEqual([owner.username, fulfilment.username].sort());
    const printMail = await app.db.mailLog.findFirstOrThrow({ where: { template: 'staff-print-data', toAddress: fulfilment.username } });
    expect(printMail.subject).toBe(`Print data uploaded for order ${logo.no}`);

    // The second paid order was mailed too: two order mails each for owner and fulfilment.
    expect(await recipients('staff-order-paid')).toEqual([owner.username, owner.username, fulfilment.username, fulfilment.username].sort());
    expect(await app.db.mailLog.count({ where: { toAddress: { in: [catalogue.username, disabled.username] } } })).toBe(0);
  });
});

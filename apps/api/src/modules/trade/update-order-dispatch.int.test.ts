import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { paidMemberOrder } from '../../../test/paid-orders.ts';
import { createMember, createTestApp, getJson, putJson, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

async function paidOrder() {
  const member = await createMember(app);
  return { id: await paidMemberOrder(app, member), member };
}

describe('correcting a tracking number after dispatch', () => {
  it('changes carrier and number, audits it, and mails the buyer again only when asked', async () => {
    const { id, member } = await paidOrder();
    const fulfilment = await createStaff(app, 'fulfilment');
    const [dhl, ups] = await Promise.all(['dhl', 'ups'].map((code) => app.db.carrier.findUniqueOrThrow({ where: { code } })));
    const update = (body: object) => putJson(app, '/admin-api/trade/order/update-delivery', { id, ...body }, fulfilment.auth);
    const dispatchMails = () =>
      app.db.mailLog.findMany({ where: { toAddress: member.mail, template: 'order-dispatched' }, orderBy: { id: 'asc' } });

    expect((await update({ logisticsId: dhl!.id, logisticsNo: 'EARLY1' })).body.code).toBe(1_011_000_005);
    expect(
      (await putJson(app, '/admin-api/trade/order/delivery', { id, logisticsId: dhl!.id, logisticsNo: 'JD00O1' }, fulfilment.auth)).body
        .code,
    ).toBe(0);
    expect(await dispatchMails()).toHaveLength(1);

    expect((await update({ logisticsId: dhl!.id, logisticsNo: 'JD0001' })).body.code).toBe(0);
    expect(await dispatchMails()).toHaveLength(1);
    expect((await update({ logisticsId: ups!.id, logisticsNo: '1Z999', notify: true })).body.code).toBe(0);
    const mails = await dispatchMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('1Z999');

    const detail = (await getJson(app, `/admin-api/trade/order/get-detail?id=${id}`, fulfilment.auth)).body.data;
    expect(detail).toMatchObject({ status: 20, logisticsId: ups!.id, logisticsNo: '1Z999' });
    const audit = await app.db.auditLog.findMany({
      where: { action: 'trade:order:update-delivery', target: `trade_order:${id}` },
      orderBy: { id: 'asc' },
    });
    expect(
      audit.map((row) => [(row.before as { logisticsNo: string }).logisticsNo, (row.after as { logisticsNo: string }).logisticsNo]),
    ).toEqual([
      ['JD00O1', 'JD0001'],
      ['JD0001', '1Z999'],
    ]);
  });

  it('refuses an unknown carrier, an empty number and staff without the right to change orders', async () => {
    const { id } = await paidOrder();
    const [fulfilment, support] = [await createStaff(app, 'fulfilment'), await createStaff(app, 'support')];
    const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
    await putJson(app, '/admin-api/trade/order/delivery', { id, logisticsId: dhl.id, logisticsNo: 'JD1' }, fulfilment.auth);
    const update = (body: object, auth = fulfilment.auth) => putJson(app, '/admin-api/trade/order/update-delivery', { id, ...body }, auth);
    expect((await update({ logisticsId: 99_999, logisticsNo: 'X1' })).body.code).toBe(1_011_004_000);
    expect((await update({ logisticsId: dhl.id, logisticsNo: ' ' })).body.code).toBe(400);
    expect((await update({ logisticsId: dhl.id, logisticsNo: 'X1' }, support.auth)).body.code).toBe(403);
  });
});

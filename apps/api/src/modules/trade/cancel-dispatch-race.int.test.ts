import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, postJson, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';
import type { PaymentProvider } from '../pay/payments.ts';
import { hashPassword } from '../member/passwords.ts';
import { issueAdminTokens } from '../system/admin-tokens.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function fulfilment() {
  const role = await app.db.adminRole.findUniqueOrThrow({ where: { name: 'fulfilment' } });
  const admin = await app.db.adminUser.create({
    data: {
      username: `race-${Date.now()}-${Math.random().toString(36).slice(2)}@shop.example`,
      passwordHash: await hashPassword('race-password-1'),
      roles: { create: { roleId: role.id } },
    },
  });
  const tokens = await issueAdminTokens({ db: app.db, services: app.services }, admin.id);
  return { authorization: `Bearer ${tokens.accessToken}` };
}

type Member = Awaited<ReturnType<typeof createMember>>;

async function paidOrder(member: Member) {
  const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 5 }, spu: { status: 1 } }, orderBy: { id: 'desc' } });
  const { body } = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId: sku.id, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(body.code).toBe(0);
  const paid = await postJson(app, '/pc-api/pay/order/pay/success', { id: body.data.payOrderId, channelCode: 'demo' }, member.auth);
  expect(paid.body.code).toBe(0);
  return body.data.id as number;
}

/**
 * Holds the demo wallet's refunds until `release` is called (the real refund runs then, or fails
 * with `fail`), and says when the first refund has reached the provider.
 */
function holdRefunds(fail = false) {
  const demo = app.services.payments.providers.demo as PaymentProvider;
  const refund = demo.refund.bind(demo);
  let release!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const atProvider = new Promise<void>((resolve) => {
    reached = resolve;
  });
  demo.refund = async (...args: Parameters<PaymentProvider['refund']>) => {
    reached();
    await gate;
    if (fail) throw new Error('the wallet is down');
    return refund(...args);
  };
  return { atProvider, release, restore: () => (demo.refund = refund) };
}

const dispatch = async (id: number, auth: Record<string, string>) => {
  const dhl = await app.db.carrier.findUniqueOrThrow({ where: { code: 'dhl' } });
  return (await putJson(app, '/admin-api/trade/order/delivery', { id, logisticsId: dhl.id, logisticsNo: `RACE${id}` }, auth)).body;
};

describe('a cancel with refund against a dispatch', () => {
  it('refuses the dispatch that lands while the shop’s refund is at the provider: the order is refunded, never shipped', async () => {
    const auth = await fulfilment();
    const id = await paidOrder(await createMember(app));
    const held = holdRefunds();
    try {
      const cancel = putJson(app, '/admin-api/trade/order/cancel', { id, reason: 'Out of stock at the supplier.' }, auth);
      await held.atProvider;
      expect((await dispatch(id, auth)).code).toBe(1_011_000_010);
      // A second cancel meanwhile waits for the first instead of asking the provider again.
      expect((await putJson(app, '/admin-api/trade/order/cancel', { id, reason: 'Again.' }, auth)).body.code).toBe(1_011_000_010);
      held.release();
      expect((await cancel).body).toMatchObject({ code: 0, data: true });
    } finally {
      held.restore();
    }
    const row = await app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { payOrder: true } });
    expect(row).toMatchObject({ status: 40, deliveryTime: null, logisticsNo: null, payOrder: { status: 30 } });
    expect((await dispatch(id, auth)).code).toBe(1_011_000_005);
  });

  it('refuses the dispatch that lands while the member’s own refund is at the provider', async () => {
    const auth = await fulfilment();
    const member = await createMember(app);
    const id = await paidOrder(member);
    const held = holdRefunds();
    try {
      const cancel = app.inject({
        method: 'DELETE',
        url: `/pc-api/trade/order/cancel?id=${id}`,
        headers: { 'tenant-id': '1', ...member.auth },
      });
      await held.atProvider;
      expect((await dispatch(id, auth)).code).toBe(1_011_000_010);
      held.release();
      expect((await cancel).json()).toMatchObject({ code: 0 });
    } finally {
      held.restore();
    }
    expect(await app.db.tradeOrder.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 40, deliveryTime: null });
  });

  it('gives the order back for dispatch when the refund fails', async () => {
    const auth = await fulfilment();
    const id = await paidOrder(await createMember(app));
    const held = holdRefunds(true);
    try {
      const cancel = putJson(app, '/admin-api/trade/order/cancel', { id, reason: 'Out of stock at the supplier.' }, auth);
      await held.atProvider;
      held.release();
      expect((await cancel).body.code).not.toBe(0);
    } finally {
      held.restore();
    }
    expect(await app.db.tradeOrder.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 10, cancellingAt: null });
    expect((await dispatch(id, auth)).code).toBe(0);
    expect(await app.db.tradeOrder.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 20 });
  });

  it('lets a cancel that comes after a dispatch find the order shipped, with nothing refunded', async () => {
    const auth = await fulfilment();
    const id = await paidOrder(await createMember(app));
    expect((await dispatch(id, auth)).code).toBe(0);
    expect((await putJson(app, '/admin-api/trade/order/cancel', { id, reason: 'Too late.' }, auth)).body.code).toBe(1_011_000_005);
    const row = await app.db.tradeOrder.findUniqueOrThrow({ where: { id }, include: { payOrder: true } });
    expect(row).toMatchObject({ status: 20, cancellingAt: null, payOrder: { status: 10 } });
  });
});

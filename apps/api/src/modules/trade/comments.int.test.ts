import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/admin-staff.ts';
import { backgroundCtx } from '../../lib/use-case.ts';
import { removeUnreferencedUploads, UNREFERENCED_GRACE_MS } from '../infra/remove-unreferenced-uploads.ts';
import { SAMPLES } from '../../../test/multipart.ts';
import { createMember, createTestApp, getJson, postJson, postUpload, putJson, type TestApp, texasAddress } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGINS_PER_MINUTE: '10000', RATE_LIMIT_UPLOADS_PER_MINUTE: '10000' });
});
afterAll(async () => app.close());

type Member = Awaited<ReturnType<typeof createMember>>;

/** A spu of its own for each test, so its reviews are only the test's. */
async function productOf(index: number) {
  const spus = await app.db.spu.findMany({
    where: { status: 1, skus: { some: { stock: { gte: 20 }, deletedAt: null } } },
    orderBy: { id: 'asc' },
  });
  const spu = spus[index]!;
  const sku = await app.db.sku.findFirstOrThrow({ where: { spuId: spu.id, stock: { gte: 20 }, deletedAt: null } });
  return { spuId: spu.id, skuId: sku.id };
}

/** An order of `member` for `skuId`, paid and set to `status` (30 completed by default); answers its line. */
async function orderLine(member: Member, skuId: number, status = 30) {
  const created = await postJson(
    app,
    '/pc-api/trade/order/create',
    { items: [{ skuId, count: 1 }], deliveryType: '1', email: member.mail, ...texasAddress },
    member.auth,
  );
  expect(created.body.code).toBe(0);
  await postJson(app, '/pc-api/pay/order/pay/success', { id: created.body.data.payOrderId, channelCode: 'demo' }, member.auth);
  await app.db.tradeOrder.update({
    where: { id: created.body.data.id },
    data: { status, deliveryTime: new Date(), receiveTime: new Date() },
  });
  return app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: created.body.data.id } });
}

const review = (member: Member, body: Record<string, unknown>) =>
  postJson(app, '/pc-api/trade/order/item/create-comment', body, member.auth);
const scores = { descriptionScores: 5, benefitScores: 4 };

describe('reviews of order lines', () => {
  it('takes one review per line of my completed order, with my pictures; another member cannot review my line', async () => {
    const { skuId, spuId } = await productOf(0);
    const member = await createMember(app);
    const other = await createMember(app);
    const item = await orderLine(member, skuId);
    const picture = (await postUpload(app, { name: 'a.png', type: 'image/png', content: SAMPLES.png }, { headers: member.auth })).body
      .data!;
    const othersPicture = (await postUpload(app, { name: 'b.png', type: 'image/png', content: SAMPLES.png }, { headers: other.auth })).body
      .data!;

    expect((await review(other, { orderItemId: item.id, ...scores, content: 'Mine?' })).body.code).toBe(1_011_000_000);
    expect((await review(member, { orderItemId: item.id, ...scores, picUrls: [othersPicture] })).body.code).toBe(1_001_003_003);
    expect((await review(member, { orderItemId: item.id, descriptionScores: 6, benefitScores: 4 })).body.code).toBe(400);
    expect((await review(member, { orderItemId: item.id, ...scores, content: 'x'.repeat(1001) })).body.code).toBe(400);
    expect((await review(member, { orderItemId: item.id, ...scores, picUrls: Array(10).fill(picture) })).body.code).toBe(400);

    const answers = await Promise.all(
      [1, 2, 3].map(() => review(member, { orderItemId: item.id, ...scores, content: 'Lovely paper', picUrls: [picture] })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 1_008_007_001)).toHaveLength(2);
    expect(await app.db.productComment.count({ where: { orderItemId: item.id } })).toBe(1);

    const page = await getJson(app, `/pc-api/product/comment/page?spuId=${spuId}`);
    expect(page.body.data).toMatchObject({
      total: 1,
      list: [{ userNickname: 'Ada L.', anonymous: false, content: 'Lovely paper', scores: 5, picUrls: [picture], replyStatus: false }],
    });
  });

  it('refuses reviews of orders not completed', async () => {
    const { skuId } = await productOf(1);
    const member = await createMember(app);
    const dispatched = await orderLine(member, skuId, 20);
    expect((await review(member, { orderItemId: dispatched.id, ...scores })).body.code).toBe(1_011_000_030);
    expect((await review(member, { orderItemId: 999_999, ...scores })).body.code).toBe(1_011_000_000);
    expect((await postJson(app, '/pc-api/trade/order/item/create-comment', { orderItemId: dispatched.id, ...scores })).body.code).toBe(401);
  });

  it('an anonymous review never shows the name; statistics count good, medium and bad and the mean', async () => {
    const { skuId, spuId } = await productOf(2);
    const reviews = [
      { descriptionScores: 5, benefitScores: 5, anonymous: true },
      { descriptionScores: 3, benefitScores: 3 },
      { descriptionScores: 1, benefitScores: 2 },
      { descriptionScores: 4, benefitScores: 4 },
    ];
    for (const body of reviews) {
      const member = await createMember(app);
      expect((await review(member, { orderItemId: (await orderLine(member, skuId)).id, content: 'ok', ...body })).body.code).toBe(0);
    }
    const all = (await getJson(app, `/pc-api/product/comment/page?spuId=${spuId}`)).body.data;
    expect(all.total).toBe(4);
    const anonymous = all.list.find((c: { anonymous: boolean }) => c.anonymous);
    expect(anonymous.userNickname).toBeNull();
    expect(JSON.stringify(anonymous)).not.toContain('Ada');
    expect((await getJson(app, `/pc-api/product/comment/page?spuId=${spuId}&type=1`)).body.data.total).toBe(2);
    expect((await getJson(app, `/pc-api/product/comment/page?spuId=${spuId}&type=2`)).body.data.total).toBe(1);
    expect((await getJson(app, `/pc-api/product/comment/page?spuId=${spuId}&type=3`)).body.data.total).toBe(1);
    expect((await getJson(app, `/pc-api/product/comment/statistics?spuId=${spuId}`)).body.data).toEqual({
      goodCount: 2,
      mediumCount: 1,
      badCount: 1,
      allCount: 4,
      scores: 3.4,
    });
  });

  it('the shop hides a review with a reason (gone from the storefront and its counts), replies publicly; both audited', async () => {
    const { skuId, spuId } = await productOf(3);
    const member = await createMember(app);
    const id = (
      await review(member, { orderItemId: (await orderLine(member, skuId)).id, ...scores, content: 'Call 555-0100', anonymous: true })
    ).body.data;
    const catalogue = await createStaff(app, 'catalogue');
    const fulfilment = await createStaff(app, 'fulfilment');
    expect((await getJson(app, '/admin-api/product/comment/page', fulfilment.auth)).body.code).toBe(403);
    expect((await putJson(app, '/admin-api/product/comment/reply', { id, replyContent: 'x' }, fulfilment.auth)).body.code).toBe(403);

    const listed = (await getJson(app, `/admin-api/product/comment/page?spuId=${spuId}`, catalogue.auth)).body.data;
    // The back office sees who wrote an anonymous review.
    expect(listed.list[0]).toMatchObject({ id, anonymous: true, userNickname: 'Ada L.', memberName: expect.stringContaining(member.mail) });

    expect((await putJson(app, '/admin-api/product/comment/update-visible', { id, visible: false }, catalogue.auth)).body.code).toBe(400);
    expect(
      (await putJson(app, '/admin-api/product/comment/update-visible', { id, visible: false, reason: 'Phone number' }, catalogue.auth)).body
        .code,
    ).toBe(0);
    expect((await getJson(app, `/pc-api/product/comment/page?spuId=${spuId}`)).body.data.total).toBe(0);
    expect((await getJson(app, `/pc-api/product/comment/statistics?spuId=${spuId}`)).body.data.allCount).toBe(0);
    expect(
      (await getJson(app, `/admin-api/product/comment/page?spuId=${spuId}&visible=false`, catalogue.auth)).body.data.list[0],
    ).toMatchObject({
      visible: false,
      hideReason: 'Phone number',
    });

    await putJson(app, '/admin-api/product/comment/update-visible', { id, visible: true }, catalogue.auth);
    expect((await putJson(app, '/admin-api/product/comment/reply', { id, replyContent: 'Thank you!' }, catalogue.auth)).body.code).toBe(0);
    expect((await getJson(app, `/pc-api/product/comment/page?spuId=${spuId}`)).body.data.list[0]).toMatchObject({
      replyStatus: true,
      replyContent: 'Thank you!',
      replyTime: expect.any(Number),
    });
    expect((await putJson(app, '/admin-api/product/comment/reply', { id: 999_999, replyContent: 'x' }, catalogue.auth)).body.code).toBe(
      1_008_007_000,
    );
    const audits = await app.db.auditLog.findMany({ where: { target: `product_comment:${id}` }, orderBy: { id: 'asc' } });
    expect(audits.map((a) => a.action)).toEqual([
      'product:comment:update-visible',
      'product:comment:update-visible',
      'product:comment:reply',
    ]);
    expect(audits[0]).toMatchObject({
      adminId: catalogue.id,
      before: { visible: true },
      after: { visible: false, hideReason: 'Phone number' },
    });
  });

  it('keeps the pictures of reviews and after-sales when unused uploads are cleared', async () => {
    const { skuId } = await productOf(4);
    const member = await createMember(app);
    const item = await orderLine(member, skuId);
    const upload = async () =>
      (await postUpload(app, { name: 'p.png', type: 'image/png', content: SAMPLES.png }, { headers: member.auth })).body.data!;
    const [reviewPicture, returnPicture, unused] = [await upload(), await upload(), await upload()];
    expect((await review(member, { orderItemId: item.id, ...scores, picUrls: [reviewPicture] })).body.code).toBe(0);
    const applied = await postJson(
      app,
      '/pc-api/trade/after-sale/create',
      { orderItemId: item.id, way: 20, applyReason: 'Wrong item delivered', applyPicUrls: [returnPicture] },
      member.auth,
    );
    expect(applied.body.code).toBe(0);
    const old = new Date(Date.now() - UNREFERENCED_GRACE_MS - 60_000);
    await app.db.uploadedFile.updateMany({ where: { url: { in: [reviewPicture, returnPicture, unused] } }, data: { createdAt: old } });
    await removeUnreferencedUploads(backgroundCtx(app), new Date());
    const left = await app.db.uploadedFile.findMany({
      where: { url: { in: [reviewPicture, returnPicture, unused] } },
      select: { url: true },
    });
    expect(left.map((f) => f.url).sort()).toEqual([reviewPicture, returnPicture].sort());
  });
});

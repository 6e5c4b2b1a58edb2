import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, postJson, postUpload, putJson, type TestApp } from '../../../test/helpers.ts';
import { SAMPLES } from '../../../test/multipart.ts';
import { backgroundCtx } from '../../lib/use-case.ts';
import { removeUnreferencedUploads, UNREFERENCED_GRACE_MS } from './remove-unreferenced-uploads.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
});
afterAll(async () => app.close());

const PNG = { name: 'logo.png', type: 'image/png', content: SAMPLES.png };
const US = 281;

async function upload(headers: Record<string, string> = {}, directory = 'image', content = PNG) {
  const { body } = await postUpload(app, content, { headers, fields: { directory } });
  expect(body.code).toBe(0);
  return body.data!;
}

const onDisk = (url: string) => existsSync(join(app.uploadDir, new URL(url).pathname.replace('/uploads/', '')));

describe('removeUnreferencedUploads', () => {
  it('removes the files nothing refers to once the grace period is over, and keeps every file in use (logos and print data included)', async () => {
    const member = await createMember(app);
    const forgotten = await upload();
    const forgottenPrint = await upload(member.auth, 'print', { name: 'a.pdf', type: 'application/pdf', content: SAMPLES.pdf });
    const avatar = await upload(member.auth);
    const profile = { firstName: 'Ada', lastName: 'Lovelace', avatar, mailLanguage: 'en' };
    expect((await putJson(app, '/pc-api/member/user/update', profile, member.auth)).body.code).toBe(0);
    const contactPicture = await upload();
    const contact = { firstName: 'Ada', mail: member.mail, content: 'A question about gift boxes.', picUrl: [contactPicture] };
    expect((await postJson(app, '/pc-api/system/contact-us/create', contact)).body.code).toBe(0);
    const logo = await upload(member.auth);
    // The logo mug: printable by screen print, logo position 1.
    const sku = await app.db.sku.findFirstOrThrow({ where: { stock: { gte: 30 }, spuId: 1027 }, orderBy: { id: 'asc' } });
    const order = await postJson(
      app,
      '/pc-api/trade/order/create',
      {
        items: [{ skuId: sku.id, count: 25, orderType: 2, size: '1', locationId: '1', decoratingMethod: '1', imgUrl: logo }],
        deliveryType: '1',
        email: member.mail,
        firstName: 'Ada',
        lastName: 'Lovelace',
        mobile: '+1 281 555 0147',
        areaId: US,
        state: 'TX',
        city: 'Houston',
        zipCode: '77002',
        detailAddress: '1 Main St',
      },
      member.auth,
    );
    expect(order.body.code).toBe(0);
    const printData = await upload(member.auth, 'print', { name: 'b.pdf', type: 'application/pdf', content: SAMPLES.pdf });
    const line = await app.db.tradeOrderItem.findFirstOrThrow({ where: { orderId: order.body.data.id } });
    const submitted = await putJson(app, '/pc-api/trade/order/item/print-data', { id: line.id, url: printData }, member.auth);
    expect(submitted.body.code).toBe(0);
    const old = [forgotten, forgottenPrint, avatar, contactPicture, logo, printData];
    await app.db.uploadedFile.updateMany({
      where: { url: { in: old } },
      data: { createdAt: new Date(Date.now() - UNREFERENCED_GRACE_MS - 60_000) },
    });
    const recent = await upload();

    expect(await removeUnreferencedUploads(backgroundCtx(app), new Date())).toBe(2);

    const kept = await app.db.uploadedFile.findMany({ where: { url: { in: [...old, recent] } }, select: { url: true } });
    expect(kept.map((row) => row.url).sort()).toEqual([avatar, contactPicture, logo, printData, recent].sort());
    expect([forgotten, forgottenPrint].map(onDisk)).toEqual([false, false]);
    expect([avatar, contactPicture, logo, printData, recent].map(onDisk)).toEqual([true, true, true, true, true]);
    expect((await app.inject({ method: 'GET', url: new URL(forgotten).pathname })).statusCode).toBe(404);
    // Nothing left to remove: a second run finds nothing.
    expect(await removeUnreferencedUploads(backgroundCtx(app), new Date())).toBe(0);
  });
});

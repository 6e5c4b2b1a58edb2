import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { HEADERS, journeyShots, logIn, OWNER, PNG, payToTexasWithDemoWallet, registerByApi, TEXAS_ADDRESS } from './helpers.ts';

/** The tote bag: volume tiers from 50 to 1,000 bags; its checked print data is approved without a proof. */
const TOTE = 1032;

/** The smallest file the print upload takes as a PDF (its check finds it unusable; the shop passes it). */
const PRINT_PDF = Buffer.from('%PDF-1.3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Auth = Record<string, string>;
const json = async (answer: Promise<{ json(): Promise<{ code: number; data: never }> }>) => (await (await answer).json()).data;

/**
 * What the shopper did before, through the API as the shop sees it: 60 tote bags with a logo,
 * paid with the demo wallet, print data uploaded and passed by the shop (approved: 30).
 */
async function approvedLogoOrder(request: APIRequestContext, auth: Auth, mail: string) {
  const logo: string = await json(
    request.post('/pc-api/infra/file/upload', {
      headers: auth,
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  const tote: { skus: { id: number }[] } = await json(request.get(`/pc-api/product/spu/get-detail?id=${TOTE}`, { headers: HEADERS }));
  const line = { skuId: tote.skus[0]!.id, count: 60, orderType: 2, size: '1', locationId: '1', decoratingMethod: '1', imgUrl: logo };
  const created: { id: number; payOrderId: number } = await json(
    request.post('/pc-api/trade/order/create', {
      headers: auth,
      data: { items: [line], deliveryType: '1', email: mail, ...TEXAS_ADDRESS },
    }),
  );
  await request.post('/pc-api/pay/order/pay/success', { headers: auth, data: { id: created.payOrderId, channelCode: 'demo' } });
  const detail = async (): Promise<{ items: { id: number; printStatus: number | null; printDataUrl: string }[] }> =>
    json(request.get(`/pc-api/trade/order/get-detail?id=${created.id}`, { headers: auth }));
  const lineId = (await detail()).items[0]!.id;
  const file: string = await json(
    request.post('/pc-api/infra/file/upload', {
      headers: auth,
      multipart: { directory: 'print', file: { name: 'print.pdf', mimeType: 'application/pdf', buffer: PRINT_PDF } },
    }),
  );
  await request.put('/pc-api/trade/order/item/print-data', { headers: auth, data: { id: lineId, url: file } });
  await expect.poll(async () => (await detail()).items[0]!.printStatus, { timeout: 20_000 }).not.toBe(10);
  const staff: { accessToken: string } = await json(
    request.post('/admin-api/system/auth/login', { headers: HEADERS, data: { username: OWNER.email, password: OWNER.password } }),
  );
  await request.put('/admin-api/trade/order/item/print-check', {
    headers: { ...HEADERS, authorization: `Bearer ${staff.accessToken}` },
    data: { id: lineId, pass: true },
  });
  await expect.poll(async () => (await detail()).items[0]!.printStatus, { timeout: 10_000 }).toBe(30);
  return { orderId: created.id, printDataUrl: (await detail()).items[0]!.printDataUrl };
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`buy a logo line again on a ${viewport.name}: the new order prints the approved data without a new upload or proof`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const shots = process.env.JOURNEY_SHOTS;
    const shot = journeyShots(page, `buy-again-${viewport.name}`);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const mail = `again-${viewport.name}-${Date.now()}@example.test`;
    const auth = await registerByApi(request, mail);
    const earlier = await approvedLogoOrder(request, auth, mail);
    await logIn(page, mail);

    // The product page offers the earlier design; choosing it fills the logo panel, and the price table shows the volume tiers.
    await page.goto(`/productDetail?id=${TOTE}`);
    const panel = page.locator('.customise');
    const previous = panel.getByRole('group', { name: 'Your previous designs' });
    await expect(previous).toContainText('60 pieces');
    await previous.getByRole('button').first().click();
    await expect(panel.getByLabel('Quantity')).toHaveValue('60');
    await expect(panel.getByRole('img', { name: 'Your logo' })).toBeVisible();
    const table = panel.getByRole('table', { name: /Your logo on every piece/ });
    await expect(table.getByRole('row')).toHaveCount(4 + 1);
    await expect(table.locator('tr[aria-current="true"] td').first()).toHaveText('50+');
    await expect(table).toContainText('1,000+');
    await table.scrollIntoViewIfNeeded();
    if (shots) await table.screenshot({ path: `${shots}/price-table-${viewport.width}.png` });
    await shot('product');

    // Buy again from the order page: the logo line goes to the checkout with its logo and print order.
    await page.goto(`/orderDetail?id=${earlier.orderId}`);
    await page.getByRole('button', { name: 'Buy again' }).click();
    await expect(page).toHaveURL(/\/createOrder\?items=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('items')!)[0]).toMatchObject({
      count: 60,
      size: '1',
      reorderItemId: expect.any(Number),
    });
    await expect(page.locator('.custom-info')).toContainText('Front centre');
    await shot('checkout');
    await payToTexasWithDemoWallet(page);

    // The new order's line starts with the approved print data: nothing to upload, no proof to approve.
    const print = page.locator('.print-data');
    await expect(print.getByTestId('print-status')).toHaveText('Data about to print');
    await expect(print.getByLabel(/Upload/)).toHaveCount(0);
    await expect(print.getByRole('button', { name: 'Approve the proof' })).toHaveCount(0);
    await shot('paid');
    const newId = new URL(page.url()).searchParams.get('id');
    const fresh: { items: { printStatus: number; printDataUrl: string }[] } = await json(
      request.get(`/pc-api/trade/order/get-detail?id=${newId}`, { headers: auth }),
    );
    expect(fresh.items[0]).toMatchObject({ printStatus: 30, printDataUrl: earlier.printDataUrl });
  });
}

import { createRequire } from 'node:module';
import { expect, test } from './fixtures.ts';
import { fillTexasAddress, HEADERS, logIn, payToTexasWithDemoWallet, PNG, registerByApi, TEXAS_ADDRESS } from './helpers.ts';

// The API's image and PDF libraries make the print files (a low-resolution RGB JPEG, a CMYK PDF) in the test.
/** The part of sharp's API the journey uses (sharp is the API's dependency, not the storefront's). */
interface Image {
  jpeg(): Image;
  tiff(): Image;
  toColourspace(space: string): Image;
  toBuffer(): Promise<Buffer>;
}
const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp') as (input: {
  create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } };
}) => Image;
/** The part of pdf-lib's API the journey uses. */
interface PdfLib {
  PDFDocument: { create(): Promise<PdfDoc> };
  cmyk(c: number, m: number, y: number, k: number): unknown;
}
interface PdfDoc {
  addPage(size: [number, number]): {
    setTrimBox(x: number, y: number, w: number, h: number): void;
    setBleedBox(x: number, y: number, w: number, h: number): void;
    drawRectangle(options: { x: number; y: number; width: number; height: number; color: unknown }): void;
    drawCircle(options: { x: number; y: number; size: number; color: unknown }): void;
  };
  save(options: { useObjectStreams: boolean }): Promise<Uint8Array>;
}
const pdfLib = createRequire(new URL('../../api/package.json', import.meta.url))('@cantoo/pdf-lib') as PdfLib;

const rgbJpeg = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .toBuffer();
/** A PDF 1.3 drawn in CMYK with 3.5 mm bleed around a 4.9 cm trim: what a print shop wants (its proof is drawn on the server). */
async function cmykPdf(): Promise<Buffer> {
  const doc = await pdfLib.PDFDocument.create();
  const page = doc.addPage([160, 160]);
  page.setTrimBox(10, 10, 140, 140);
  page.setBleedBox(0, 0, 160, 160);
  page.drawRectangle({ x: 0, y: 0, width: 160, height: 160, color: pdfLib.cmyk(0, 0.6, 1, 0) });
  page.drawCircle({ x: 80, y: 80, size: 40, color: pdfLib.cmyk(1, 0, 0, 0) });
  const bytes = await doc.save({ useObjectStreams: false });
  bytes.set(Buffer.from('%PDF-1.3'), 0);
  return Buffer.from(bytes);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`logo mug on a ${viewport.name}: configure, order with the demo wallet, print data incorrect, upload again, approve the proof`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Pictures of each step for review, when JOURNEY_SHOTS names a folder for them.
    const shots = process.env.JOURNEY_SHOTS;
    const shot = async (step: string) => {
      if (shots) await page.screenshot({ path: `${shots}/${viewport.name}-${step}.png`, fullPage: true });
    };
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const mail = `logo-${viewport.name}-${Date.now()}@example.test`;
    await registerByApi(request, mail);
    await logIn(page, mail);

    const asked: { items: { skuId: number }[] }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trade/order/settlement')) asked.push(r.postDataJSON());
    });
    await page.goto('/productDetail?id=1027');
    const panel = page.locator('.customise');
    await expect(panel.getByRole('heading', { name: 'Customise with your logo' })).toBeVisible();
    await panel.getByLabel('Decorating method').selectOption({ label: 'Pad print' });
    await panel.getByLabel('Logo position').selectOption({ label: 'Back centre' });
    await panel.getByLabel('Custom size').check();
    await panel.getByLabel('Width').fill('8');
    await panel.getByLabel('Height').fill('6');
    // Fewer than 25 pieces are not priced; 25 are, by the server, print included.
    await panel.getByLabel('Quantity').fill('24');
    await expect(panel.getByText('At least 25 pieces')).toHaveClass(/field__error/);
    await panel.getByLabel('Quantity').fill('25');
    // The panel shows the server's settlement of the same line, print included.
    await expect(panel.getByTestId('customise-total')).toBeVisible();
    const line = { skuId: asked.at(-1)?.items[0]?.skuId, count: 25, orderType: 2, size: '8x6', locationId: '2', decoratingMethod: '2' };
    expect(asked.at(-1)?.items[0]).toMatchObject(line);
    const settled = await request.post('/pc-api/trade/order/settlement', { headers: HEADERS, data: { items: [line], deliveryType: '1' } });
    const item = (await settled.json()).data.items[0];
    expect(item.decalsPrice).toBe(25 * 149);
    await expect(panel.getByTestId('customise-total')).toHaveText(`$${((item.discountedPrice + item.decalsPrice) / 100).toFixed(2)}`);
    await expect(panel.getByText('Custom orders: 7–10 business days after print data approval.')).toBeVisible();
    await panel.getByLabel('Your logo (PNG or JPG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(panel.getByRole('img', { name: 'Your logo' })).toBeVisible();
    await panel.getByLabel('Notes for the print').fill('White logo');
    await panel.scrollIntoViewIfNeeded();
    await shot('panel');
    await panel.getByRole('button', { name: 'Order with logo' }).click();

    await expect(page).toHaveURL(/\/createOrder\?items=/);
    await expect(page.locator('.custom-info')).toContainText('Pad print');
    await expect(page.locator('.custom-info')).toContainText('8 × 6 cm');
    await expect(page.locator('.custom-info')).toContainText('Back centre');
    // A logo line's quantity is the designer's: no stepper at checkout.
    await expect(page.locator('.checkout-line').getByRole('spinbutton')).toHaveCount(0);
    await shot('checkout');
    await payToTexasWithDemoWallet(page);

    const print = page.locator('.print-data');
    await expect(print).toContainText('Pad print');
    await expect(print).toContainText('White logo');
    // The panel's logo became the print data when the order was paid: too few pixels to prepare, said plainly, help offered.
    await expect(print.getByTestId('print-status')).toHaveText('Data incorrect', { timeout: 60_000 });
    await expect(print.locator('.print-data__reasons')).toContainText('a sharp print needs at least 150 dpi');
    await expect(print.getByRole('button', { name: 'Let us prepare the artwork' })).toBeVisible();
    await print
      .getByLabel('Upload corrected print data')
      .setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await rgbJpeg() });
    await expect(print.locator('.print-data__reasons')).toContainText('Your logo has 120 × 120 pixels', { timeout: 60_000 });
    await expect(print.getByTestId('print-status')).toHaveText('Data incorrect');
    await shot('incorrect');

    await print
      .getByLabel('Upload corrected print data')
      .setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: await cmykPdf() });
    await expect(print.getByTestId('print-status')).toHaveText('Data check normal', { timeout: 20_000 });
    // The PDF's first page, drawn on the server as a PNG.
    const proof = print.getByRole('img', { name: 'Proof' });
    await expect(proof).toBeVisible();
    await expect(proof).toHaveAttribute('src', /\/print-proof\/.+\.png$/);
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);
    await shot('proof');
    await print.getByRole('button', { name: 'Approve the proof' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(print.getByTestId('print-status')).toHaveText('Data about to print');
    await expect(print.getByLabel('Upload corrected print data')).toHaveCount(0);
    // The order page shows the same line with its proof.
    await page.goto(`/orderDetail?id=${new URL(page.url()).searchParams.get('id')}`);
    await expect(page.locator('.print-data').getByRole('img', { name: 'Proof' })).toBeVisible();
    await expect(page.locator('.print-data').getByTestId('print-status')).toHaveText('Data about to print');
    await shot('order-detail');
  });
}

const OWNER = { email: 'owner@shop.test', password: 'owner-password-e2e' };

for (const width of [1366, 768]) {
  test(`the back office at ${width} px overrules the automatic check of a tote bag's print data, then marks it printing and printed`, async ({
    page,
    request,
  }) => {
    const mail = `print-admin-${width}-${Date.now()}@example.test`;
    const auth = await registerByApi(request, mail);
    const logo = await (
      await request.post('/pc-api/infra/file/upload', {
        headers: auth,
        multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
      })
    ).json();
    const tote = (await (await request.get('/pc-api/product/spu/get-detail?id=1032', { headers: HEADERS })).json()).data;
    const line = { skuId: tote.skus[0].id, count: 30, orderType: 2, size: '1', locationId: '1', decoratingMethod: '1', imgUrl: logo.data };
    const texas = TEXAS_ADDRESS;
    const created = (
      await (
        await request.post('/pc-api/trade/order/create', {
          headers: auth,
          data: { items: [line], deliveryType: '1', email: mail, ...texas },
        })
      ).json()
    ).data;
    await request.post('/pc-api/pay/order/pay/success', { headers: auth, data: { id: created.payOrderId, channelCode: 'demo' } });
    const detail = async () =>
      (await (await request.get(`/pc-api/trade/order/get-detail?id=${created.id}`, { headers: auth })).json()).data;
    const lineId = (await detail()).items[0].id;
    const file = await (
      await request.post('/pc-api/infra/file/upload?directory=print', {
        headers: auth,
        multipart: { directory: 'print', file: { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await rgbJpeg() } },
      })
    ).json();
    await request.put('/pc-api/trade/order/item/print-data', { headers: auth, data: { id: lineId, url: file.data } });
    // The logo taken as print data at payment is checked too: wait for this file's verdict.
    await expect
      .poll(async () => (({ printStatus, printDataUrl }) => `${printStatus} ${printDataUrl}`)((await detail()).items[0]), {
        timeout: 60_000,
      })
      .toBe(`21 ${file.data}`);

    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await page.goto('/admin/print');
    await page.getByRole('tab', { name: 'Data incorrect' }).click();
    const card = page.locator('.print-line').filter({ hasText: mail });
    await expect(card).toContainText('JPG');
    await expect(card).toContainText('a sharp print needs at least 150 dpi');
    if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/admin-${width}.png`, fullPage: true });
    await card.getByRole('button', { name: 'Pass' }).click();
    // Passing locks the print data and issues the invoice: it asks first, and closes once done.
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Pass' }).click();
    await expect(confirm).toHaveCount(0);
    // The order's page names the print order as the dictionaries do.
    await page.goto(`/admin/orders/${created.id}`);
    await expect(page.locator('.print-order')).toContainText('Screen print');
    await expect(page.locator('.print-order')).toContainText('Front centre');
    if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/admin-order-${width}.png`, fullPage: true });
    await page.goto('/admin/print');
    // The tote bag needs no approval by the shopper: passed data is about to print at once.
    await page.getByRole('tab', { name: 'About to print' }).click();
    await page.locator('.print-line').filter({ hasText: mail }).getByRole('button', { name: 'Mark printing' }).click();
    await page.getByRole('tab', { name: 'Printing' }).click();
    await page.locator('.print-line').filter({ hasText: mail }).getByRole('button', { name: 'Mark printed' }).click();
    await expect.poll(async () => (await detail()).items[0].printStatus).toBe(50);
  });
}

test("a guest uploads print data and approves the proof from the order's link", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const logo = await (
    await request.post('/pc-api/infra/file/upload', {
      headers: HEADERS,
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
    })
  ).json();
  const mug = (await (await request.get('/pc-api/product/spu/get-detail?id=1027', { headers: HEADERS })).json()).data;
  const line = { skuId: mug.skus[0].id, count: 25, orderType: 2, size: '1', locationId: '1', decoratingMethod: '1', imgUrl: logo.data };
  const address = { ...TEXAS_ADDRESS, lastName: 'Guest' };
  const email = `print-guest-${Date.now()}@example.test`;
  const created = (
    await (
      await request.post('/pc-api/trade/order/guest/create', {
        headers: HEADERS,
        data: { items: [line], deliveryType: '1', email, address },
      })
    ).json()
  ).data;
  await request.post('/pc-api/pay/order/guest/pay/success', { headers: HEADERS, data: { orderToken: created.token, channelCode: 'demo' } });
  await page.goto(`/guestOrder?key=${encodeURIComponent(created.token)}`);
  const print = page.locator('.print-data');
  // The 1 × 1 px logo taken as print data at payment is too small to prepare.
  await expect(print.getByTestId('print-status')).toHaveText('Data incorrect', { timeout: 60_000 });
  await print
    .getByLabel('Upload corrected print data')
    .setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: await cmykPdf() });
  await expect(print.getByTestId('print-status')).toHaveText('Data check normal', { timeout: 20_000 });
  await expect(print.getByRole('img', { name: 'Proof' })).toBeVisible();
  if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/guest-proof.png`, fullPage: true });
  // The billing address changes until the proof is approved, then no more.
  await page.getByRole('button', { name: 'Change' }).click();
  await fillTexasAddress(page);
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('Postcode').fill('78701');
  if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/guest-billing.png`, fullPage: true });
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.locator('dd').filter({ hasText: 'Austin' })).toContainText('Ada Buyer');
  await print.getByRole('button', { name: 'Approve the proof' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(print.getByTestId('print-status')).toHaveText('Data about to print');
  await expect(page.getByRole('button', { name: 'Change' })).toHaveCount(0);
});

test('the customisation page explains the steps and configures a chosen product in German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'de'));
  await page.goto('/customization');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Logo auf Werbegeschenken');
  await expect(page.getByText('Siebdruck')).toBeVisible();
  await page.getByRole('button', { name: 'Keramiktasse 350 ml mit Logodruck' }).click();
  await expect(page).toHaveURL(/\/customization\?id=1027/);
  const panel = page.locator('.customise');
  await expect(panel.getByLabel('Veredelungsverfahren')).toBeVisible();
  await expect(panel.getByText('Mindestens 25 Stück')).toBeVisible();
  if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/customization-de.png`, fullPage: true });
});

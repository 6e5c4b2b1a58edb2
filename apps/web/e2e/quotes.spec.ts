import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { logIn, ownerLogIn, PNG, registerByApi } from './helpers.ts';

/** A Houston address saved to the member's address book (the order goes there). */
const HOUSTON = {
  firstName: 'Ada',
  lastName: 'Buyer',
  mobile: '2815550147',
  areaId: 281,
  state: 'TX',
  city: 'Houston',
  zipCode: '77002',
  detailAddress: '1 Main St',
  defaultStatus: true,
};

test('a 500-piece logo quote from the logo panel, priced in the back office, accepted and paid with the demo wallet', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Pictures of the quote page and its PDF for review, when JOURNEY_SHOTS names a folder for them.
  const shots = process.env.JOURNEY_SHOTS;
  const mail = `quote-${Date.now()}@example.test`;
  const member = await registerByApi(request, mail);
  expect((await (await request.post('/pc-api/member/address/create', { headers: member, data: HOUSTON })).json()).code).toBe(0);
  await logIn(page, mail);

  // The logo panel: red mugs (the colour with the most stock), pad print on the back, 8 × 6 cm, 500 pieces, the logo.
  await page.goto('/productDetail?id=1027');
  await page.getByRole('button', { name: 'Red' }).click();
  const panel = page.locator('.customise');
  await panel.getByLabel('Decorating method').selectOption({ label: 'Pad print' });
  await panel.getByLabel('Logo position').selectOption({ label: 'Back centre' });
  await panel.getByLabel('Custom size').check();
  await panel.getByLabel('Width').fill('8');
  await panel.getByLabel('Height').fill('6');
  await panel.getByLabel('Quantity').fill('500');
  await panel.getByLabel('Your logo (PNG or JPG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await panel.getByRole('link', { name: 'Request a quote' }).click();

  // The request carries the whole configuration; the buyer adds a note and the PO number.
  await expect(page).toHaveURL(/\/quoteRequest\?items=/);
  const items = JSON.parse(new URL(page.url()).searchParams.get('items') ?? '[]');
  expect(items[0]).toMatchObject({
    count: 500,
    orderType: 2,
    size: '8x6',
    locationId: '2',
    decoratingMethod: '2',
    imgUrl: expect.any(String),
  });
  await page.getByLabel('PO number').fill('PO-2026-77');
  await page.getByLabel('Note').fill('For our trade fair in March, please pack in tens.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/quote\?id=\d+/);
  const quoteId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.locator('.quote-status').first()).toHaveText('Requested');
  await expect(page.getByText('PO-2026-77')).toBeVisible();
  await expect(page.getByText('Logo: Pad print, Back centre, size 8 × 6 cm')).toBeVisible();

  // The back office prices it: unit price, print price per piece, a setup fee, delivery; then sends it.
  const admin = await browser.newPage();
  await ownerLogIn(admin);
  await admin.goto('/admin/quotes');
  await admin
    .getByRole('link', { name: /^Q-\d{4}-\d{6}$/ })
    .first()
    .waitFor();
  await admin.goto(`/admin/quotes/${quoteId}`);
  const form = admin.getByRole('form', { name: 'Pricing' });
  // Staff read the print order by name, as the buyer does.
  await expect(form).toContainText('Logo 8 × 6 cm, method Pad print, position Back centre');
  await form.getByLabel(/^Unit price/).fill('5.20');
  await form.getByLabel(/^Print \/ piece/).fill('0.85');
  await form.getByLabel(/^Setup fee/).fill('39.00');
  await form.getByLabel(/^Delivery/).fill('29.00');
  await form.getByLabel('Note to the buyer (on the PDF)').fill('Production two weeks after the proof.');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(admin.getByText('Quote sent to the buyer')).toBeVisible();
  await admin.getByLabel('Answer (mailed to the buyer)').fill('Packing in tens is included.');
  await admin.getByRole('button', { name: 'Send message' }).click();
  await expect(admin.locator('.timeline')).toContainText('Packing in tens is included.');
  await admin.close();

  // The buyer sees the quoted prices and the thread, and reads the PDF.
  await page.reload();
  await expect(page.locator('.quote-status').first()).toHaveText('Priced');
  await expect(page.locator('.quote-thread')).toContainText('Packing in tens is included.');
  const quote = (await (await request.get(`/pc-api/trade/quote/get?id=${quoteId}`, { headers: member })).json()).data;
  expect(quote.lines[0]).toMatchObject({
    unitPrice: 520,
    printPrice: 85,
    setupPrice: 3900,
    totalPrice: 500 * 520,
    decalsPrice: 500 * 85 + 3900,
  });
  expect(quote.price.deliveryPrice).toBe(2900);
  await expect(page.locator('.totals__total').last()).toHaveText(
    `$${(quote.price.payPrice / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  const pdf = await request.get(`/pc-api/trade/quote/pdf?id=${quoteId}`, { headers: member });
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  if (shots) {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.screenshot({ path: `${shots}/quote-page-${width}.png`, fullPage: true });
    }
    // The PDF itself, to be looked at as pictures (pdftoppm -png -scale-to 1366 / 390).
    writeFileSync(join(shots, 'quote.pdf'), await pdf.body());
  }

  // Accepting makes the order at the quoted prices; it is paid with the demo wallet.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Accept and order' }).click();
  await expect(page).toHaveURL(/\/payOrder\?id=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByRole('button', { name: /Pay .* with the demo wallet/ }).click();
  await expect(page).toHaveURL(/\/paySuccess\?id=\d+/, { timeout: 15_000 });
  const order = (await (await request.get(`/pc-api/trade/order/get-detail?id=${orderId}`, { headers: member })).json()).data;
  expect(order).toMatchObject({ status: 10, payPrice: quote.price.payPrice, poNumber: 'PO-2026-77' });
  expect(order.items[0]).toMatchObject({ price: 520, count: 500, size: '8x6' });
  await page.goto(`/quote?id=${quoteId}`);
  await expect(page.locator('.quote-status').first()).toHaveText('Accepted');
});

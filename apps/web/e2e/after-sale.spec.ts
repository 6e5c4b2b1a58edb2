import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { HEADERS, logIn, PNG, registerByApi, TEXAS_ADDRESS } from './helpers.ts';

// The back office's owner from ADMIN_EMAIL / ADMIN_PASSWORD (serve.mjs).
const OWNER = { username: 'owner@shop.test', password: 'owner-password-e2e' };
const TEXAS = TEXAS_ADDRESS;

/** A member's order of two lines, paid with the demo wallet, dispatched by the shop and received. */
async function receivedOrder(request: APIRequestContext, mail: string) {
  const auth = await registerByApi(request, mail);
  const created = await (
    await request.post('/pc-api/trade/order/create', {
      headers: auth,
      data: {
        items: [
          { skuId: 100101, count: 2 },
          { skuId: 100301, count: 1 },
        ],
        deliveryType: '1',
        email: mail,
        ...TEXAS,
      },
    })
  ).json();
  expect(created.code).toBe(0);
  const id = created.data.id as number;
  await request.post('/pc-api/pay/order/pay/success', { headers: auth, data: { id: created.data.payOrderId, channelCode: 'demo' } });
  const login = await (await request.post('/admin-api/system/auth/login', { headers: HEADERS, data: OWNER })).json();
  const admin = { ...HEADERS, authorization: `Bearer ${login.data.accessToken}` };
  const carriers = await (await request.get('/admin-api/trade/delivery/express/list-all-simple', { headers: admin })).json();
  const sent = await request.put('/admin-api/trade/order/delivery', {
    headers: admin,
    data: { id, logisticsId: carriers.data[0].id, logisticsNo: 'JD0001' },
  });
  expect((await sent.json()).code).toBe(0);
  expect((await (await request.put(`/pc-api/trade/order/receive?id=${id}`, { headers: auth })).json()).code).toBe(0);
  return id;
}

async function adminLogIn(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
}

test('a shopper returns a line with a picture, the shop agrees, the parcel comes back and is refunded with a credit note; the shopper downloads the invoice and reviews the other line', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const mail = `return-${Date.now()}@example.com`;
  const orderId = await receivedOrder(page.request, mail);

  // The shopper applies for a return of one of the first line's two pieces, damaged: that piece's whole price.
  await logIn(page, mail);
  await page.goto(`/orderDetail?id=${orderId}`);
  const firstLine = page.locator('.order-card__items li').filter({ hasText: 'A4 Lever Arch File' });
  await firstLine.getByRole('button', { name: 'Apply for after-sale' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for after-sale' });
  await apply.getByLabel('Return and refund').check();
  await apply.getByLabel('Reason').selectOption('Damaged in transit');
  const ceiling = apply.getByTestId('refund-ceiling');
  const both = Number((await ceiling.textContent())!.replace(/[^\d.]/g, ''));
  await apply.getByLabel('Pieces to return or refund').selectOption('1');
  await expect(ceiling).toHaveText(`$${(Math.floor(Math.round(both * 100) / 2) / 100).toFixed(2)}`);
  await apply.getByLabel('Description').fill('One file arrived crushed.');
  await apply.locator('input[type=file]').setInputFiles({ name: 'files.png', mimeType: 'image/png', buffer: PNG });
  await expect(apply.locator('.thumbs img')).toHaveCount(1);
  await apply.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/afterSaleDetail\?id=\d+/);
  await expect(page.getByTestId('after-sale-status')).toContainText('Applied');
  const afterSaleNo = (await page.locator('dd').first().textContent())!.trim();
  expect(afterSaleNo).toMatch(/^r\d+/);

  // The shop approves it in the back office.
  const office = await browser.newPage({ baseURL: page.url().replace(/\/afterSaleDetail.*/, '') });
  await adminLogIn(office);
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Returns' }).click();
  await office.getByRole('row').filter({ hasText: afterSaleNo }).click();
  await expect(office.locator('.message__pictures img')).toHaveCount(1);
  await office.getByRole('button', { name: 'Approve' }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByText('Approved; the shopper has been told.')).toBeVisible();

  // The shopper sees the return address and enters the parcel.
  await page.reload();
  await expect(page.getByTestId('after-sale-status')).toContainText('Approved');
  await expect(page.locator('.return-address')).toContainText('Houston');
  await page.getByLabel('Carrier').selectOption({ index: 1 });
  await page.getByLabel('Tracking number').fill('RET-4711');
  await page.getByRole('button', { name: 'Save tracking number' }).click();
  await expect(page.getByTestId('after-sale-status')).toContainText('Sent back');

  // The shop receives the parcel and refunds (the back office's page loaded again: the shopper changed the after-sale).
  await office.reload();
  await office.getByRole('tab', { name: 'Parcel on its way' }).click();
  await office.getByRole('row').filter({ hasText: afterSaleNo }).click();
  await expect(office.getByText('RET-4711')).toBeVisible();
  await office.getByRole('button', { name: 'Parcel arrived' }).click();
  await expect(office.getByText('Parcel received; its pieces are back in stock.')).toBeVisible();
  await office.getByRole('tab', { name: 'To refund' }).click();
  await office.getByRole('row').filter({ hasText: afterSaleNo }).click();
  await office.getByRole('button', { name: /^Refund \$/ }).click();
  await office
    .getByRole('dialog', { name: /^Refund r/ })
    .getByRole('button', { name: /^Refund / })
    .click();
  await expect(office.getByText('Refunded through the payment provider.')).toBeVisible();
  await office.close();

  await page.reload();
  await expect(page.getByTestId('after-sale-status')).toContainText('Refunded');
  await expect(page.locator('.timeline li')).toHaveCount(5);
  // The refund's credit note, a PDF in its own number series.
  const creditNote = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download credit note' }).click();
  expect((await creditNote).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);

  // The refunds list in the account, then a review of the other line.
  await page.goto('/buyHistory?tab=afterSale');
  await expect(page.getByRole('link', { name: afterSaleNo })).toBeVisible();
  await page.goto(`/orderDetail?id=${orderId}`);
  // The order's invoice, issued when it was paid.
  const invoice = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const saved = await invoice;
  expect(saved.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);
  expect((await readFile((await saved.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  const secondLine = page.locator('.order-card__items li').filter({ hasText: 'Kraft Paper Document Folder' });
  await secondLine.getByRole('button', { name: 'Evaluate' }).click();
  const review = page.getByRole('dialog', { name: 'Evaluate' });
  await review.getByRole('group', { name: 'Product as described' }).getByRole('radio', { name: '4 stars' }).check({ force: true });
  await review.getByLabel('Your review').fill('Sturdy folder, the elastic holds well.');
  await review.getByRole('button', { name: 'Publish review' }).click();
  await expect(secondLine.getByText('Reviewed')).toBeVisible();
  await expect(secondLine.getByRole('button', { name: 'Evaluate' })).toHaveCount(0);

  await page.goto('/productDetail?id=1003');
  await expect(page.getByTestId('review-summary')).toContainText('review');
  await expect(page.locator('.review').filter({ hasText: 'Sturdy folder' })).toContainText('Ada');
});

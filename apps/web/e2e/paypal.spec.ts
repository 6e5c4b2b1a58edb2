import { expect, test } from './fixtures.ts';
import { PAYPAL_SHOP_PORT } from '../playwright.config.ts';
import { fillTexasAddress, HEADERS, logIn, registerByApi, TEXAS_ADDRESS } from './helpers.ts';

// The shop with PayPal configured, whose PayPal API is a local fake: the browser leaves for the
// fake's approval page, which sends it back like PayPal does. No PayPal script is ever loaded.
test.use({ baseURL: `http://127.0.0.1:${PAYPAL_SHOP_PORT}` });

test('checkout with PayPal: approval on PayPal’s page, back to the shop, paid; then cancelled with a refund', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (/paypal\.com/.test(request.url())) outside.push(request.url());
  });
  const mail = `paypal-${Date.now()}@example.com`;
  await registerByApi(page.request, mail);
  await logIn(page, mail);
  await page.goto(`/createOrder?items=${encodeURIComponent(JSON.stringify([{ skuId: 101601, count: 2 }]))}`);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await fillTexasAddress(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio')).toBeChecked();
  await expect(page.getByRole('button', { name: /with the demo wallet/ })).toHaveCount(0);

  await page.getByRole('button', { name: /^Pay .* with PayPal$/ }).click();
  await expect(page).toHaveURL(/\/paySuccess\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.getByText('Paid, awaiting dispatch')).toBeVisible();
  await expect(page.locator('.order-detail')).toContainText('PayPal');
  expect(outside).toEqual([]);

  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Refunded')).toBeVisible();
  await expect(page.locator('.order-detail').getByText('Cancelled', { exact: true }).first()).toBeVisible();
});

test('an unpaid order is paid later from the order list through /payOrder', async ({ page }) => {
  const mail = `paylater-${Date.now()}@example.com`;
  const auth = await registerByApi(page.request, mail);
  const address = TEXAS_ADDRESS;
  const created = await (
    await page.request.post('/pc-api/trade/order/create', {
      headers: { ...HEADERS, ...auth },
      data: { items: [{ skuId: 100101, count: 1 }], deliveryType: '1', email: mail, ...address },
    })
  ).json();
  expect(created.code).toBe(0);
  await logIn(page, mail);
  await page.goto('/buyHistory');
  await page.locator('.order-card').getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/payOrder\\?id=${created.data.id}`));
  await page.getByRole('button', { name: /^Pay .* with PayPal$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/paySuccess\\?id=${created.data.id}`));
  await expect(page.getByText('Paid, awaiting dispatch')).toBeVisible();
});

import { expect, test } from './fixtures.ts';
import { fillTexasAddress, logIn, PNG, registerByApi } from './helpers.ts';

test('guest to paid order: cart, login, address, demo coupon, urgent delivery, demo wallet, order history', async ({ page }) => {
  const mail = `buyer-${Date.now()}@example.com`;
  await registerByApi(page.request, mail);

  for (const id of [1016, 1001]) {
    await page.goto(`/productDetail?id=${id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to the cart.')).toBeVisible();
  }
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Check out' }).click();
  await page.getByLabel('E-mail or phone').fill(mail);
  await page.getByLabel('Password').fill('paper-2024');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/createOrder\?items=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByLabel('Contact e-mail')).toHaveValue(mail);

  await page.getByRole('button', { name: 'Add an address' }).click();
  await fillTexasAddress(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Street and house number').fill('2 Market Sq');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.address-card')).toContainText('2 Market Sq');
  await page.getByLabel('Save as billing address').uncheck();
  await expect(page.getByRole('heading', { name: 'Billing address' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(2);
  await page.getByLabel('Save as billing address').check();
  await page.getByText('How delivery is priced').click();
  await expect(page.getByText('Urgent: standard fee + $6.99')).toBeVisible();

  const total = page.getByTestId('pay-price');
  await page.getByLabel('Promo code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This promo code does not exist.')).toBeVisible();
  await expect(page.getByLabel('Promo code')).toHaveValue('');
  const settled = () => page.waitForResponse((r) => r.url().includes('/trade/order/settlement') && r.request().method() === 'POST');
  let answer = settled();
  await page.getByLabel('Promo code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const withCoupon = (await (await answer).json()).data.price;
  expect(withCoupon.couponPrice).toBeGreaterThan(0);
  // The applied code is named, and a refused code tried after it leaves it applied.
  await expect(page.getByTestId('promo-applied')).toContainText('welcome10');
  await expect(page.locator('.checkout__summary .totals')).toContainText('Coupon (welcome10)');
  await page.getByLabel('Promo code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This promo code does not exist.')).toBeVisible();
  await expect(page.getByLabel('Promo code')).toHaveValue('');
  await expect(page.getByTestId('promo-applied')).toContainText('welcome10');
  answer = settled();
  await page.getByLabel('Delivery option').selectOption('2');
  const urgent = (await (await answer).json()).data.price;
  expect(urgent.deliveryPrice).toBe(withCoupon.deliveryPrice + 699);
  await expect(total).toHaveText(`$${(urgent.payPrice / 100).toFixed(2)}`);

  await page.getByRole('button', { name: /Pay .* with the demo wallet/ }).click();
  await expect(page).toHaveURL(/\/paySuccess\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.getByText('Paid, awaiting dispatch')).toBeVisible();
  // The receipt leads with the order and the way back to the shop, not with cancelling it.
  const receipt = page.getByTestId('paid-summary');
  await expect(receipt).toContainText(`$${(urgent.payPrice / 100).toFixed(2)}`);
  await expect(receipt.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expect(page.locator('.order-detail')).toContainText('Bill to');
  // The order keeps the code: its coupon row names it.
  await expect(page.locator('.order-detail')).toContainText('Coupon (WELCOME10)');
  // The lines the guest cart brought in were ordered: the cart is empty again.
  await expect(page.locator('.badge')).toHaveCount(0);
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.locator('.order-card')).toHaveCount(1);
  await expect(page.locator('.order-card')).toContainText(`$${(urgent.payPrice / 100).toFixed(2)}`);
});

test('a logo line shows its print order and keeps the designed quantity', async ({ page }) => {
  const mail = `logo-${Date.now()}@example.com`;
  const auth = await registerByApi(page.request, mail);
  const upload = await (
    await page.request.post('/pc-api/infra/file/upload?directory=image', {
      headers: auth,
      multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
    })
  ).json();
  expect(upload.code).toBe(0);
  await logIn(page, mail);
  const items = [
    { skuId: 101601, count: 30, orderType: 2, customizedType: 4, size: '1', locationId: 1, decoratingMethod: '2', imgUrl: upload.data },
    { skuId: 100101, count: 1 },
  ];
  await page.goto(`/createOrder?items=${encodeURIComponent(JSON.stringify(items))}`);
  const logoLine = page.locator('.checkout-line').first();
  await expect(logoLine).toContainText('Logo print · Decorating method: Pad print · Print size: up to 5 × 1.5 cm · Position: Front centre');
  await expect(logoLine).toContainText('30 pieces, as designed');
  await expect(logoLine.getByRole('spinbutton')).toHaveCount(0);
  await expect(page.locator('.checkout-line').nth(1).getByRole('spinbutton')).toHaveCount(1);
  await expect(page.locator('.totals')).toContainText('Logo printing');
});

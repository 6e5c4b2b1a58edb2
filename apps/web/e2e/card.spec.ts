import { PAYPAL_SHOP_PORT } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { HEADERS, logIn, registerByApi } from './helpers.ts';

// The shop with PayPal configured against the local fake PayPal API. PayPal's JS SDK cannot load
// here, so the fake answers the card order with its own page standing in for PayPal's hosted card
// fields (the `payer-action` link), and its 3-D Secure page after it: the browser leaves for them
// and comes back as PayPal sends it back.
test.use({ baseURL: `http://127.0.0.1:${PAYPAL_SHOP_PORT}` });

const address = {
  firstName: 'Ada',
  lastName: 'Buyer',
  mobile: '+1 281 555 0147',
  areaId: 281,
  state: 'TX',
  city: 'Houston',
  zipCode: '77002',
  detailAddress: '1 Main St',
};

test('card payment: a failed 3-D Secure leaves the order payable with the reason shown; another card pays it and the order names it', async ({
  page,
}) => {
  const mail = `card-${Date.now()}@example.com`;
  const auth = await registerByApi(page.request, mail);
  const created = await (
    await page.request.post('/pc-api/trade/order/create', {
      headers: { ...HEADERS, ...auth },
      data: { items: [{ skuId: 100101, count: 1 }], deliveryType: '1', email: mail, ...address },
    })
  ).json();
  expect(created.code).toBe(0);
  await logIn(page, mail);
  await page.goto(`/payOrder?id=${created.data.id}`);
  await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'American Express' })).toBeVisible();
  await expect(page.getByText(/for orders up to \$4,000\.00/)).toBeVisible();

  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal card fields (test)' })).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 2503');
  await page.getByLabel('Name on card').fill('Ada Buyer');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(new RegExp(`/payOrder\\?id=${created.data.id}$`));
  await expect(page.getByTestId('card-error')).toHaveText(/did not confirm the payment \(3-D Secure\)/);

  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/paySuccess\\?id=${created.data.id}`));
  await expect(page.getByText('Paid, awaiting dispatch')).toBeVisible();
  await expect(page.locator('.order-detail')).toContainText('Visa •••• 1111');
});

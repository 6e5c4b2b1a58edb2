import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';
import { HEADERS, registerByApi } from './helpers.ts';

// The back office's owner from ADMIN_EMAIL / ADMIN_PASSWORD (serve.mjs).
const OWNER = { username: 'owner@shop.test', password: 'owner-password-e2e' };

/** A member's order of two lines to Houston, paid with the demo wallet and dispatched by the shop through the API. */
async function dispatchedOrder(request: APIRequestContext, mail: string) {
  const auth = await registerByApi(request, mail);
  const address = { firstName: 'Ada', lastName: 'Buyer', mobile: '+1 281 555 0147', areaId: 281, state: 'TX', city: 'Houston' };
  const items = [
    { skuId: 100101, count: 2 },
    { skuId: 100301, count: 1 },
  ];
  const created = await (
    await request.post('/pc-api/trade/order/create', {
      headers: auth,
      data: { items, deliveryType: '1', email: mail, ...address, zipCode: '77002', detailAddress: '1 Main St' },
    })
  ).json();
  expect(created.code).toBe(0);
  const { id, payOrderId } = created.data;
  await request.post('/pc-api/pay/order/pay/success', { headers: auth, data: { id: payOrderId, channelCode: 'demo' } });
  const login = await (await request.post('/admin-api/system/auth/login', { headers: HEADERS, data: OWNER })).json();
  const admin = { ...HEADERS, authorization: `Bearer ${login.data.accessToken}` };
  const sent = await request.put('/admin-api/trade/order/delivery', {
    headers: admin,
    data: { id, logisticsId: 1, logisticsNo: 'JD0002' },
  });
  expect((await sent.json()).code).toBe(0);
  const order = await (await request.get(`/pc-api/trade/order/get-detail?id=${id}`, { headers: auth })).json();
  return { id: id as number, no: order.data.no as string, firstLine: order.data.items[0].spuName as string };
}

test('the owner refunds one line of a dispatched order, sees it on the order and downloads its credit note', async ({ page }) => {
  const mail = `refund-${Date.now()}@example.com`;
  const order = await dispatchedOrder(page.request, mail);

  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.no}` })).toBeVisible();
  await expect(page.getByTestId('refunded-total')).toHaveText('Refunded in all: $0.00');

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${order.no}` });
  // One of the two pieces of the first line; nothing of the second line nor of the delivery.
  const rows = dialog.locator('tbody tr');
  await rows
    .nth(0)
    .getByRole('textbox', { name: /^Pieces/ })
    .fill('1');
  await rows
    .nth(1)
    .getByRole('textbox', { name: /^Pieces/ })
    .fill('0');
  await expect(rows.nth(1).getByRole('textbox', { name: /^Amount/ })).toHaveValue('0.00');
  await dialog.getByRole('textbox', { name: 'Delivery' }).fill('0');
  await dialog.getByLabel('Reason (the buyer reads it)').fill('One arrived scratched');
  await dialog.getByLabel('Put the refunded pieces back in stock').check();
  const amount = await rows
    .nth(0)
    .getByRole('textbox', { name: /^Amount/ })
    .inputValue();
  await expect(dialog.getByTestId('refund-total')).toHaveText(`Total to refund: $${amount}`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Refund $${amount} to ${mail} through Demo wallet?`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: `Refund $${amount}` }).click();
  await expect(page.getByText(`$${amount} refunded`)).toBeVisible();
  await waitForApp(page);

  // The order lists the refund with its credit note, and the piece refunded on its line.
  await expect(page.getByTestId('refunded-total')).toHaveText(`Refunded in all: $${amount}`);
  const refund = page.locator('tr').filter({ hasText: 'One arrived scratched' });
  await expect(refund).toContainText(`$${amount}`);
  const lineRow = page.locator('tr').filter({ hasText: order.firstLine }).first();
  await expect(lineRow.locator('td').last()).toHaveText('1');
  const creditNote = page.waitForEvent('download');
  await refund.getByRole('button', { name: /^CN-\d{4}-\d{6}$/ }).click();
  expect((await creditNote).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);

  // The buyer is mailed the refund.
  const mailbox = await (await page.request.get('/dev/mailbox')).text();
  expect(mailbox.split('<article>').some((a) => a.includes(mail) && a.includes(`$${amount} paid back`))).toBe(true);
});

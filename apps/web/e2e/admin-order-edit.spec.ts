import { expect, test, waitForApp } from './fixtures.ts';
import { registerByApi } from './helpers.ts';

// The back office's owner from ADMIN_EMAIL / ADMIN_PASSWORD (serve.mjs).
const OWNER = { username: 'owner@shop.test', password: 'owner-password-e2e' };

test('the owner lowers the count of a paid order before dispatch, confirms, and sees the refund and the new total', async ({ page }) => {
  const mail = `edit-${Date.now()}@example.com`;
  const auth = await registerByApi(page.request, mail);
  const address = { firstName: 'Ada', lastName: 'Buyer', mobile: '+1 281 555 0147', areaId: 281, state: 'TX', city: 'Houston' };
  const created = await (
    await page.request.post('/pc-api/trade/order/create', {
      headers: auth,
      data: {
        items: [{ skuId: 100101, count: 3 }],
        deliveryType: '1',
        email: mail,
        ...address,
        zipCode: '77002',
        detailAddress: '1 Main St',
      },
    })
  ).json();
  expect(created.code).toBe(0);
  const { id, payOrderId } = created.data;
  const paid = await page.request.post('/pc-api/pay/order/pay/success', { headers: auth, data: { id: payOrderId, channelCode: 'demo' } });
  expect((await paid.json()).code).toBe(0);
  const order = (await (await page.request.get(`/pc-api/trade/order/get-detail?id=${id}`, { headers: auth })).json()).data;

  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByRole('heading', { name: `Order ${order.no}` })).toBeVisible();

  await page.getByRole('button', { name: 'Edit items' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit the items of ${order.no}` });
  await dialog.getByRole('textbox', { name: /^Pieces/ }).fill('1');
  // The server's preview: a lower total, refunded to the buyer.
  const preview = dialog.getByTestId('edit-preview');
  await expect(preview).toContainText('is refunded to the buyer, with a credit note.');
  const refunded = /\$([\d,.]+) is refunded/.exec((await preview.textContent()) ?? '')![1]!;
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('dialog', { name: `Change the items of ${order.no}?` });
  await expect(confirm).toContainText(`$${refunded} is refunded to the buyer`);
  await confirm.getByRole('button', { name: 'Change items' }).click();
  await expect(page.getByText(`The items of ${order.no} were changed.`)).toBeVisible();
  await waitForApp(page);

  // The refund with its credit note, the change in the list, and one piece on the line.
  const refund = page.locator('tr').filter({ hasText: 'items of the order changed' });
  await expect(refund).toContainText(`$${refunded}`);
  await expect(refund).toContainText(/CN-\d{4}-\d{6}/);
  await expect(page.getByTestId('refunded-total')).toHaveText(`Refunded in all: $${refunded}`);
  await expect(page.getByTestId('order-edits')).toContainText(`−$${refunded}`);
  await expect(page.getByText('Items changed')).toBeVisible();
  // The buyer's order shows one piece and the lower total.
  const after = (await (await page.request.get(`/pc-api/trade/order/get-detail?id=${id}`, { headers: auth })).json()).data;
  expect(after.items.map((i: { count: number }) => i.count)).toEqual([1]);
  expect(order.payPrice - after.payPrice).toBe(Math.round(Number(refunded.replace(',', '')) * 100));
});

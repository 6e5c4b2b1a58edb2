import { expect, test, waitForApp } from './fixtures.ts';
import { fillTexasAddress, invitationLinkFor, inviteColleague, joinByInvitation, logIn, registerByApi } from './helpers.ts';

test('a colleague orders above their spending limit, the order waits for approval, the company admin approves it and the colleague pays', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const adminMail = `approval-admin-${stamp}@example.test`;
  const colleagueMail = `approval-buyer-${stamp}@example.test`;
  await registerByApi(page.request, adminMail);
  await registerByApi(page.request, colleagueMail);

  // The admin makes the company and invites a colleague who may spend 5.00 per order.
  await logIn(page, adminMail);
  await page.goto('/company');
  await page.getByLabel('Company name').fill(`Approvals ${stamp} Ltd`);
  await page.getByLabel('Country').selectOption({ label: 'United States' });
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: `Approvals ${stamp} Ltd` })).toBeVisible();
  await inviteColleague(page, colleagueMail, 'buyer', '5');
  const colleague = await joinByInvitation(browser, baseURL, await invitationLinkFor(page, colleagueMail), colleagueMail);

  // The colleague orders more than that: the checkout does not ask for money but says the order waits.
  await colleague.goto('/productDetail?id=1016');
  // The colleague's browser is not the test's own context: wait for the server-rendered page to be live.
  await waitForApp(colleague);
  await colleague.getByRole('button', { name: 'Add to cart' }).click();
  await expect(colleague.getByText('Added to the cart.')).toBeVisible();
  await colleague.getByRole('button', { name: /^Cart/ }).click();
  await colleague.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Check out' }).click();
  await expect(colleague).toHaveURL(/\/createOrder\?items=/);
  await colleague.getByRole('button', { name: 'Add an address' }).click();
  await fillTexasAddress(colleague);
  await colleague.getByRole('button', { name: 'Save' }).click();
  await expect(colleague.getByRole('radio').first()).toBeChecked();
  await colleague.getByRole('button', { name: /Pay .* with the demo wallet/ }).click();
  await expect(colleague).toHaveURL(/\/orderDetail\?id=\d+/);
  await expect(colleague.getByText(/waits for approval by your company/)).toBeVisible();
  await expect(colleague.locator('.tag', { hasText: 'Awaiting approval' })).toBeVisible();
  await expect(colleague.getByTestId('approval-note')).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  const orderNo = (await colleague.getByTestId('order-no').textContent()) ?? '';

  // The admin finds it on the approvals page and approves it.
  await page.goto('/company');
  await page.getByRole('link', { name: 'Orders awaiting approval' }).click();
  await expect(page).toHaveURL(/\/companyApprovals/);
  const card = page.getByRole('listitem', { name: orderNo });
  await expect(card).toContainText(colleagueMail);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Order ${orderNo} approved.`, { exact: false })).toBeVisible();
  await expect(page.getByText('No orders wait for approval.')).toBeVisible();

  // The colleague pays it with the demo wallet; the order stands paid.
  await colleague.reload();
  await waitForApp(colleague);
  await expect(colleague.locator('.tag', { hasText: 'Unpaid' })).toBeVisible();
  await colleague.getByRole('button', { name: 'Pay' }).click();
  await expect(colleague).toHaveURL(/\/payOrder\?id=\d+/);
  await colleague.getByRole('button', { name: /Pay .* with the demo wallet/ }).click();
  // The pay page may show the order itself once it reads it paid, before the thanks page: either says it.
  await expect(colleague.locator('.tag', { hasText: 'Paid, awaiting dispatch' })).toBeVisible({ timeout: 15_000 });
  await expect(colleague.getByText('Demo wallet (no money moved)')).toBeVisible();
  await colleague.context().close();
});

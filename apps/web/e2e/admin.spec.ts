import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillTexasAddress, HEADERS, logIn, registerByApi, TEXAS_ADDRESS } from './helpers.ts';

// The back office at /admin of the same shop; its owner comes from ADMIN_EMAIL / ADMIN_PASSWORD (serve.mjs).
const OWNER = { email: 'owner@shop.test', password: 'owner-password-e2e' };

const TEXAS = TEXAS_ADDRESS;

/** A member with an order paid with the demo wallet (to `address`); answers the order's id and number. */
async function paidOrder(request: APIRequestContext, mail: string, address = TEXAS) {
  const auth = await registerByApi(request, mail);
  const created = await (
    await request.post('/pc-api/trade/order/create', {
      headers: auth,
      data: { items: [{ skuId: 100101, count: 2 }], deliveryType: '1', email: mail, ...address },
    })
  ).json();
  expect(created.code).toBe(0);
  const paid = await (
    await request.post('/pc-api/pay/order/pay/success', { headers: auth, data: { id: created.data.payOrderId, channelCode: 'demo' } })
  ).json();
  expect(paid.code).toBe(0);
  const order = await (await request.get(`/pc-api/trade/order/get-detail?id=${created.data.id}`, { headers: auth })).json();
  return { id: created.data.id as number, no: order.data.no as string, auth };
}

async function adminLogIn(page: Page, email: string, password: string) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('the owner dispatches a paid order with carrier and tracking; the shopper is mailed and sees carrier and tracking number in the order', async ({
  page,
}) => {
  const mail = `dispatch-${Date.now()}@example.com`;
  const order = await paidOrder(page.request, mail);

  await adminLogIn(page, OWNER.email, OWNER.password);
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('tab', { name: 'Paid, to dispatch' }).click();
  await page.getByRole('textbox', { name: 'Member e-mail' }).fill(mail);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.data-table tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: order.no }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.no}` })).toBeVisible();

  await page.getByRole('button', { name: 'Dispatch' }).click();
  const dialog = page.getByRole('dialog', { name: `Dispatch order ${order.no}` });
  await dialog.getByRole('button', { name: 'Dispatch' }).click();
  await expect(dialog.getByText('This field is required.')).toHaveCount(2);
  await dialog.getByLabel('Carrier').selectOption({ label: 'DHL' });
  await dialog.getByLabel('Tracking number').fill('JD0146000012345');
  await dialog.getByRole('button', { name: 'Dispatch' }).click();
  await expect(page.getByText(`Order ${order.no} dispatched; the shopper has been mailed.`)).toBeVisible();
  await expect(page.locator('.page-header .badge')).toHaveText('Dispatched');
  await expect(page.getByTestId('tracking')).toHaveText('DHL · JD0146000012345');
  await expect(page.getByRole('button', { name: 'Dispatch' })).toHaveCount(0);
  await expect(page.locator('.timeline li').last()).toContainText('Dispatched');
  await expect(page.locator('.timeline li').last()).toContainText(OWNER.email);

  // The dispatch mail names carrier and number.
  const mailbox = await (await page.request.get('/dev/mailbox')).text();
  const dispatchMail = mailbox.split('<article>').find((a) => a.includes(mail) && a.includes('JD0146000012345'));
  expect(dispatchMail).toContain('DHL');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, mail);
  await page.goto(`/orderDetail?id=${order.id}`);
  await expect(page.locator('.order-detail')).toContainText('Dispatched');
  await expect(page.locator('.order-detail')).toContainText('DHL');
  await expect(page.getByTestId('tracking-no')).toHaveText('JD0146000012345');
});

test('a staff account sees and does only what its role allows', async ({ page, browser }) => {
  const order = await paidOrder(page.request, `staff-view-${Date.now()}@example.com`);
  const staff = { email: `support-${Date.now()}@shop.test`, password: 'support-password-1' };

  await adminLogIn(page, OWNER.email, OWNER.password);
  await nav(page).getByRole('link', { name: 'Admins' }).click();
  await page.getByRole('button', { name: 'New admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'New admin' });
  await dialog.getByLabel('E-mail').fill(staff.email);
  await dialog.getByLabel('Name').fill('Sam Support');
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByLabel('support').check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toContainText('12');
  await dialog.getByLabel('Password').fill(staff.password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`${staff.email} can now log in.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(staff.email) })).toContainText('support');

  const other = await browser.newPage();
  await adminLogIn(other, staff.email, staff.password);
  // Support: orders to look at and to place for callers, members, messages, products to read; no categories, promo codes or accounts.
  for (const name of ['Dashboard', 'Orders', 'Members', 'Messages']) await expect(nav(other).getByRole('link', { name })).toBeVisible();
  for (const name of ['Categories', 'Coupons', 'Returns', 'Admins', 'Roles', 'Audit log'])
    await expect(nav(other).getByRole('link', { name })).toHaveCount(0);
  await other.goto(`/admin/orders/${order.id}`);
  await expect(other.getByRole('heading', { name: `Order ${order.no}` })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Dispatch' })).toHaveCount(0);
  await expect(other.getByLabel('Internal note')).toBeDisabled();
  await other.goto('/admin/admins');
  await expect(other.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  // The server refuses as well: the staff token cannot dispatch.
  const token = await other.evaluate(() => localStorage.getItem('admin.accessToken'));
  const answer = await (
    await other.request.put('/admin-api/trade/order/delivery', {
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      data: { id: order.id, logisticsId: 1, logisticsNo: 'X1' },
    })
  ).json();
  expect(answer.code).toBe(403);
  await other.close();
});

test('a wrong password is refused with the server’s message, and the session survives an expired access token', async ({ page }) => {
  await page.goto('/admin/orders');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The address asked for stays: the orders page opens after the login.
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  // A stale access token is renewed with the refresh token, without a new login.
  await page.evaluate(() => localStorage.setItem('admin.accessToken', 'expired.token.value'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin.accessToken'))).not.toBe('expired.token.value');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a promo code the owner creates works at a shopper’s checkout at once, and its use shows in the back office', async ({
  page,
  browser,
}) => {
  const code = `SPRING${Date.now().toString().slice(-6)}`;
  await adminLogIn(page, OWNER.email, OWNER.password);
  await nav(page).getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('button', { name: 'New promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Name (internal)').fill('Spring journey');
  await dialog.getByLabel('Percent').fill('150');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Percent')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Percent').fill('15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Promo code ${code} created.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('15 %');

  const shopper = await browser.newPage();
  const mail = `coupon-${Date.now()}@example.com`;
  await registerByApi(shopper.request, mail);
  await logIn(shopper, mail);
  await shopper.goto(`/createOrder?items=${encodeURIComponent(JSON.stringify([{ skuId: 101601, count: 2 }]))}`);
  await shopper.getByRole('button', { name: 'Add an address' }).click();
  await fillTexasAddress(shopper);
  await shopper.getByRole('button', { name: 'Save' }).click();
  await expect(shopper.getByRole('radio')).toBeChecked();
  // The settlement asked with the code (the address choice asks one of its own before).
  const settled = shopper.waitForResponse(
    (r) => r.url().includes('/trade/order/settlement') && (r.request().postData() ?? '').toLowerCase().includes(code.toLowerCase()),
  );
  await shopper.getByLabel('Promo code').fill(code.toLowerCase());
  await shopper.getByRole('button', { name: 'Apply' }).click();
  const price = (await (await settled).json()).data.price;
  expect(price.couponPrice).toBeGreaterThan(0);
  await shopper.getByRole('button', { name: /Pay .* with the demo wallet/ }).click();
  await expect(shopper.getByText('Paid, awaiting dispatch')).toBeVisible();
  await shopper.close();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Active');
  await page
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Uses' })
    .click();
  await expect(page.getByRole('dialog', { name: `Orders with ${code}` }).getByRole('row', { name: new RegExp(mail) })).toBeVisible();
});

test('the owner binds a promo code to a member found by e-mail, and clears the binding again', async ({ page }) => {
  const code = `MEMBER${Date.now().toString().slice(-6)}`;
  const mail = `bound-${Date.now()}@example.com`;
  await registerByApi(page.request, mail);
  await adminLogIn(page, OWNER.email, OWNER.password);
  await nav(page).getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('button', { name: 'New promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percent').fill('5');
  await dialog.getByLabel('Only for this member').fill(mail.slice(0, 12));
  await dialog.getByRole('button', { name: new RegExp(mail) }).click();
  await expect(dialog.getByTestId('coupon-member')).toHaveText(mail);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText(mail);

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${code}` });
  await expect(edit.getByTestId('coupon-member')).toHaveText(mail);
  await edit.getByRole('button', { name: 'Remove' }).click();
  await expect(edit.getByTestId('coupon-member')).toHaveText('Anybody');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).not.toContainText(mail);
});

test('the owner answers a contact message by e-mail and the inbox marks it answered', async ({ page }) => {
  const sender = `asker-${Date.now()}@example.com`;
  const sent = await (
    await page.request.post('/pc-api/system/contact-us/create', {
      headers: HEADERS,
      data: {
        mobile: '',
        firstName: 'Erika',
        lastName: 'Muster',
        countryId: 348,
        mail: sender,
        subject: '8',
        content: 'Do you print logos on the A5 notebooks?',
        picUrl: [],
      },
    })
  ).json();
  expect(sent.code).toBe(0);

  await adminLogIn(page, OWNER.email, OWNER.password);
  await nav(page).getByRole('link', { name: 'Messages' }).click();
  await page.getByRole('row', { name: new RegExp(sender) }).click();
  const message = page.getByRole('article', { name: 'Message' });
  await expect(message).toContainText('Do you print logos on the A5 notebooks?');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(message.getByText('This field is required.')).toBeVisible();
  await message.getByLabel('Reply').fill('Yes: from 30 pieces, printed in 5 working days.');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply mailed to ${sender}.`)).toBeVisible();
  await expect(message).toContainText(`Answered by ${OWNER.email}`);
  await expect(message.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  // It left the list of new messages.
  await expect(page.getByRole('row', { name: new RegExp(sender) })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Answered' }).click();
  await expect(page.getByRole('row', { name: new RegExp(sender) })).toContainText('Answered');
  await expect
    .poll(async () => (await (await page.request.get('/dev/mailbox')).text()).includes('from 30 pieces, printed in 5 working days'))
    .toBe(true);
});

test('the owner changes a product’s price and the storefront shows the new price at once', async ({ page, browser }) => {
  await adminLogIn(page, OWNER.email, OWNER.password);
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Highlighter Set');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Highlighter Set, 6 Colours' }).click();
  await expect(page.getByRole('heading', { name: 'Highlighter Set, 6 Colours' })).toBeVisible();
  const price = page.getByLabel(/^Price USD/);
  await expect(price).toHaveValue('6.99');
  await price.fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('5.49');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product saved; the shop shows it now.')).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto('/productDetail?id=1019');
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Highlighter Set, 6 Colours');
  await expect(shopper.getByText('$5.49').first()).toBeVisible();
  await expect(shopper.getByText('$6.99')).toHaveCount(0);
  await shopper.close();
});

test('the owner cancels a paid order with a reason: refunded, counted under cancelled, the reason in its history', async ({ page }) => {
  const mail = `cancel-${Date.now()}@example.com`;
  const order = await paidOrder(page.request, mail);
  await adminLogIn(page, OWNER.email, OWNER.password);
  await page.goto(`/admin/orders?mail=${encodeURIComponent(mail)}`);
  await expect(page.getByRole('tab', { name: /Paid, to dispatch/ })).toHaveText('Paid, to dispatch1');
  await page.getByRole('link', { name: order.no }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.no}` });
  await dialog.getByLabel('Reason').fill('Out of stock until spring');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order ${order.no} cancelled and refunded; the shopper has been mailed.`)).toBeVisible();
  await expect(page.locator('.page-header .badge')).toHaveText('Cancelled');
  await expect(page.locator('.timeline')).toContainText('Out of stock until spring');
  await page.goBack();
  await expect(page.getByRole('tab', { name: /Cancelled/ })).toHaveText('Cancelled1');
  await expect(page.getByRole('tab', { name: /Paid, to dispatch/ })).toHaveText('Paid, to dispatch0');
});

/** The authenticator app's code for a base32 secret at a 30-second step (RFC 6238, SHA-1, 6 digits). */
function totp(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/=+$/, '').toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = hash[hash.length - 1]! & 0xf;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('an admin turns on two-factor login; the next login asks for the authenticator’s code', async ({ page }) => {
  // A second account with the owner's role, so the owner of the other journeys keeps a password-only login.
  const owner = await (
    await page.request.post('/admin-api/system/auth/login', { headers: HEADERS, data: { username: OWNER.email, password: OWNER.password } })
  ).json();
  const auth = { ...HEADERS, authorization: `Bearer ${owner.data.accessToken}` };
  const roles = await (await page.request.get('/admin-api/system/role/list-all-simple', { headers: auth })).json();
  const admin = { email: `second-${Date.now()}@shop.test`, password: 'second-owner-password' };
  const created = await (
    await page.request.post('/admin-api/system/user/create', {
      headers: auth,
      data: { username: admin.email, password: admin.password, roleIds: [roles.data.find((r: { name: string }) => r.name === 'owner').id] },
    })
  ).json();
  expect(created.code).toBe(0);

  await adminLogIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Login security' }).click();
  await expect(page.getByText('Off: your password alone logs you in.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on…' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.locator('code.secret').textContent())!.trim();
  const step = Math.floor(Date.now() / 30_000);
  await page.getByLabel('Code from the app').fill(totp(secret, step));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('On: logging in asks for your authenticator app’s code.')).toBeVisible();
  // Ten recovery codes, shown this once.
  await expect(page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  // Each code works once: the next step's code (the server allows one step of clock drift).
  await code.fill(totp(secret, step + 1));
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back on the page the admin logged out from.
  await expect(page.getByRole('heading', { name: 'Login security' })).toBeVisible();
  await expect(page.getByText('On: logging in asks for your authenticator app’s code.')).toBeVisible();
});

test('the owner finds an order by a fragment of the receiver’s name, and the dashboard shows what waits as links', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const order = await paidOrder(page.request, `search-${stamp}@example.com`, { ...TEXAS, lastName: `Dubois${stamp}` });
  await adminLogIn(page, OWNER.email, OWNER.password);

  // The dashboard's to-do counts link to their work; the navigation shows the same count as a badge.
  const todo = page.getByRole('region', { name: 'To do' });
  const toDispatch = todo.getByRole('link', { name: /^Orders to dispatch \d+$/ });
  await expect(toDispatch).toBeVisible();
  const count = (await toDispatch.locator('strong').textContent())!.trim();
  expect(Number(count)).toBeGreaterThan(0);
  await expect(nav(page).getByRole('link', { name: 'Orders' }).locator('.nav-count')).toHaveText(count);
  await toDispatch.click();
  await expect(page.getByRole('tab', { name: /Paid, to dispatch/ })).toHaveAttribute('aria-selected', 'true');

  // A part of the last name, in other case, finds the order from the list's search box.
  await page.getByRole('tab', { name: /^All/ }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`BOIS${stamp.toUpperCase()}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.data-table tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: order.no }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.no}` })).toBeVisible();
});

test('the owner downloads an order’s invoice and its after-sale’s credit note, and corrects the tracking number after dispatch', async ({
  page,
}) => {
  const mail = `documents-${Date.now()}@example.com`;
  const order = await paidOrder(page.request, mail);
  const owner = await (
    await page.request.post('/admin-api/system/auth/login', { headers: HEADERS, data: { username: OWNER.email, password: OWNER.password } })
  ).json();
  const auth = { ...HEADERS, authorization: `Bearer ${owner.data.accessToken}` };
  const put = async (url: string, data: object = {}) =>
    expect((await (await page.request.put(url, { headers: auth, data })).json()).code).toBe(0);
  await put('/admin-api/trade/order/delivery', { id: order.id, logisticsId: 1, logisticsNo: 'JD00O1' });
  const detail = await (await page.request.get(`/pc-api/trade/order/get-detail?id=${order.id}`, { headers: order.auth })).json();
  const applied = await (
    await page.request.post('/pc-api/trade/after-sale/create', {
      headers: order.auth,
      data: { orderItemId: detail.data.items[0].id, way: 10, applyReason: 'Item not received' },
    })
  ).json();
  expect(applied.code).toBe(0);

  await adminLogIn(page, OWNER.email, OWNER.password);
  // Refunding asks first: nothing moves until the owner says yes.
  await page.goto(`/admin/after-sales?status=&id=${applied.data}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: /^Refund / }).click();
  const confirm = page.getByRole('dialog', { name: /^Refund r/ });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: /^Refund / }).click();
  await expect(page.locator('.message__head .badge')).toHaveText('Refunded');
  const afterSaleDocuments = page.getByRole('region', { name: 'Documents' });
  const noteDownload = page.waitForEvent('download');
  await afterSaleDocuments.getByRole('listitem').filter({ hasText: 'Credit note' }).getByRole('button', { name: 'Download' }).click();
  expect((await noteDownload).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);

  await page.goto(`/admin/orders/${order.id}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('listitem').filter({ hasText: 'Credit note CN-' })).toBeVisible();
  const invoiceDownload = page.waitForEvent('download');
  await documents.getByRole('listitem').filter({ hasText: 'Invoice' }).getByRole('button', { name: 'Download' }).click();
  expect((await invoiceDownload).suggestedFilename()).toMatch(/^invoice-\d{4}-\d{6}\.pdf$/);

  await page.getByRole('button', { name: 'Change' }).click();
  const tracking = page.getByRole('dialog', { name: `Carrier and tracking number of ${order.no}` });
  await expect(tracking.getByLabel('Tracking number')).toHaveValue('JD00O1');
  await tracking.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await tracking.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await tracking.getByLabel('Mail the buyer the dispatch notice again with the new number').check();
  await tracking.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('tracking')).toContainText('UPS · 1Z999AA10123456784');
  const mailbox = await (await page.request.get('/dev/mailbox')).text();
  expect(mailbox.split('<article>').some((a) => a.includes(mail) && a.includes('1Z999AA10123456784'))).toBe(true);
});

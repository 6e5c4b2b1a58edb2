import { expect, test } from './fixtures.ts';
import { fillTexasAddress, HEADERS, logIn, OWNER, ownerLogIn, registerByApi } from './helpers.ts';

const UNITED_STATES = 281;

/** A CAMT.053 statement with one credit naming the reference, as a bank exports it. */
function camt053(entry: { id: string; amount: number; currency: string; reference: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Ntry><Amt Ccy="${entry.currency}">${(entry.amount / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<BookgDt><Dt>2026-11-30</Dt></BookgDt><AcctSvcrRef>${entry.id}</AcctSvcrRef>
<NtryDtls><TxDtls><RmtInf><Ustrd>Invoice ${entry.reference.replace(/(.{4})(?=.)/g, '$1 ')}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
}

test('a company buyer buys on account, the back office imports a CAMT.053 statement with the reference, and the order shows paid', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const mail = `on-account-${stamp}@example.test`;
  const auth = await registerByApi(page.request, mail);
  // The company, and the shop's terms for it (as the back office sets them on the company's page).
  const company = await (
    await page.request.post('/pc-api/member/company/create', {
      headers: auth,
      data: { name: `Account Buyers ${stamp} Inc`, countryId: UNITED_STATES },
    })
  ).json();
  expect(company.code).toBe(0);
  const login = await (
    await page.request.post('/admin-api/system/auth/login', { headers: HEADERS, data: { username: OWNER.email, password: OWNER.password } })
  ).json();
  const admin = { ...HEADERS, authorization: `Bearer ${login.data.accessToken}` };
  const terms = await page.request.put('/admin-api/member/company/update-terms', {
    headers: admin,
    data: { id: company.data, invoiceAllowed: true, creditLimit: 1_000_000, termsDays: 30 },
  });
  expect((await terms.json()).code).toBe(0);

  await logIn(page, mail);
  await page.goto('/productDetail?id=1016');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart.')).toBeVisible();
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/createOrder\?items=/);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await fillTexasAddress(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('radio').first()).toBeChecked();

  // Each method with its limit and what happens next; the invoice with the company's days.
  await expect(page.getByTestId('pay-method-bank_transfer')).toContainText('Bank transfer: up to $12,500.00');
  await expect(page.getByTestId('pay-method-invoice')).toContainText('due in 30 days');
  const onAccount = page.getByRole('button', { name: 'Buy on account (invoice)' });
  await expect(onAccount).toBeEnabled();
  await onAccount.click();
  await expect(page).toHaveURL(/\/paySuccess\?id=\d+/, { timeout: 15_000 });
  await expect(page.getByTestId('paid-summary')).toContainText('is placed on account');
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await page.goto(`/orderDetail?id=${orderId}`);
  await expect(page.getByTestId('order-next')).toContainText('Bought on account');
  await expect(page.getByTestId('due-on')).toBeVisible();

  // The back office: the open invoice among the receivables, then the bank's statement naming its reference.
  const detail = await (await page.request.get(`/pc-api/trade/order/get-detail?id=${orderId}`, { headers: auth })).json();
  expect(detail.data).toMatchObject({ status: 10, payStatus: 7, payChannelCode: 'invoice' });
  // The reference ends in the payment's id, eight digits: it finds this one among the shop's receivables.
  const digits = String(detail.data.payOrderId).padStart(8, '0');
  const receivables = await (await page.request.get(`/admin-api/pay/order/receivable-page?reference=${digits}`, { headers: admin })).json();
  const open = receivables.data.list.find((r: { orderId: number }) => r.orderId === orderId);
  expect(open).toMatchObject({ channelCode: 'invoice', paidAmount: 0, overdue: false });
  const office = await (await browser.newContext({ baseURL })).newPage();
  await ownerLogIn(office);
  await office.goto('/admin/receivables');
  await office.getByRole('textbox', { name: 'Payment reference' }).fill(digits);
  await office.getByRole('button', { name: 'Search' }).click();
  await expect(office.getByRole('link', { name: open.orderNo })).toBeVisible();
  await office.getByRole('button', { name: 'Import bank statement' }).click();
  const statement = camt053({ id: `E2E-${stamp}`, amount: open.amount, currency: open.currency, reference: open.reference });
  await office
    .getByLabel('Statement file (XML or CSV, up to 2 MB)')
    .setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await expect(office.getByTestId('statement-matched')).toContainText(open.orderNo);
  await office.goto(`/admin/orders/${orderId}`);
  await expect(office.getByTestId('payment-facts')).toContainText('invoice paid');
  await office.context().close();

  await page.reload();
  await expect(page.getByTestId('order-next')).toContainText('Paid: we prepare your parcel');
  await expect(page.getByTestId('due-on')).toHaveCount(0);
});

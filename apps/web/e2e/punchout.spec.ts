import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';
import { HEADERS, OWNER, ownerLogIn, PNG, registerByApi } from './helpers.ts';

/**
 * A small procurement system: it answers the cart posted to its hook (OCI fields, or cXML's
 * `cxml-urlencoded`) with a page listing what arrived, and keeps every post for the journey.
 */
async function fakeProcurement() {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const fields = new URLSearchParams(body);
      // The browser also asks for a favicon: only the posted carts count.
      if (request.method === 'POST') received.push(fields);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Procurement</title><h1>Cart received: ${[...fields.keys()].filter((k) => k.startsWith('NEW_ITEM-VENDORMAT')).length} items</h1>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, hook: `http://127.0.0.1:${port}/oci/hook`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const MUG = 1027;
const PENS = 1016;

test('a buyer punches out from a procurement system over OCI, transfers a normal and a logo line to its hook, and the cXML order arrives in the back office with its PO number', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const procurement = await fakeProcurement();

  // The customer's company, and the owner's back office: a cXML organisation by the API, the OCI one through the form.
  const buyer = await registerByApi(request, `punchout-${stamp}@example.test`);
  const companyName = `Procuring ${stamp} AG`;
  expect(
    (await (await request.post('/pc-api/member/company/create', { headers: buyer, data: { name: companyName, countryId: 348 } })).json())
      .code,
  ).toBe(0);
  const owner = await (
    await request.post('/admin-api/system/auth/login', { headers: HEADERS, data: { username: OWNER.email, password: OWNER.password } })
  ).json();
  const admin = { ...HEADERS, authorization: `Bearer ${owner.data.accessToken}` };
  const company = (
    await (await request.get(`/admin-api/member/company/page?name=${encodeURIComponent(companyName)}`, { headers: admin })).json()
  ).data.list[0];
  const cxml = await (
    await request.post('/admin-api/promotion/punchout/create', {
      headers: admin,
      data: {
        name: `Procuring ${stamp} Ariba`,
        protocol: 'cxml',
        fromIdentity: `AN${stamp}`,
        sharedSecret: 'ariba-secret',
        companyId: company.id,
        categoryIds: [],
      },
    })
  ).json();
  expect(cxml.code).toBe(0);

  await ownerLogIn(page);
  await page.getByRole('link', { name: 'Punchout' }).click();
  await page.getByRole('button', { name: 'New organisation' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(`Procuring ${stamp} SAP`);
  await dialog.getByLabel('OCI user name (USERNAME)').fill(`sap-${stamp}`);
  await dialog.getByLabel('OCI password (PASSWORD)').fill('sap-password-1');
  await dialog.getByLabel('Find a company').fill(companyName);
  await dialog.getByLabel('Company (prices, terms, orders)').selectOption({ label: companyName });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.locator('.data-table tbody tr', { hasText: `Procuring ${stamp} SAP` });
  await expect(row).toContainText(`sap-${stamp}`);
  await expect(row).toContainText(companyName);
  await expect(row).toContainText('/punchout/oci');

  // The procurement system opens the OCI login address in the buyer's browser.
  const login = new URLSearchParams({
    USERNAME: `sap-${stamp}`,
    PASSWORD: 'sap-password-1',
    HOOK_URL: procurement.hook,
    '~TARGET': '_top',
    OCI_VERSION: '4.0',
  });
  await page.goto(`/punchout/oci?${login}`);
  await expect(page.getByRole('status').filter({ hasText: `Shopping for Procuring ${stamp} SAP` })).toBeVisible();
  // No account pages in a punchout session.
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);

  await page.goto(`/productDetail?id=${PENS}`);
  await page.locator('.product-detail__quantity').getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await page.locator('.product-detail__actions').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart.')).toBeVisible();

  await page.goto(`/productDetail?id=${MUG}`);
  const panel = page.locator('.customise');
  await panel.getByLabel('Decorating method').selectOption({ label: 'Pad print' });
  await panel.getByLabel('Logo position').selectOption({ label: 'Back centre' });
  await panel.getByLabel('Quantity').fill('25');
  await expect(panel.getByTestId('customise-total')).toBeVisible();
  await panel.getByLabel('Your logo (PNG or JPG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await panel.getByRole('button', { name: 'Order with logo' }).click();

  // The checkout is "Transfer to purchasing": both lines, at the company's prices in euros.
  await expect(page.getByRole('heading', { name: 'Transfer to purchasing' })).toBeVisible();
  const lines = page.locator('.punchout-transfer .cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('with your logo');
  await expect(page.locator('.punchout-transfer')).toContainText('€');
  await page.getByRole('button', { name: 'Transfer to purchasing' }).click();

  await expect(page.getByRole('heading', { name: 'Cart received: 2 items' })).toBeVisible();
  const fields = procurement.received.at(-1)!;
  expect(fields.get('~OkCode')).toBe('ADDI');
  expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('25');
  expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('EUR');
  expect(fields.get('NEW_ITEM-LONGTEXT_1:132[]')).toMatch(/Logo print: Pad print; size \d; position Back centre; artwork http/);
  expect(fields.get('NEW_ITEM-QUANTITY[2]')).toBe('10');
  expect(Number(fields.get('NEW_ITEM-PRICE[2]'))).toBeGreaterThan(0);
  const mugSku = fields.get('NEW_ITEM-VENDORMAT[1]')!;
  const penSku = fields.get('NEW_ITEM-VENDORMAT[2]')!;
  const artwork = /artwork (\S+)/.exec(fields.get('NEW_ITEM-LONGTEXT_1:132[]')!)![1]!;
  await procurement.close();

  // After approval, the procurement system sends the purchase order as a cXML OrderRequest.
  const poNumber = `PO-${stamp}`;
  const orderRequest = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${stamp}.order@procurement.example" timestamp="2026-11-28T12:00:00+01:00" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN${stamp}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>shop</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>AN${stamp}</Identity><SharedSecret>ariba-secret</SharedSecret></Credential><UserAgent>Procurement</UserAgent></Sender>
  </Header>
  <Request>
    <OrderRequest>
      <OrderRequestHeader orderID="${poNumber}" orderDate="2026-11-28T12:00:00+01:00" type="new">
        <Total><Money currency="EUR">1.00</Money></Total>
        <ShipTo><Address><Name xml:lang="de">${companyName}</Name><PostalAddress><DeliverTo>Erika Muster</DeliverTo><Street>Unter den Linden 1</Street><City>Berlin</City><PostalCode>10115</PostalCode><Country isoCountryCode="DE">Deutschland</Country></PostalAddress></Address></ShipTo>
      </OrderRequestHeader>
      <ItemOut quantity="10" lineNumber="1"><ItemID><SupplierPartID>${penSku}</SupplierPartID></ItemID></ItemOut>
      <ItemOut quantity="25" lineNumber="2"><ItemID><SupplierPartID>${mugSku}</SupplierPartID></ItemID>
        <ItemDetail><UnitPrice><Money currency="EUR">1.00</Money></UnitPrice><Description xml:lang="en">Mug</Description><UnitOfMeasure>EA</UnitOfMeasure><Classification domain="SupplierCategory">x</Classification>
          <Extrinsic name="LogoSize">1</Extrinsic><Extrinsic name="LogoPosition">2</Extrinsic><Extrinsic name="DecoratingMethod">2</Extrinsic><Extrinsic name="ArtworkURL">${artwork}</Extrinsic></ItemDetail></ItemOut>
    </OrderRequest>
  </Request>
</cXML>`;
  const answer = await request.post('/punchout/cxml/order', { headers: { 'content-type': 'text/xml' }, data: orderRequest });
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text).toContain('<Status code="200" text="OK">Order o');

  await page.goto('/admin/orders');
  await page.getByRole('tab', { name: /^All/ }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(poNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.data-table tbody tr')).toHaveCount(1);
  await page.locator('.data-table tbody tr a').first().click();
  await expect(page.getByText(poNumber)).toBeVisible();
});

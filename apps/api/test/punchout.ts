import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import { CXML_VERSION } from '../src/modules/punchout/cxml.ts';
import { postJson, type TestApp } from './helpers.ts';

export const OCI_PASSWORD = 'oci-password-1';
export const CXML_SECRET = 'cxml-shared-secret-1';

let count = 0;

/** A punchout organisation made in the back office (by staff holding the permission) with a fresh login. */
export async function createOrganisation(
  app: TestApp,
  staffAuth: Record<string, string>,
  protocol: 'oci' | 'cxml',
  fields: { companyId: number; categoryIds: number[]; orderMail?: string; language?: string },
) {
  count += 1;
  const login = `${protocol}-buyer-${count}-${Date.now()}`;
  const body = {
    name: `Procuring AG ${protocol} ${count}`,
    protocol,
    username: protocol === 'oci' ? login : '',
    password: protocol === 'oci' ? OCI_PASSWORD : '',
    fromIdentity: protocol === 'cxml' ? login : '',
    sharedSecret: protocol === 'cxml' ? CXML_SECRET : '',
    ...fields,
  };
  const created = await postJson(app, '/admin-api/promotion/punchout/create', body, staffAuth);
  expect(created.body.code).toBe(0);
  return { id: created.body.data as number, login, body };
}

/** An OCI login as the procurement system posts it: the storefront's session. */
export async function ociLogin(app: TestApp, login: string, hook = 'https://procurement.example/oci/hook') {
  const page = await postForm(app, '/punchout/oci', { USERNAME: login, PASSWORD: OCI_PASSWORD, HOOK_URL: hook, '~TARGET': '_top' });
  expect(page.statusCode).toBe(200);
  return startedSession(page.body);
}

/** The access token the start page stores, and what it stores about the session. */
export function startedSession(html: string) {
  const token = /setItem\('accessToken',"([^"]+)"\)/.exec(html)?.[1];
  const info = /setItem\('punchout',("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
  expect(token).toBeDefined();
  return { token: token!, info: JSON.parse(JSON.parse(info!)), auth: { authorization: `Bearer ${token}` } };
}

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The transfer page's form: where it posts, into which frame, and its fields in order. */
export function transferForm(html: string) {
  const form = /<form id="transfer" method="post" action="([^"]*)"(?: target="([^"]*)")?>/.exec(html);
  expect(form).not.toBeNull();
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
    (m) => [unescapeHtml(m[1]!), unescapeHtml(m[2]!)] as [string, string],
  );
  return { action: unescapeHtml(form![1]!), target: form![2] ? unescapeHtml(form![2]) : '', fields: new Map(fields) };
}

export const postForm = (app: TestApp, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

export const postXml = (app: TestApp, url: string, xml: string) =>
  app.inject({ method: 'POST', url, payload: xml, headers: { 'content-type': 'text/xml' } });

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['ItemIn', 'Extrinsic', 'Credential', 'Classification', 'Description'].includes(name),
});

/** A cXML document read back, checked for what the DTD requires of every document: the DTD named, payloadID, timestamp. */
export function readCxml(text: string) {
  expect(text).toContain(`<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`);
  const doc = xmlParser.parse(text).cXML;
  expect(doc['@payloadID']).toMatch(/^\d+\..+@.+$/);
  expect(Number.isNaN(Date.parse(doc['@timestamp']))).toBe(false);
  return doc;
}

export const header = (identity: string, secret: string) => `<Header>
    <From><Credential domain="NetworkID"><Identity>${identity}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>shop</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${identity}</Identity><SharedSecret>${secret}</SharedSecret></Credential><UserAgent>Buyer 1.0</UserAgent></Sender>
  </Header>`;

export const setupRequest = (
  identity: string,
  secret: string,
  cookie: string,
  operation = 'create',
  itemOut = '',
) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${Date.now()}.setup@buyer.example" timestamp="2026-11-28T10:00:00+01:00" xml:lang="en-US">
  ${header(identity, secret)}
  <Request deploymentMode="production">
    <PunchOutSetupRequest operation="${operation}">
      <BuyerCookie>${cookie}</BuyerCookie>
      <Extrinsic name="UserEmail">buyer@procuring.example</Extrinsic>
      <BrowserFormPost><URL>https://procurement.example/cxml/return</URL></BrowserFormPost>
      <SupplierSetup><URL>http://localhost/punchout/cxml/setup</URL></SupplierSetup>
      ${itemOut}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;

export interface OrderLine {
  skuId: number | string;
  quantity: number;
  extrinsics?: Record<string, string>;
}

export const orderRequest = (
  identity: string,
  secret: string,
  payloadId: string,
  orderId: string,
  lines: OrderLine[],
  contactEmail = '',
) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${payloadId}" timestamp="2026-11-28T11:00:00+01:00" xml:lang="en-US">
  ${header(identity, secret)}
  <Request deploymentMode="production">
    <OrderRequest>
      <OrderRequestHeader orderID="${orderId}" orderDate="2026-11-28T11:00:00+01:00" type="new">
        <Total><Money currency="EUR">100.00</Money></Total>
        <ShipTo><Address addressID="B1"><Name xml:lang="de">Procuring AG</Name>
          <PostalAddress><DeliverTo>Erika Muster</DeliverTo><Street>Unter den Linden 1</Street><City>Berlin</City><State>BE</State><PostalCode>10115</PostalCode><Country isoCountryCode="DE">Deutschland</Country></PostalAddress>
        </Address></ShipTo>
        <BillTo><Address addressID="B1"><Name xml:lang="de">Procuring AG</Name>
          <PostalAddress><Street>Unter den Linden 1</Street><City>Berlin</City><PostalCode>10115</PostalCode><Country isoCountryCode="DE">Deutschland</Country></PostalAddress>
        </Address></BillTo>
        ${contactEmail ? `<Contact role="buyer"><Name xml:lang="en">Erika Muster</Name><Email>${contactEmail}</Email></Contact>` : ''}
      </OrderRequestHeader>
      ${lines
        .map(
          (line, index) => `<ItemOut quantity="${line.quantity}" lineNumber="${index + 1}">
        <ItemID><SupplierPartID>${line.skuId}</SupplierPartID></ItemID>
        <ItemDetail><UnitPrice><Money currency="EUR">1.00</Money></UnitPrice><Description xml:lang="en">line</Description><UnitOfMeasure>EA</UnitOfMeasure><Classification domain="SupplierCategory">x</Classification>${Object.entries(
          line.extrinsics ?? {},
        )
          .map(([name, value]) => `<Extrinsic name="${name}">${value}</Extrinsic>`)
          .join('')}</ItemDetail>
      </ItemOut>`,
        )
        .join('\n')}
    </OrderRequest>
  </Request>
</cXML>`;

import { errorMessage } from '@shop/shared';
import type { PunchoutOrganisation } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { at, attr, child, children, cxmlResponse, CxmlError, escapeXml, parseCxml, textOf, type XmlNode } from './cxml.ts';
import { skusInScope } from './punchout-catalogue.ts';
import { cxmlOrganisation } from './cxml-credentials.ts';
import { openSession, returnUrlOf } from './punchout-sessions.ts';

/**
 * An edit's requisition lines (ItemOut: SupplierPartID and quantity) as cart lines: SKUs of the
 * organisation's catalogue only, one line per SKU. Logo lines cannot wait in a cart and are left
 * out; without ItemOut the session's cart starts empty (undefined).
 */
async function cartLinesOf(ctx: Ctx, org: PunchoutOrganisation, request: XmlNode) {
  const items = children(request, 'ItemOut');
  if (items.length === 0) return undefined;
  const counts = new Map<number, number>();
  for (const item of items) {
    const logo = children(child(item, 'ItemDetail'), 'Extrinsic').some((x) => attr(x, 'name') === 'LogoSize');
    const skuId = Number(textOf(at(item, 'ItemID', 'SupplierPartID')));
    const quantity = Number(attr(item, 'quantity'));
    if (logo || !Number.isInteger(skuId) || skuId < 1 || !Number.isInteger(quantity) || quantity < 1) continue;
    counts.set(skuId, Math.min((counts.get(skuId) ?? 0) + quantity, 100_000));
  }
  try {
    const { scoped } = await skusInScope(ctx, org, [...counts.keys()]);
    return [...counts].filter(([skuId]) => scoped.has(skuId)).map(([skuId, count]) => ({ skuId, count }));
  } catch (error) {
    if (error instanceof AppError) throw new CxmlError(400, errorMessage(error.key, 'en', error.params));
    throw error;
  }
}

/** The shop's host, as its cXML documents name it. */
export const shopHost = (ctx: Ctx) => new URL(ctx.services.config.PUBLIC_URL).host;

/**
 * A PunchOutSetupRequest (create or edit): the organisation checked by its credentials, a session
 * opened with the BuyerCookie and BrowserFormPost URL, answered with the StartPage URL (one-time,
 * valid for the session's 2 hours). `inspect` is served as `edit`.
 */
export async function punchOutSetup(ctx: Ctx, xml: string): Promise<string> {
  const root = parseCxml(xml);
  const org = await cxmlOrganisation(ctx, root);
  const request = at(root, 'Request', 'PunchOutSetupRequest');
  if (!request) throw new CxmlError(400, 'The request is not a PunchOutSetupRequest');
  const operation = attr(request, 'operation');
  if (!['create', 'edit', 'inspect'].includes(operation)) throw new CxmlError(400, 'operation must be create, edit or inspect');
  const buyerCookie = textOf(child(request, 'BuyerCookie'));
  if (buyerCookie === '') throw new CxmlError(400, 'BuyerCookie is missing');
  if (buyerCookie.length > 500) throw new CxmlError(400, 'BuyerCookie is longer than 500 characters');
  let returnUrl: string;
  try {
    returnUrl = returnUrlOf(textOf(at(request, 'BrowserFormPost', 'URL')));
  } catch (error) {
    if (error instanceof AppError) throw new CxmlError(400, 'BrowserFormPost URL is missing or not an http(s) URL');
    throw error;
  }
  const { startKey } = await openSession(ctx, org, {
    returnUrl,
    buyerCookie,
    operation: operation === 'create' ? 'create' : 'edit',
    withStartKey: true,
    ...(operation === 'create' ? {} : { cartLines: await cartLinesOf(ctx, org, request) }),
  });
  const startPage = `${ctx.services.config.PUBLIC_URL}/punchout/start?key=${startKey}`;
  return cxmlResponse(
    200,
    '',
    shopHost(ctx),
    ctx.services.clock(),
    `<PunchOutSetupResponse><StartPage><URL>${escapeXml(startPage)}</URL></StartPage></PunchOutSetupResponse>`,
  );
}

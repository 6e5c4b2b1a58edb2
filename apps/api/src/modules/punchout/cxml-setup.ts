import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { at, attr, child, cxmlResponse, CxmlError, escapeXml, parseCxml, textOf } from './cxml.ts';
import { cxmlOrganisation } from './cxml-credentials.ts';
import { openSession, returnUrlOf } from './punchout-sessions.ts';

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

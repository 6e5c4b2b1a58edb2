import type { PunchoutOrganisation } from '../../generated/prisma/client.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { at, children, CxmlError, textOf, type XmlNode } from './cxml.ts';
import { organisationByLogin } from './punchout-sessions.ts';

/**
 * The organisation a cXML request comes from: one of its Header's From credentials names it, and
 * the Sender's SharedSecret matches (compared in constant time); else a Status 401.
 */
export async function cxmlOrganisation(ctx: Ctx, root: XmlNode): Promise<PunchoutOrganisation> {
  const identities = children(at(root, 'Header', 'From'), 'Credential')
    .map((c) => textOf(c.Identity).trim())
    .filter((id) => id !== '');
  const secret = textOf(at(root, 'Header', 'Sender', 'Credential', 'SharedSecret'));
  const named = identities.length
    ? await ctx.db.punchoutOrganisation.findFirst({
        where: { protocol: 'cxml', fromIdentity: { in: identities } },
        select: { fromIdentity: true },
      })
    : null;
  const org = await organisationByLogin(ctx, 'cxml', named?.fromIdentity ?? '', secret);
  if (!org) throw new CxmlError(401, 'The From identity or the shared secret is wrong');
  return org;
}

import type { PunchoutOrganisation, PunchoutSession } from '../../generated/prisma/client.ts';
import { decimal, type Transfer, type TransferLine } from './cart-transfer.ts';
import { cxmlDocument, escapeXml } from './cxml.ts';
import { logoText } from './oci-fields.ts';

const e = escapeXml;

/** The extrinsics of a logo line: its print order and the artwork's address. */
function logoExtrinsics(line: TransferLine): string {
  if (!line.logo) return '';
  const { methodCode, size, positionId, artworkUrl, notes } = line.logo;
  return [
    ['LogoPrint', logoText(line.logo)],
    ['DecoratingMethod', methodCode],
    ['LogoSize', size],
    ['LogoPosition', positionId],
    ['ArtworkURL', artworkUrl],
    ...(notes ? [['LogoNotes', notes]] : []),
  ]
    .map(([name, value]) => `\n<Extrinsic name="${e(name!)}">${e(value!)}</Extrinsic>`)
    .join('');
}

function itemIn(line: TransferLine, currency: string, language: string): string {
  return `<ItemIn quantity="${line.quantity}">
<ItemID><SupplierPartID>${line.skuId}</SupplierPartID></ItemID>
<ItemDetail>
<UnitPrice><Money currency="${currency}">${line.unitPrice}</Money></UnitPrice>
<Description xml:lang="${language}">${e(line.description)}</Description>
<UnitOfMeasure>EA</UnitOfMeasure>
<Classification domain="SupplierCategory">${e(line.materialGroup)}</Classification>${logoExtrinsics(line)}
</ItemDetail>
</ItemIn>`;
}

/**
 * The cart as a cXML PunchOutOrderMessage for the BrowserFormPost: the session's BuyerCookie, the
 * total, and per line an ItemIn with the SKU id as SupplierPartID, unit price, description, unit,
 * classification and, for logo lines, extrinsics with the print order and the artwork's address.
 */
export function punchOutOrderMessage(
  transfer: Transfer,
  session: Pick<PunchoutSession, 'buyerCookie'>,
  org: Pick<PunchoutOrganisation, 'fromIdentity'>,
  shop: { host: string; language: string },
  now: Date,
): string {
  const header = `<Header>
<From><Credential domain="DUNS"><Identity>${e(shop.host)}</Identity></Credential></From>
<To><Credential domain="NetworkID"><Identity>${e(org.fromIdentity)}</Identity></Credential></To>
<Sender><Credential domain="DUNS"><Identity>${e(shop.host)}</Identity></Credential><UserAgent>Shop punchout</UserAgent></Sender>
</Header>`;
  const message = `<Message>
<PunchOutOrderMessage>
<BuyerCookie>${e(session.buyerCookie)}</BuyerCookie>
<PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="${transfer.currency}">${decimal(transfer.total)}</Money></Total></PunchOutOrderMessageHeader>
${transfer.lines.map((line) => itemIn(line, transfer.currency, shop.language)).join('\n')}
</PunchOutOrderMessage>
</Message>`;
  return cxmlDocument(`${header}\n${message}`, shop.host, now);
}

import type { PunchoutSession } from '../../generated/prisma/client.ts';
import type { LogoDetails, Transfer, TransferLine } from './cart-transfer.ts';

/** OCI's unit of measure: ISO code for pieces. */
const OCI_UNIT = 'PCE';
/** OCI's short text holds 40 characters; the long text carries the whole name. */
const DESCRIPTION_LENGTH = 40;

/** A logo line's print order in words, for the long text and the cXML extrinsics. */
export function logoText(logo: LogoDetails): string {
  const parts = [
    `Logo print: ${logo.method}`,
    `size ${logo.size}`,
    `position ${logo.position}`,
    `artwork ${logo.artworkUrl}`,
    ...(logo.notes ? [`notes: ${logo.notes}`] : []),
  ];
  return parts.join('; ');
}

function longText(line: TransferLine): string {
  return line.logo ? `${line.description}\n${logoText(line.logo)}` : line.description;
}

/**
 * The cart as OCI 4.0 fields for the HOOK_URL form: per line n (from 1) NEW_ITEM-DESCRIPTION[n],
 * QUANTITY, UNIT, PRICE (per PRICEUNIT 1), PRICEUNIT, CURRENCY, VENDORMAT (the SKU id), MATGROUP,
 * LEADTIME (days) and NEW_ITEM-LONGTEXT_n:132[] (the whole name and a logo line's print order);
 * `~OkCode=ADDI` and `~TARGET` as the session asked.
 */
export function ociFields(transfer: Transfer, session: Pick<PunchoutSession, 'target'>): [string, string][] {
  const fields: [string, string][] = [
    ['~OkCode', 'ADDI'],
    ['~CALLER', 'CTLG'],
  ];
  if (session.target) fields.push(['~TARGET', session.target]);
  transfer.lines.forEach((line, index) => {
    const n = index + 1;
    fields.push(
      [`NEW_ITEM-DESCRIPTION[${n}]`, line.description.slice(0, DESCRIPTION_LENGTH)],
      [`NEW_ITEM-QUANTITY[${n}]`, String(line.quantity)],
      [`NEW_ITEM-UNIT[${n}]`, OCI_UNIT],
      [`NEW_ITEM-PRICE[${n}]`, line.unitPrice],
      [`NEW_ITEM-PRICEUNIT[${n}]`, '1'],
      [`NEW_ITEM-CURRENCY[${n}]`, transfer.currency],
      [`NEW_ITEM-VENDORMAT[${n}]`, String(line.skuId)],
      [`NEW_ITEM-MATGROUP[${n}]`, line.materialGroup],
      [`NEW_ITEM-LEADTIME[${n}]`, String(line.leadTimeDays)],
      [`NEW_ITEM-LONGTEXT_${n}:132[]`, longText(line)],
    );
  });
  return fields;
}

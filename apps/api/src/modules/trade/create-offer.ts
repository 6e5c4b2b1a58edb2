import { OFFER_VALID_DAYS, ORDER_TYPE, pricingSettingsOf, type TSettings, type ZSettlementRequest, personName } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { FileAnswer } from '../../lib/endpoints.ts';
import type { Ctx } from '../../lib/use-case.ts';
import {
  buyerCompanyFacts,
  DocumentFormat,
  documentFrame,
  documentLines,
  priceRows,
  taxNote,
  taxOf,
  type PrintNames,
  numbersOf,
} from './document-content.ts';
import type { DocumentContent } from './document-pdf.ts';
import { documentFile, nextDocumentNo, printNames } from './documents.ts';
import { buildQuote, cachedSource, type Quote } from './quote.ts';

type SettlementInput = z.output<typeof ZSettlementRequest>;
const DAY_MS = 86_400_000;

/** Who the offer is for: the member by name and e-mail, or for a guest the country it is priced for. */
async function addressee(ctx: Ctx, quote: Quote, format: DocumentFormat): Promise<string[]> {
  const country = format.country(quote.destination.countryCode);
  if (ctx.memberId === null) return [format.t('anyone', { country })];
  const member = await ctx.db.member.findUniqueOrThrow({
    where: { id: ctx.memberId },
    select: { firstName: true, lastName: true, mail: true },
  });
  return [personName(member), member.mail, [quote.destination.state, country].filter(Boolean).join(', ')];
}

function offerContent(
  no: string,
  quote: Quote,
  input: SettlementInput,
  names: PrintNames,
  address: string[],
  format: DocumentFormat,
  ctx: Ctx,
  now: Date,
  settings: TSettings,
): DocumentContent {
  const destination = { countryCode: quote.destination.countryCode, state: quote.destination.state ?? '' };
  const tax = taxOf(destination, pricingSettingsOf(settings), quote.price);
  const lines = quote.items.map((item, i) => {
    const asked = input.items[i]!;
    return {
      ...item,
      ...(item.orderType === ORDER_TYPE.custom
        ? { size: asked.size ?? '', decoratingMethod: String(asked.decoratingMethod ?? ''), locationId: String(asked.locationId ?? '') }
        : {}),
    };
  });
  const custom = quote.items.some((item) => item.orderType === ORDER_TYPE.custom);
  return {
    ...documentFrame('offer', no, settings, format),
    addressLabel: format.t('preparedFor'),
    address,
    shipTo: [],
    facts: [
      [format.t('number.offer'), no],
      [format.t('date'), format.date(now)],
      [format.t('validUntil'), format.date(new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS))],
      ...buyerCompanyFacts(quote.company, format),
      [format.t('customerNo'), ctx.memberId === null ? format.t('guest') : String(ctx.memberId)],
    ],
    lines: documentLines(lines, names, format),
    totals: priceRows(quote.price, tax, format),
    notes: [
      ...taxNote(quote.price, tax, format),
      format.t('offerNote', {
        date: format.date(new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS)),
        url: ctx.services.config.PUBLIC_URL,
      }),
      ...(custom ? [format.t('offerLeadTime')] : []),
    ],
    // The figures in cents (the reverse charge and exemption are in its notes).
    amounts: numbersOf(quote.price),
  };
}

/**
 * "Download Offer": prices the settlement body exactly as the settlement does (for members and
 * guests, any quantity, logo lines before their logo is uploaded), numbers the offer in its own
 * yearly series, keeps it for the back office and answers its PDF, valid 30 days, in the
 * shopper's language.
 */
export async function createOffer(ctx: Ctx, input: SettlementInput): Promise<FileAnswer> {
  const quote = await buildQuote(ctx, input, cachedSource(ctx), false);
  const format = new DocumentFormat(ctx.language, quote.currency);
  const [address, names, settings] = await Promise.all([addressee(ctx, quote, format), printNames(ctx.db), ctx.services.settings.read()]);
  const now = ctx.services.clock();
  const offer = await ctx.db.$transaction(async (tx) => {
    const no = await nextDocumentNo(tx, 'offer', now);
    const content = offerContent(no, quote, input, names, address, format, ctx, now, settings);
    return tx.tradeOffer.create({
      data: {
        no,
        memberId: ctx.memberId,
        language: ctx.language,
        currency: quote.currency,
        countryCode: quote.destination.countryCode,
        pieces: quote.items.reduce((sum, item) => sum + item.count, 0),
        total: quote.price.payPrice,
        request: input as unknown as Prisma.InputJsonValue,
        content: content as unknown as Prisma.InputJsonValue,
        validUntil: new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS),
        createdAt: now,
      },
    });
  });
  return documentFile({ db: ctx.db, storage: ctx.services.storage }, 'offer', offer);
}

import { ORDER_TYPE, pricingSettingsOf, type ZQuoteCreateRequest, personName } from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';
import { claimAttempt } from '../member/attempts.ts';
import { deliverStaffNotifications, queueStaffNotification } from '../system/staff-notifications.ts';
import { guestAddress, savedAddress } from './create-order.ts';
import { nextDocumentNo } from './documents.ts';
import { guestQuoteToken } from './quote-link.ts';
import { adminQuotePath, queueQuoteMail } from './quote-mail.ts';
import { priceQuote } from './quote-pricing.ts';
import { buildQuote, databaseSource } from './quote.ts';

type CreateInput = z.output<typeof ZQuoteCreateRequest>;

/** Quote requests of guests per client address within an hour: plenty for buyers, too few to flood the shop. */
const GUEST_QUOTES_PER_CLIENT = { max: 20, windowMs: 60 * 60_000 };

/** Uploaded files a request names must be this shop's uploads. */
async function assertOwnUploads(ctx: Ctx, urls: string[]): Promise<void> {
  const unique = [...new Set(urls)];
  if (unique.length > 0 && (await ctx.db.uploadedFile.count({ where: { url: { in: unique } } })) !== unique.length)
    throw new AppError('FILE_NOT_OURS');
}

/** A member's default saved address (else the latest), which a request from the product page is priced for. */
async function defaultAddressId(ctx: Ctx, memberId: number | null): Promise<number | undefined> {
  if (memberId === null) return undefined;
  const saved = await ctx.db.address.findFirst({
    where: { memberId },
    orderBy: [{ defaultStatus: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  return saved?.id;
}

/** Who asks: the member (account e-mail, name, company) or the guest (what they typed). */
async function requester(ctx: Ctx, input: CreateInput) {
  if (ctx.memberId === null) {
    if (!input.email || !input.name) throw new AppError('QUOTE_GUEST_DETAILS');
    return { memberId: null, companyId: null, email: input.email, name: input.name, company: input.company ?? '' };
  }
  const member = await ctx.db.member.findUniqueOrThrow({
    where: { id: ctx.memberId },
    select: { mail: true, firstName: true, lastName: true, company: { select: { company: { select: { id: true, name: true } } } } },
  });
  const company = member.company?.company;
  return {
    memberId: ctx.memberId,
    companyId: company?.id ?? null,
    email: member.mail,
    name: personName(member),
    company: company?.name ?? input.company ?? '',
  };
}

/**
 * Records a quote request: the lines with their whole print order, priced first at the
 * catalogue's prices (tiers included) as the shop's starting point, numbered Q-<year>-<n> in the
 * offers' series (one counter row per year, locked until commit: no gaps, no duplicates under
 * concurrent requests); the buyer is mailed the link (a guest's signed key), staff who chose it
 * are told. A promo code does not apply to quotes. Answers `{id, no}` and a guest's key.
 */
export async function createQuote(ctx: Ctx, input: CreateInput, client: string) {
  const who = await requester(ctx, input);
  if (who.memberId === null) await claimAttempt(ctx, `guest-quote:${client}`, GUEST_QUOTES_PER_CLIENT);
  const { note, attachments, address: entered, email: _e, name: _n, company: _c, code: _code, ...settlement } = input;
  await assertOwnUploads(ctx, attachments);
  const addressId = input.addressId ?? (input.areaId === undefined ? await defaultAddressId(ctx, who.memberId) : undefined);
  const asked = entered
    ? {
        ...settlement,
        areaId: entered.areaId,
        state: entered.state,
        zipCode: entered.zipCode,
        city: entered.city,
        detailAddress: entered.detailAddress,
      }
    : { ...settlement, addressId };
  const catalogue = await buildQuote(ctx, { ...asked, code: undefined }, databaseSource(ctx), false);
  const address =
    who.memberId !== null && addressId !== undefined
      ? await savedAddress(ctx, who.memberId, addressId)
      : entered
        ? await guestAddress(ctx, entered)
        : null;
  const lines = catalogue.items.map((item, i) => {
    const line = input.items[i]!;
    const custom = item.orderType === ORDER_TYPE.custom;
    const pieces = item.count * item.piecesPerUnit;
    return {
      skuId: item.skuId,
      spuId: item.spuId,
      spuName: item.spuName,
      picUrl: item.picUrl,
      properties: item.properties as Prisma.InputJsonValue,
      orderType: item.orderType,
      count: item.count,
      piecesPerUnit: item.piecesPerUnit,
      size: custom ? (line.size ?? '') : '',
      locationId: custom ? String(line.locationId ?? '') : '',
      decoratingMethod: custom ? item.decoratingMethod : '',
      imgUrl: custom ? (line.imgUrl ?? '') : '',
      description: custom ? (line.description ?? '') : '',
      printTier: item.printTier,
      printCheckLevel: item.printCheckLevel,
      printWidthMm: item.printWidthMm ?? 0,
      printHeightMm: item.printHeightMm ?? 0,
      // The catalogue's price after its quantity tier, per unit, as the starting point.
      unitPrice: Math.round(item.discountedPrice / item.count),
      printPrice: custom && pieces > 0 ? Math.round(item.decalsPrice / pieces) : 0,
      setupPrice: 0,
    };
  });
  const terms = {
    currency: catalogue.currency,
    countryCode: catalogue.destination.countryCode,
    state: catalogue.destination.state ?? '',
    deliveryType: input.deliveryType,
    deliveryPrice: catalogue.price.deliveryPrice,
    company: catalogue.company,
  };
  const priced = priceQuote(lines, terms, pricingSettingsOf(await ctx.services.settings.read()), ctx.language);
  const now = ctx.services.clock();
  const { quote, mailId, staffMailIds } = await ctx.db.$transaction(async (tx) => {
    const no = await nextDocumentNo(tx, 'offer', now);
    const quote = await tx.tradeQuote.create({
      data: {
        no,
        ...who,
        language: ctx.language,
        currency: terms.currency,
        countryCode: terms.countryCode,
        state: terms.state,
        address: address ?? undefined,
        deliveryType: terms.deliveryType,
        poNumber: input.poNumber ?? null,
        costCentre: input.costCentre ?? null,
        note,
        attachments,
        price: priced.price as unknown as Prisma.InputJsonValue,
        payPrice: priced.price.payPrice,
        deliveryPrice: terms.deliveryPrice,
        createdAt: now,
        items: {
          create: lines.map((line, i) => ({ ...line, totalPrice: priced.items[i]!.totalPrice, decalsPrice: priced.items[i]!.decalsPrice })),
        },
      },
    });
    const mailId = await queueQuoteMail(tx, ctx.services, quote, 'quote-requested');
    const staffMailIds = await queueStaffNotification(tx, ctx.services, 'quote', adminQuotePath(quote.id), () => ({ no }));
    return { quote, mailId, staffMailIds };
  });
  ctx.services.mailer.deliverLater(mailId);
  deliverStaffNotifications(ctx.services, staffMailIds);
  return {
    id: quote.id,
    no: quote.no,
    ...(quote.memberId === null ? { token: guestQuoteToken(ctx.services.config.JWT_SECRET, quote, now) } : {}),
  };
}

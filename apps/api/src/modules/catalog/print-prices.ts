import {
  COMMON_STATUS,
  type Currency,
  PRINT_PRICE_PER_PIECE,
  PRINT_TIERS,
  type PrintTier,
  type TAdminPrintPrice,
  translate,
  type ZAdminSpuCreateRequest,
} from '@shop/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/use-case.ts';

type Tx = Prisma.TransactionClient;
type LogoInput = Pick<z.output<typeof ZAdminSpuCreateRequest>, 'decoratingMethods' | 'printMinCount' | 'printCheckLevel' | 'printPrices'>;

/** A product's logo fields as they are stored. */
export interface LogoFields {
  decoratingMethods: string[];
  printMinCount: number;
  printCheckLevel: number;
  printPrices: TAdminPrintPrice[];
}

/** What a new product is until the back office makes it a logo product. */
const NOT_PRINTABLE: LogoFields = { decoratingMethods: [], printMinCount: 25, printCheckLevel: 0, printPrices: [] };

const asTier = (tier: string): PrintTier => (PRINT_TIERS.includes(tier as PrintTier) ? (tier as PrintTier) : '3');

/** The stored rows as the contract's print prices. */
export const printPricesOf = (rows: { decoratingMethod: string; tier: string; priceUsd: number; priceEur: number }[]): TAdminPrintPrice[] =>
  rows.map((r) => ({ decoratingMethod: r.decoratingMethod, tier: asTier(r.tier), priceUsd: r.priceUsd, priceEur: r.priceEur }));

/**
 * The print prices a product is charged: its own, or, for a logo product saved before print prices
 * existed, the shop's prices by size for each of its methods.
 */
export function effectivePrintPrices(methods: string[], own: TAdminPrintPrice[]): TAdminPrintPrice[] {
  if (own.length > 0) return own;
  return methods.flatMap((decoratingMethod) =>
    PRINT_TIERS.map((tier) => ({ decoratingMethod, tier, priceUsd: PRINT_PRICE_PER_PIECE[tier], priceEur: PRINT_PRICE_PER_PIECE[tier] })),
  );
}

/** A logo line's price per printed piece in the order's currency. */
export function printPriceOf(own: TAdminPrintPrice[], method: string, tier: PrintTier, currency: Currency): number {
  const price = own.find((p) => p.decoratingMethod === method && p.tier === tier);
  if (!price) return PRINT_PRICE_PER_PIECE[tier];
  return currency === 'EUR' ? price.priceEur : price.priceUsd;
}

/**
 * The logo fields a create or update writes: those sent, the others as stored (a new product: not
 * printable). `printPrices` is null when neither methods nor prices were sent (the rows stay).
 * Every method is one of the shop's; a product with print prices offers a method; every method
 * offered has a price for each size, and no price names a method the product does not offer.
 */
export async function resolveLogoFields(
  tx: Tx,
  ctx: Ctx,
  input: LogoInput,
  stored: LogoFields | null,
): Promise<Omit<LogoFields, 'printPrices'> & { printPrices: TAdminPrintPrice[] | null }> {
  const base = stored ?? NOT_PRINTABLE;
  const decoratingMethods = input.decoratingMethods ?? base.decoratingMethods;
  const fields = {
    decoratingMethods,
    printMinCount: input.printMinCount ?? base.printMinCount,
    printCheckLevel: input.printCheckLevel ?? base.printCheckLevel,
  };
  if (stored && input.decoratingMethods === undefined && input.printPrices === undefined) return { ...fields, printPrices: null };
  const printPrices =
    input.printPrices ??
    effectivePrintPrices(base.decoratingMethods, base.printPrices).filter((p) => decoratingMethods.includes(p.decoratingMethod));

  const dict = await tx.dictData.findMany({
    where: { dictType: 'custom_decorating_method', status: COMMON_STATUS.enabled },
    select: { value: true, label: true },
  });
  const labels = new Map(dict.map((d) => [d.value, translate(d.label, ctx.language)]));
  const label = (method: string) => labels.get(method) ?? method;
  const unknown = [...decoratingMethods, ...printPrices.map((p) => p.decoratingMethod)].find((m) => !labels.has(m));
  if (unknown !== undefined) throw new AppError('PRODUCT_PRINT_METHOD_UNKNOWN', { method: unknown });
  if (printPrices.length > 0 && decoratingMethods.length === 0) throw new AppError('PRODUCT_PRINT_METHOD_REQUIRED');
  const stray = printPrices.find((p) => !decoratingMethods.includes(p.decoratingMethod));
  if (stray) throw new AppError('PRODUCT_PRINT_PRICE_NOT_OFFERED', { method: label(stray.decoratingMethod) });
  const unpriced = decoratingMethods.find((m) =>
    PRINT_TIERS.some((tier) => !printPrices.some((p) => p.decoratingMethod === m && p.tier === tier)),
  );
  if (unpriced !== undefined) throw new AppError('PRODUCT_PRINT_PRICES_MISSING', { method: label(unpriced) });
  return { ...fields, printPrices };
}

/** Writes a product's print prices when the request set them (the others stay). */
export async function savePrintPrices(tx: Tx, spuId: number, printPrices: TAdminPrintPrice[] | null): Promise<void> {
  if (printPrices === null) return;
  await tx.productPrintPrice.deleteMany({ where: { spuId } });
  await tx.productPrintPrice.createMany({ data: printPrices.map((p) => ({ spuId, ...p })) });
}

import { z } from 'zod';
import { zId } from './common.ts';
import { ZSkuProperty } from './catalog.ts';
import { ZEarlierPrintOrder } from './trade.ts';

/** Whole pieces; the upper bound is the SKU's stock, checked by the server. */
const zCount = z.number().int().min(1).max(100_000);

export const ZCartEntry = z.object({ skuId: zId, count: zCount, selected: z.boolean().optional() });
export type TCartEntry = z.infer<typeof ZCartEntry>;

/** One entry adds to the SKU's line; a list (a guest cart at login, the `carts` login parameter) merges. */
export const ZCartAddRequest = z.union([ZCartEntry, z.array(ZCartEntry).min(1).max(200)]);

/** The answer to a merge: the lines, and the SKUs whose count was cut to the stock. */
export const ZCartMergeResponse = z.object({
  ids: z.array(z.number().int()),
  capped: z.array(z.object({ skuId: z.number().int(), count: z.number().int() })),
  /** The cart line of each merged SKU, so an order started as a guest removes them when placed. */
  lines: z.array(z.object({ skuId: z.number().int(), id: z.number().int() })),
});
export type TCartMergeResponse = z.infer<typeof ZCartMergeResponse>;
export const ZCartAddResponse = z.union([z.number().int(), ZCartMergeResponse]);

export const ZCartLine = z.object({
  id: z.number().int(),
  count: z.number().int(),
  selected: z.boolean(),
  sku: z.object({
    id: z.number().int(),
    price: z.number().int(),
    stock: z.number().int(),
    picUrl: z.string(),
    properties: z.array(ZSkuProperty),
    /** Pieces in one unit (a pack); a visitor's stored line may lack it. */
    piecesPerUnit: z.number().int().optional(),
  }),
  spu: z.object({ id: z.number().int(), name: z.string(), picUrl: z.string(), status: z.number().int() }),
  /** Unit price × count, in cents. Always sent by the server; a visitor's stored line may lack it. */
  totalPrice: z.number().int().optional(),
  /** The line after its quantity discount, rounded as settlement rounds it: what checkout charges. */
  discountedPrice: z.number().int().optional(),
  /** The quantity discount in percent (0: none). */
  discount: z.number().optional(),
  /** "10 % off from 5 pieces", in the request's language; empty without a discount. */
  discountDescription: z.string().optional(),
});
export type TCartLine = z.infer<typeof ZCartLine>;

/** Lines whose product is off sale or out of stock are invalid. */
export const ZCartListResponse = z.object({ validList: z.array(ZCartLine), invalidList: z.array(ZCartLine) });
export type TCartListResponse = z.infer<typeof ZCartListResponse>;

export const ZCartUpdateCountRequest = z.object({ id: zId, count: zCount });
export type TCartUpdateCountRequest = z.infer<typeof ZCartUpdateCountRequest>;
export const ZCartUpdateSelectedRequest = z.object({ ids: z.array(zId).min(1).max(500), selected: z.boolean() });
export type TCartUpdateSelectedRequest = z.infer<typeof ZCartUpdateSelectedRequest>;
export const ZCartDeleteRequest = z.object({ ids: z.array(zId).min(1).max(500) });

/** A visitor's local cart, priced by the server: current prices, stock and quantity discounts. */
export const ZCartPriceRequest = z.object({
  items: z.array(z.object({ skuId: zId, count: zCount, selected: z.boolean().optional() })).max(200),
});
export type TCartPriceRequest = z.infer<typeof ZCartPriceRequest>;

/** "Buy again": lines of an order of mine (all, or those named) back into the cart. */
export const ZCartAddFromOrderRequest = z.object({ orderId: zId, itemIds: z.array(zId).min(1).max(200).optional() });
export type TCartAddFromOrderRequest = z.infer<typeof ZCartAddFromOrderRequest>;
/**
 * The cart lines the order's normal lines went to; its logo lines as checkout lines with their
 * print order and logo (the cart holds no print orders), each naming the line whose approved print
 * data it prints again (`reorderItemId`); the order lines that could not be bought (off sale, out of stock).
 */
export const ZCartAddFromOrderResponse = z.object({
  cartIds: z.array(z.number().int()),
  customItems: z.array(
    ZEarlierPrintOrder.extend({
      orderType: z.number().int(),
      customizedType: z.number().int(),
      description: z.string().optional(),
      reorderItemId: z.number().int().optional(),
    }),
  ),
  unavailable: z.array(z.number().int()),
});
export type TCartAddFromOrderResponse = z.infer<typeof ZCartAddFromOrderResponse>;

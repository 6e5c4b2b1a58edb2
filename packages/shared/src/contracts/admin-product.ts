import { z } from 'zod';
import { PRINT_TIERS } from '../pricing.ts';
import { pageResult, zId, zQueryBool, zQueryInt } from './common.ts';

/** A text in the shop's three languages; German and Chinese may be empty (the storefront then shows English). */
const zTranslated = (max: number, required = true) =>
  z.object({
    en: required ? z.string().trim().min(1).max(max) : z.string().trim().max(max).default(''),
    de: z.string().trim().max(max).default(''),
    zh: z.string().trim().max(max).default(''),
  });
const ZTranslatedOut = z.object({ en: z.string(), de: z.string(), zh: z.string() });

/** A picture's URL as the upload answered it (`/uploads/...` or the storage's https address); never a script link. */
const zPictureUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url === '' || /^(\/(?!\/)|https?:\/\/)/.test(url), { message: 'Not a picture address' });

/** Categories: 0 active, 1 disabled (yudao CommonStatus). */
const zCommonStatus = z.union([z.literal(0), z.literal(1)]);

export const ZAdminCategoryCreateRequest = z.object({
  /** 0 for a top-level category. */
  parentId: z.number().int().min(0).max(2_147_483_647).default(0),
  name: zTranslated(100),
  picUrl: zPictureUrl.default(''),
  /** Smaller first. */
  sort: z.number().int().min(0).max(1_000_000).default(0),
  status: zCommonStatus.default(0),
  /**
   * The stable name storefront pages find the category by (lower-case words joined by hyphens);
   * empty clears it. Left out: a new category has none, an update keeps the one it has.
   */
  code: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens')
      .nullable()
      .optional(),
  ),
});
export const ZAdminCategoryUpdateRequest = ZAdminCategoryCreateRequest.extend({ id: zId });

export const ZAdminCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: ZTranslatedOut,
  picUrl: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  code: z.string().nullable(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

export const ZAdminCategoryListRequest = z.object({
  /** Part of the name in any language. */
  name: z.string().trim().max(100).optional(),
  status: zQueryInt(z.number().int().min(0).max(1)).optional(),
});

/** Spu status (yudao ProductSpuStatus): 1 on sale, 0 off sale, -1 deleted (kept because orders name it). */
export const SPU_STATUS = { recycled: -1, offSale: 0, onSale: 1 } as const;

export const ZAdminSkuProperty = z.object({
  /** Leave out for a new property: the shop reuses the id of a property with the same English name. */
  propertyId: zId.optional(),
  propertyName: zTranslated(60),
  /** Leave out for a new value: the shop reuses the id of the property's value with the same English name. */
  valueId: zId.optional(),
  valueName: zTranslated(60),
});

export const ZAdminSkuInput = z.object({
  /** An existing SKU of this product to keep (carts and orders go on naming it); leave out for a new one. */
  id: zId.optional(),
  properties: z.array(ZAdminSkuProperty).max(5).default([]),
  /** Cents. */
  priceUsd: z.number().int().min(1).max(100_000_000),
  /** Cents. */
  priceEur: z.number().int().min(1).max(100_000_000),
  /** A new SKU's stock; an existing SKU's stock changes only through product/sku/update-stock. */
  stock: z.number().int().min(0).max(10_000_000).default(0),
  /** Grams. */
  weight: z.number().int().min(0).max(1_000_000).default(0),
  /** Pieces in one unit sold (a pack of 100 pens: 100): logo minimums and print prices count pieces. */
  piecesPerUnit: z.number().int().min(1).max(100_000).default(1),
  picUrl: zPictureUrl.default(''),
});

export const ZAdminQuantityRule = z.object({
  quantity: z.number().int().min(2).max(100_000),
  /** Percent off the line. */
  discount: z.number().int().min(1).max(90),
});

/** A logo product's price per printed piece for one decorating method and size tier, in cents per currency. */
export const ZAdminPrintPrice = z.object({
  /** A value of dict custom_decorating_method the product offers. */
  decoratingMethod: z.string().trim().min(1).max(10),
  /** Size tier: "1" up to 25 cm², "2" up to 100 cm², "3" up to 400 cm². */
  tier: z.enum(PRINT_TIERS),
  priceUsd: z.number().int().min(1).max(1_000_000),
  priceEur: z.number().int().min(1).max(1_000_000),
});
export type TAdminPrintPrice = z.infer<typeof ZAdminPrintPrice>;

export const ZAdminSpuCreateRequest = z.object({
  name: zTranslated(200),
  keyword: zTranslated(300, false).default({ en: '', de: '', zh: '' }),
  introduction: zTranslated(500),
  description: zTranslated(20_000),
  categoryId: zId,
  /** The pictures in display order; the first is the product's main picture unless `picUrl` names another. */
  sliderPicUrls: z
    .array(zPictureUrl.pipe(z.string().min(1)))
    .min(1)
    .max(20),
  picUrl: zPictureUrl.optional(),
  status: z.union([z.literal(SPU_STATUS.offSale), z.literal(SPU_STATUS.onSale)]).default(SPU_STATUS.offSale),
  /** Larger first in the storefront's default order. */
  sort: z.number().int().min(0).max(1_000_000).default(0),
  skus: z.array(ZAdminSkuInput).min(1).max(200),
  /** The product's own quantity discounts; empty: the shop's default rules. */
  quantityRules: z
    .array(ZAdminQuantityRule)
    .max(10)
    .default([])
    .refine((rules) => new Set(rules.map((r) => r.quantity)).size === rules.length, { message: 'Each quantity once' }),
  /*
   * The logo fields. Left out of a create: not a logo product; left out of an update: unchanged.
   * A product that offers decorating methods needs a print price for each method and size tier.
   */
  /** Values of dict custom_decorating_method the product can be printed with; empty: not a logo product. */
  decoratingMethods: z
    .array(z.string().trim().min(1).max(10))
    .max(10)
    .refine((methods) => new Set(methods).size === methods.length, { message: 'Each method once' })
    .optional(),
  /** Fewest printed pieces (count × pieces per unit) of one logo line. */
  printMinCount: z.number().int().min(1).max(100_000).optional(),
  /** 1: the shopper approves a proof of the checked print data; 0: checked data is approved at once. */
  printCheckLevel: z.union([z.literal(0), z.literal(1)]).optional(),
  printPrices: z
    .array(ZAdminPrintPrice)
    .max(30)
    .refine((prices) => new Set(prices.map((p) => `${p.decoratingMethod}:${p.tier}`)).size === prices.length, {
      message: 'Each method and size once',
    })
    .optional(),
});
export type TAdminSpuCreateRequest = z.input<typeof ZAdminSpuCreateRequest>;
export const ZAdminSpuUpdateRequest = ZAdminSpuCreateRequest.extend({ id: zId });
/** @public The back office's product form. */
export type TAdminSpuUpdateRequest = z.input<typeof ZAdminSpuUpdateRequest>;

export const ZAdminSpuStatusRequest = z.object({
  id: zId,
  status: z.union([z.literal(SPU_STATUS.offSale), z.literal(SPU_STATUS.onSale)]),
});

export const ZAdminSpuPageRequest = z.object({
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
  /** Part of the name in any language. */
  name: z.string().trim().max(100).optional(),
  /** The category or any below it. */
  categoryId: zQueryInt(z.number().int().min(1).max(2_147_483_647)).optional(),
  /** 1 on sale, 0 off sale, -1 deleted; not given: on and off sale. */
  status: zQueryInt(z.number().int().min(-1).max(1)).optional(),
  /** Sort the whole list by: `price` (lowest USD price), `priceEur`, `stock`, `salesCount`, `createTime`; not given: newest first. */
  sortField: z.enum(['price', 'priceEur', 'stock', 'salesCount', 'createTime']).optional(),
  /** With sortField: ascending when true; descending by default. */
  sortAsc: zQueryBool.default(false),
});

export const ZAdminSpuPageItem = z.object({
  id: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  picUrl: z.string(),
  categoryId: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  minPriceUsd: z.number().int(),
  minPriceEur: z.number().int(),
  /** Over the product's SKUs. */
  stock: z.number().int(),
  salesCount: z.number().int(),
  createTime: z.number().int(),
});
export const ZAdminSpuPageResponse = pageResult(ZAdminSpuPageItem);

export const ZAdminSku = z.object({
  id: z.number().int(),
  properties: z.array(
    z.object({ propertyId: z.number().int(), propertyName: ZTranslatedOut, valueId: z.number().int(), valueName: ZTranslatedOut }),
  ),
  priceUsd: z.number().int(),
  priceEur: z.number().int(),
  stock: z.number().int(),
  weight: z.number().int(),
  piecesPerUnit: z.number().int(),
  picUrl: z.string(),
});

export const ZAdminSpuDetail = z.object({
  id: z.number().int(),
  name: ZTranslatedOut,
  keyword: ZTranslatedOut,
  introduction: ZTranslatedOut,
  description: ZTranslatedOut,
  categoryId: z.number().int(),
  picUrl: z.string(),
  sliderPicUrls: z.array(z.string()),
  status: z.number().int(),
  sort: z.number().int(),
  salesCount: z.number().int(),
  minPriceUsd: z.number().int(),
  minPriceEur: z.number().int(),
  /** The SKUs on offer (removed ones that orders still name are left out). */
  skus: z.array(ZAdminSku),
  /** The product's own rules; empty: it uses `defaultQuantityRules`. */
  quantityRules: z.array(z.object({ quantity: z.number().int(), discount: z.number().int() })),
  defaultQuantityRules: z.array(z.object({ quantity: z.number().int(), discount: z.number().int() })),
  decoratingMethods: z.array(z.string()),
  printMinCount: z.number().int(),
  printCheckLevel: z.number().int(),
  /**
   * Per method offered and size tier; a logo product saved before print prices existed answers the
   * shop's prices by size (what it is charged until saved with its own).
   */
  printPrices: z.array(ZAdminPrintPrice),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type TAdminSpuDetail = z.infer<typeof ZAdminSpuDetail>;

export const ZAdminSkuStockRequest = z.object({
  /** The SKU. */
  id: zId,
  /** Pieces to add (positive) or take away (negative); stock never goes below 0. */
  incrCount: z
    .number()
    .int()
    .min(-10_000_000)
    .max(10_000_000)
    .refine((n) => n !== 0, { message: 'Not 0' }),
  /** Why, for the stock history (goods received, stocktake, damaged …). */
  reason: z.string().trim().min(1).max(200),
});

export const ZAdminStockMovementPageRequest = z.object({
  skuId: zQueryInt(z.number().int().min(1).max(2_147_483_647)),
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
});
/**
 * What moved a SKU's stock: `adjust` the back office (with its typed reason), `sale` an order,
 * `cancel` an unpaid order cancelled or expired, `return` a returned or refunded line restocked,
 * `remove` the SKU taken off its product.
 */
export const STOCK_MOVEMENT_KINDS = ['adjust', 'sale', 'cancel', 'return', 'remove', 'edit'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const ZAdminStockMovementPageResponse = pageResult(
  z.object({
    id: z.number().int(),
    skuId: z.number().int(),
    incrCount: z.number().int(),
    stockAfter: z.number().int(),
    /** The back office's reason for an adjustment; "" for the other kinds. */
    reason: z.string(),
    adminId: z.number().int().nullable(),
    createTime: z.number().int(),
    kind: z.enum(STOCK_MOVEMENT_KINDS),
    /** The order behind a sale, cancel or return, with its number. */
    orderId: z.number().int().nullable(),
    orderNo: z.string().nullable(),
  }),
);

/** A property with its values as the catalogue's SKUs use them, for choosing instead of retyping. */
export const ZAdminPropertySimple = z.object({
  propertyId: z.number().int(),
  name: ZTranslatedOut,
  values: z.array(z.object({ valueId: z.number().int(), name: ZTranslatedOut })),
});

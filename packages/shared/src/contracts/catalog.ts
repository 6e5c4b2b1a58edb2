import { z } from 'zod';
import { ZPrintArea } from './design.ts';
import { MAX_PAGE_SIZE, zQueryBool, zQueryInt } from './common.ts';

export const ZCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  name: z.string(),
  picUrl: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  /** The stable name a storefront page finds its category by (null for categories no page names). */
  code: z.string().nullable(),
});
export const ZCategoryListResponse = z.array(ZCategory);
export type TCategory = z.infer<typeof ZCategory>;

export const SPU_SORT_FIELDS = ['price', 'salesCount', 'createTime'] as const;

/** A query list: the key repeated (`colorIds=101&colorIds=103`) or one comma-separated value. */
const zQueryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : String(v).split(',')).filter((x) => x !== '')),
    z.array(item).max(20),
  );
const zCents = zQueryInt(z.number().int().min(0).max(100_000_000));

/**
 * What narrows a product list and its facets (besides category and search): any colour of the
 * list (an SKU in that colour), any decorating method of the list, the card's price from
 * `priceMin` (included) to `priceMax` (excluded), in the request's currency's cents, and only
 * products with an SKU in stock (in the chosen colour when one is chosen).
 */
export const ZSpuFilter = z.object({
  categoryId: zQueryInt(z.number().int().min(0).max(2_147_483_647)).optional(),
  keyword: z.string().trim().max(100).optional(),
  colorIds: zQueryList(z.coerce.number().int().min(1).max(2_147_483_647)).optional(),
  decoratingMethods: zQueryList(z.string().regex(/^[0-9a-z_-]{1,32}$/)).optional(),
  priceMin: zCents.optional(),
  priceMax: zCents.optional(),
  inStock: zQueryBool.optional(),
  /** Only products a logo can be printed on (with a decorating method): the customisation page's list. */
  printable: zQueryBool.optional(),
});
export type TSpuFilter = z.infer<typeof ZSpuFilter>;

export const ZSpuListRequest = ZSpuFilter.extend({
  sortField: z.enum(SPU_SORT_FIELDS).optional(),
  sortAsc: zQueryBool.optional(),
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(9),
});
export type TSpuListRequest = z.infer<typeof ZSpuListRequest>;

const ZFacetCount = z.object({ count: z.number().int() });
/**
 * The counts beside a list: each is what the list would hold with that choice made in its group
 * instead of the group's current choice, the other groups' choices kept (so a count is the total
 * the list shows once it is picked alone in its group).
 */
export const ZSpuFacetsResponse = z.object({
  /** The list's total under every choice made. */
  total: z.number().int(),
  /** Card prices in cents of the request's currency: from `min` (included) to `max` (excluded; null: no upper end). */
  priceRanges: z.array(ZFacetCount.extend({ min: z.number().int(), max: z.number().int().nullable() })),
  colors: z.array(ZFacetCount.extend({ valueId: z.number().int(), name: z.string() })),
  /** Values of dict `custom_decorating_method`. */
  decoratingMethods: z.array(ZFacetCount.extend({ value: z.string() })),
  /** Products with an SKU in stock (in a chosen colour). */
  inStock: z.number().int(),
});
export type TSpuFacetsResponse = z.infer<typeof ZSpuFacetsResponse>;

export const ZSearchSuggestRequest = z.object({ keyword: z.string().trim().min(1).max(100) });
export const ZSearchSuggestResponse = z.object({
  /** The best matches of the text typed so far (as the search finds them: other languages, synonyms, typos). */
  products: z.array(z.object({ id: z.number().int(), name: z.string(), picUrl: z.string() })),
  /** A spelling that finds products, when the text itself finds none ("did you mean"), else null. */
  didYouMean: z.string().nullable(),
});
export type TSearchSuggestResponse = z.infer<typeof ZSearchSuggestResponse>;

export const ZSpuListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  introduction: z.string(),
  picUrl: z.string(),
  categoryId: z.number().int(),
  /** The cheapest SKU in stock (the cheapest SKU when none is), in the request's currency, in cents. */
  price: z.number().int(),
  /** True when the product's SKUs have different prices: the card shows "from …". */
  priceVaries: z.boolean().optional(),
  salesCount: z.number().int(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});
export type TSpuListItem = z.infer<typeof ZSpuListItem>;

export const ZSpuListResponse = z.object({
  records: z.array(ZSpuListItem),
  total: z.number().int(),
  pages: z.number().int(),
});
export type TSpuListResponse = z.infer<typeof ZSpuListResponse>;

export const ZSkuProperty = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  valueId: z.number().int(),
  valueName: z.string(),
});
export type TSkuProperty = z.infer<typeof ZSkuProperty>;

export const ZSku = z.object({
  id: z.number().int(),
  price: z.number().int(),
  stock: z.number().int(),
  picUrl: z.string(),
  weight: z.number().int(),
  /** Pieces in one unit (a pack of 100 pens: 100): logo minimums and print prices count pieces. */
  piecesPerUnit: z.number().int(),
  properties: z.array(ZSkuProperty),
});
export type TSku = z.infer<typeof ZSku>;

export const ZQuantityRule = z.object({ quantity: z.number().int(), discount: z.number() });
export type TQuantityRule = z.infer<typeof ZQuantityRule>;
export const ZQuantityRuleResponse = z.array(ZQuantityRule);

export const ZSpuDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  keyword: z.string(),
  introduction: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  picUrl: z.string(),
  sliderPicUrls: z.array(z.string()),
  price: z.number().int(),
  salesCount: z.number().int(),
  status: z.number().int(),
  stock: z.number().int(),
  skus: z.array(ZSku),
  quantityRules: z.array(ZQuantityRule),
  /** Dict custom_decorating_method values the product can be printed with; empty: no logo printing. */
  decoratingMethods: z.array(z.string()),
  /** Fewest pieces of one logo line (25; gift-wrap printing 50 per size). */
  printMinCount: z.number().int(),
  /** 1: the shopper approves a proof of the print data; 0: approved automatically once checked. */
  printCheckLevel: z.number().int(),
  /** Where the design editor can place a logo, per position. */
  printAreas: z.array(ZPrintArea),
});
export type TSpuDetail = z.infer<typeof ZSpuDetail>;

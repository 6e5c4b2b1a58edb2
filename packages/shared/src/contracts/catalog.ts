import { z } from 'zod';
import { ZPrintArea } from './design.ts';
import { MAX_PAGE_SIZE, zQueryInt } from './common.ts';

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

const zQueryBool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v === '' ? undefined : v),
  z.boolean(),
);

export const ZSpuListRequest = z.object({
  categoryId: zQueryInt(z.number().int().min(0).max(2_147_483_647)).optional(),
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(SPU_SORT_FIELDS).optional(),
  sortAsc: zQueryBool.optional(),
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(9),
});
export type TSpuListRequest = z.infer<typeof ZSpuListRequest>;

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

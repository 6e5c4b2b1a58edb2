import { z } from 'zod';
import { pageResult, zId, zQueryInt } from './common.ts';

const zPage = {
  pageNo: zQueryInt(z.number().int().min(1).max(100_000)).default(1),
  pageSize: zQueryInt(z.number().int().min(1).max(100)).default(10),
};

/** `product/favorite/*` and `product/like/*` take the product: `{spuId}` (yudao's AppFavoriteReqVO). */
export const ZSpuIdBody = z.object({ spuId: zId });
export const ZSpuIdQuery = z.object({ spuId: zQueryInt(zId) });
export const ZMemberProductPageRequest = z.object(zPage);

/** A product in my collection, likes or browsing history, newest first. */
export const ZMemberProduct = z.object({
  id: z.number().int(),
  spuId: z.number().int(),
  spuName: z.string(),
  picUrl: z.string(),
  /** The cheapest SKU, in the request's currency, in cents. */
  price: z.number().int(),
  /** 1 on sale; anything else: no longer sold (the card says so, removal still works). */
  status: z.number().int(),
  /** When it was added, or (history) last opened, epoch ms. */
  createTime: z.number().int(),
});
export type TMemberProduct = z.infer<typeof ZMemberProduct>;
export const ZMemberProductPageResponse = pageResult(ZMemberProduct);
export type TMemberProductPageResponse = z.infer<typeof ZMemberProductPageResponse>;

/** `product/browse-history/delete`: some products out of my history. */
export const ZBrowseHistoryDeleteRequest = z.object({ spuIds: z.array(zId).min(1).max(100) });

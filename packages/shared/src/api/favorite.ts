import { z } from 'zod';
import {
  ZBrowseHistoryDeleteRequest,
  ZMemberProductPageRequest,
  ZMemberProductPageResponse,
  ZSpuIdBody,
  ZSpuIdQuery,
} from '../contracts/favorite.ts';
import { endpoint } from './endpoint.ts';

/** A member's list of products (collection or likes), as yudao's AppFavoriteController shapes it. */
function productList(entity: 'favorite' | 'like', tag: string, noun: string) {
  return {
    create: endpoint({
      method: 'POST',
      path: `product/${entity}/create`,
      access: 'member',
      tag,
      summary: `Add a product to my ${noun} (again: no change); answers the entry's id`,
      body: ZSpuIdBody,
      data: z.number().int(),
    }),
    delete: endpoint({
      method: 'DELETE',
      path: `product/${entity}/delete`,
      access: 'member',
      tag,
      summary: `Take a product out of my ${noun}`,
      body: ZSpuIdBody,
      data: z.boolean(),
    }),
    page: endpoint({
      method: 'GET',
      path: `product/${entity}/page`,
      access: 'member',
      tag,
      summary: `My ${noun}, newest first`,
      query: ZMemberProductPageRequest,
      data: ZMemberProductPageResponse,
    }),
    exits: endpoint({
      method: 'GET',
      path: `product/${entity}/exits`,
      access: 'member',
      tag,
      summary: `Whether a product is in my ${noun} (yudao's spelling)`,
      query: ZSpuIdQuery,
      data: z.boolean(),
    }),
    getCount: endpoint({
      method: 'GET',
      path: `product/${entity}/get-count`,
      access: 'member',
      tag,
      summary: `How many products my ${noun} holds`,
      data: z.number().int(),
    }),
  } as const;
}

export const favorite = productList('favorite', 'member: collection', 'collection');
export const like = productList('like', 'member: likes', 'likes');

/** Products I opened (footprints), most recent first, one entry per product. */
export const browseHistory = {
  page: endpoint({
    method: 'GET',
    path: 'product/browse-history/page',
    access: 'member',
    tag: 'member: browsing history',
    summary: 'Products I opened, most recent first (kept only while my setting keepBrowsingHistory is on)',
    query: ZMemberProductPageRequest,
    data: ZMemberProductPageResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: 'product/browse-history/delete',
    access: 'member',
    tag: 'member: browsing history',
    summary: 'Remove products from my browsing history',
    body: ZBrowseHistoryDeleteRequest,
    data: z.boolean(),
  }),
  clean: endpoint({
    method: 'DELETE',
    path: 'product/browse-history/clean',
    access: 'member',
    tag: 'member: browsing history',
    summary: 'Clear my browsing history',
    data: z.boolean(),
  }),
};

import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { read } from '../../lib/endpoints.ts';
import { recordBrowse } from '../member/collections.ts';
import { getQuantityRules } from './get-quantity-rules.ts';
import { cachedSpuFacets } from './get-spu-facets.ts';
import { getSpuDetail } from './get-spu-detail.ts';
import { cachedCategories } from './list-categories.ts';
import { cachedSpus } from './list-spus.ts';
import { cachedSuggestions } from './suggest-search.ts';

const { category, spu, search } = contract.product;

/** The catalogue's reads: its routes, and the first data of a server-rendered page. */
export const catalogReads = [
  read(category.list, (ctx) => cachedCategories(ctx)),
  read(spu.getSpuList, (ctx, query) => cachedSpus(ctx, query)),
  read(spu.facets, (ctx, query) => cachedSpuFacets(ctx, query)),
  read(search.suggest, (ctx, query) => cachedSuggestions(ctx, query.keyword)),
  read(spu.getDetail, async (ctx, query) => {
    const detail = await getSpuDetail(ctx, query.id);
    await recordBrowse(ctx, detail.id);
    return detail;
  }),
  read(spu.productQuantityRule, (ctx, query) => getQuantityRules(ctx, query.id)),
];

const catalogRoutes: FastifyPluginAsync = async (app) => {
  for (const route of catalogReads) route.register(app);
};

export default catalogRoutes;

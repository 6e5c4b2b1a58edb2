import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { recordBrowse } from '../member/collections.ts';
import { getQuantityRules } from './get-quantity-rules.ts';
import { getSpuDetail } from './get-spu-detail.ts';
import { cachedCategories } from './list-categories.ts';
import { cachedSpus } from './list-spus.ts';

const { category, spu } = contract.product;

const catalogRoutes: FastifyPluginAsync = async (app) => {
  handle(app, category.list, (ctx) => cachedCategories(ctx));
  handle(app, spu.getSpuList, (ctx, query) => cachedSpus(ctx, query));
  handle(app, spu.getDetail, async (ctx, query) => {
    const detail = await getSpuDetail(ctx, query.id);
    await recordBrowse(ctx, detail.id);
    return detail;
  });
  handle(app, spu.productQuantityRule, (ctx, query) => getQuantityRules(ctx, query.id));
};

export default catalogRoutes;

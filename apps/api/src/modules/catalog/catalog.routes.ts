import {
  envelope,
  ZCategoryListResponse,
  ZIdQuery,
  ZQuantityRuleResponse,
  ZSpuDetail,
  ZSpuListRequest,
  ZSpuListResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf, ok } from '../../lib/use-case.ts';
import { getQuantityRules } from './get-quantity-rules.ts';
import { getSpuDetail } from './get-spu-detail.ts';
import { cachedCategories } from './list-categories.ts';
import { cachedSpus } from './list-spus.ts';

const tags = ['catalog'];

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/product/category/list', {
    schema: { tags, summary: 'Active categories', response: { 200: envelope(ZCategoryListResponse) } },
    handler: async (request) => ok(await cachedCategories(ctxOf(request), app.catalogCache)),
  });

  app.get('/product/spu/getSpuList', {
    schema: {
      tags,
      summary: 'A page of products on sale (category with its descendants, keyword search, sorting)',
      querystring: ZSpuListRequest,
      response: { 200: envelope(ZSpuListResponse) },
    },
    handler: async (request) => ok(await cachedSpus(ctxOf(request), app.catalogCache, request.query)),
  });

  app.get('/product/spu/get-detail', {
    schema: { tags, summary: 'A product with its SKUs and quantity rules', querystring: ZIdQuery, response: { 200: envelope(ZSpuDetail) } },
    handler: async (request) => ok(await getSpuDetail(ctxOf(request), request.query.id)),
  });

  app.get('/product/spu/product-quantity-rule', {
    schema: { tags, summary: 'Quantity discounts of a product', querystring: ZIdQuery, response: { 200: envelope(ZQuantityRuleResponse) } },
    handler: async (request) => ok(await getQuantityRules(ctxOf(request), request.query.id)),
  });
};

export default catalogRoutes;

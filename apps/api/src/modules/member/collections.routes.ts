import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import {
  addToList,
  cleanBrowseHistory,
  countList,
  deleteBrowseHistory,
  inList,
  pageBrowseHistory,
  pageList,
  removeFromList,
  type ProductList,
} from './collections.ts';

const { favorite, like, browseHistory } = contract.product;

/** A member's collection, likes and browsing history, under /pc-api. */
const collectionRoutes: FastifyPluginAsync = async (app) => {
  for (const [list, endpoints] of [
    ['favorite', favorite],
    ['like', like],
  ] as [ProductList, typeof favorite][]) {
    handle(app, endpoints.create, (ctx, body) => addToList(ctx, list, body.spuId));
    handle(app, endpoints.delete, (ctx, body) => removeFromList(ctx, list, body.spuId));
    handle(app, endpoints.page, (ctx, query) => pageList(ctx, list, query));
    handle(app, endpoints.exits, (ctx, query) => inList(ctx, list, query.spuId));
    handle(app, endpoints.getCount, (ctx) => countList(ctx, list));
  }
  handle(app, browseHistory.page, (ctx, query) => pageBrowseHistory(ctx, query));
  handle(app, browseHistory.delete, (ctx, body) => deleteBrowseHistory(ctx, body.spuIds));
  handle(app, browseHistory.clean, (ctx) => cleanBrowseHistory(ctx));
};

export default collectionRoutes;

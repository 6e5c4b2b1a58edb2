import {
  envelope,
  ZCartAddRequest,
  ZCartAddResponse,
  ZCartDeleteRequest,
  ZCartListResponse,
  ZCartUpdateCountRequest,
  ZCartUpdateSelectedRequest,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, ok } from '../../lib/use-case.ts';
import { addToCart, cartCount, deleteCartLines, listCart, mergeIntoCart, updateCartCount, updateCartSelected } from './cart.ts';

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireMember);
  const tags = ['cart'];
  const ZTrue = envelope(z.boolean());

  app.post('/trade/cart/add', {
    schema: { tags, summary: 'Add pieces of a SKU (answers the line id), or merge a list (answers ids and capped counts)', body: ZCartAddRequest, response: { 200: envelope(ZCartAddResponse) } },
    handler: async (request) => {
      const ctx = ctxOf(request);
      return ok(Array.isArray(request.body) ? await mergeIntoCart(ctx, request.body) : await addToCart(ctx, request.body));
    },
  });
  app.get('/trade/cart/list', {
    schema: { tags, summary: 'The cart: lines that can be bought, and lines off sale or out of stock', response: { 200: envelope(ZCartListResponse) } },
    handler: async (request) => ok(await listCart(ctxOf(request))),
  });
  app.get('/trade/cart/get-count', {
    schema: { tags, summary: 'Pieces in the selected lines (the header badge)', response: { 200: envelope(z.number().int()) } },
    handler: async (request) => ok(await cartCount(ctxOf(request))),
  });
  app.put('/trade/cart/update-count', {
    schema: { tags, summary: 'Set the pieces of a line (1 to the stock)', body: ZCartUpdateCountRequest, response: { 200: ZTrue } },
    handler: async (request) => ok(await updateCartCount(ctxOf(request), request.body)),
  });
  app.put('/trade/cart/update-selected', {
    schema: { tags, summary: 'Select or unselect lines', body: ZCartUpdateSelectedRequest, response: { 200: ZTrue } },
    handler: async (request) => ok(await updateCartSelected(ctxOf(request), request.body)),
  });
  app.post('/trade/cart/delete', {
    schema: { tags, summary: 'Delete lines', body: ZCartDeleteRequest, response: { 200: ZTrue } },
    handler: async (request) => ok(await deleteCartLines(ctxOf(request), request.body.ids)),
  });
};

export default cartRoutes;

import { contract } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../lib/endpoints.ts';
import { addFromOrder } from './add-from-order.ts';
import {
  addToCart,
  cartCount,
  deleteCartLines,
  listCart,
  mergeIntoCart,
  priceGuestCart,
  updateCartCount,
  updateCartSelected,
} from './cart.ts';

const { cart } = contract.trade;

const cartRoutes: FastifyPluginAsync = async (app) => {
  handle(app, cart.add, (ctx, body) => (Array.isArray(body) ? mergeIntoCart(ctx, body) : addToCart(ctx, body)));
  handle(app, cart.addFromOrder, (ctx, body) => addFromOrder(ctx, body));
  handle(app, cart.list, (ctx) => listCart(ctx));
  handle(app, cart.getCount, (ctx) => cartCount(ctx));
  handle(app, cart.updateCount, (ctx, body) => updateCartCount(ctx, body));
  handle(app, cart.updateSelected, (ctx, body) => updateCartSelected(ctx, body));
  handle(app, cart.delete, (ctx, body) => deleteCartLines(ctx, body.ids));
  handle(app, cart.price, (ctx, body) => priceGuestCart(ctx, body));
};

export default cartRoutes;

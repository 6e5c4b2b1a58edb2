import { z } from 'zod';
import {
  ZCartAddFromOrderRequest,
  ZCartAddFromOrderResponse,
  ZCartAddRequest,
  ZCartAddResponse,
  ZCartDeleteRequest,
  ZCartListResponse,
  ZCartPriceRequest,
  ZCartUpdateCountRequest,
  ZCartUpdateSelectedRequest,
} from '../contracts/cart.ts';
import { endpoint } from './endpoint.ts';

const zDone = z.boolean();

/** A member's cart, and a visitor's local cart priced the same way. */
export const cart = {
  add: endpoint({
    method: 'POST',
    path: 'trade/cart/add',
    access: 'member',
    tag: 'cart',
    summary: 'Add pieces of a SKU (answers the line id), or merge a list (answers ids and capped counts)',
    body: ZCartAddRequest,
    data: ZCartAddResponse,
  }),
  addFromOrder: endpoint({
    method: 'POST',
    path: 'trade/cart/add-from-order',
    access: 'member',
    tag: 'cart',
    summary:
      'Buy again: the normal lines of an order of mine into the cart; its logo lines answered as checkout lines with their logo and approved print data',
    body: ZCartAddFromOrderRequest,
    data: ZCartAddFromOrderResponse,
  }),
  list: endpoint({
    method: 'GET',
    path: 'trade/cart/list',
    access: 'member',
    tag: 'cart',
    summary: 'The cart: lines that can be bought, and lines off sale or out of stock',
    data: ZCartListResponse,
  }),
  getCount: endpoint({
    method: 'GET',
    path: 'trade/cart/get-count',
    access: 'member',
    tag: 'cart',
    summary: 'Pieces in the selected lines (the header badge)',
    data: z.number().int(),
  }),
  updateCount: endpoint({
    method: 'PUT',
    path: 'trade/cart/update-count',
    access: 'member',
    tag: 'cart',
    summary: 'Set the pieces of a line (1 to the stock)',
    body: ZCartUpdateCountRequest,
    data: zDone,
  }),
  updateSelected: endpoint({
    method: 'PUT',
    path: 'trade/cart/update-selected',
    access: 'member',
    tag: 'cart',
    summary: 'Select or unselect lines',
    body: ZCartUpdateSelectedRequest,
    data: zDone,
  }),
  delete: endpoint({
    method: 'POST',
    path: 'trade/cart/delete',
    access: 'member',
    tag: 'cart',
    summary: 'Delete lines',
    body: ZCartDeleteRequest,
    data: zDone,
  }),
  price: endpoint({
    method: 'POST',
    path: 'trade/cart/price',
    access: 'public',
    tag: 'cart',
    summary: "A visitor's local cart priced as the member cart is: current prices, stock and quantity discounts",
    body: ZCartPriceRequest,
    data: ZCartListResponse,
  }),
};

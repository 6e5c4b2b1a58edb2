import { ORDER_STATUS } from '@shop/shared';

/** The status tabs of the order list, in the order an order goes through them. */
export const ORDER_STATUS_TABS = Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[];

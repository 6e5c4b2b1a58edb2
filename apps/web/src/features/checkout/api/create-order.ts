import type { TOrderCreateRequest } from '@shop/shared';
import { client } from '../../../lib/api-client.ts';

/** One key per checkout visit: a double click or a retry makes one order. */
export const createOrder = (body: TOrderCreateRequest, idempotencyKey: string) =>
  client.trade.order.create(body, { headers: { 'Idempotency-Key': idempotencyKey } });

import type { TOrder } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { actionsFor } from './order-actions.ts';

const order = (status: number, payTime: number | null = null) => ({ status, payTime }) as TOrder;
const HOUR = 60 * 60_000;

describe('actionsFor', () => {
  it.each([
    ['unpaid', order(0), ['pay', 'cancel']],
    ['paid an hour ago', order(10, Date.now() - HOUR), ['refund']],
    ['paid 25 hours ago', order(10, Date.now() - 25 * HOUR), []],
    ['dispatched', order(20, Date.now() - HOUR), ['receive']],
    ['completed', order(30), ['delete']],
    ['cancelled', order(40), ['delete']],
  ])('offers what the status allows: %s', (_name, o, expected) => {
    expect(actionsFor(o)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ORDER_TYPE } from './order-type.ts';
import { memberOrderActions, ORDER_STATUS, ORDER_TRANSITIONS, PAID_CANCEL_WINDOW_MS, PRINT_STATUS } from './states.ts';

const HOUR = 60 * 60_000;
const now = Date.UTC(2026, 10, 23, 12);

describe('memberOrderActions', () => {
  it.each([
    ['unpaid', ORDER_STATUS.unpaid, null, ['pay', 'cancel']],
    ['paid an hour ago', ORDER_STATUS.awaitingDispatch, now - HOUR, ['refund']],
    ['paid 25 hours ago', ORDER_STATUS.awaitingDispatch, now - 25 * HOUR, []],
    ['dispatched', ORDER_STATUS.dispatched, now - HOUR, ['receive']],
    ['completed', ORDER_STATUS.completed, null, ['delete']],
    ['cancelled', ORDER_STATUS.cancelled, null, ['delete']],
  ])('offers what the status allows: %s', (_name, status, payTime, expected) => {
    expect(memberOrderActions({ status, payTime }, now)).toEqual(expected);
  });

  it('offers no cancel once a logo line is approved for print (30 on)', () => {
    const items = (printStatus: number | null) => [{ orderType: ORDER_TYPE.normal }, { orderType: ORDER_TYPE.custom, printStatus }];
    const paid = { status: ORDER_STATUS.awaitingDispatch, payTime: now - HOUR };
    expect(memberOrderActions({ ...paid, items: items(PRINT_STATUS.checkedNormal) }, now)).toEqual(['refund']);
    expect(memberOrderActions({ ...paid, items: items(PRINT_STATUS.aboutToPrint) }, now)).toEqual([]);
    expect(memberOrderActions({ status: ORDER_STATUS.unpaid, payTime: null, items: items(PRINT_STATUS.printing) }, now)).toEqual(['pay']);
  });

  it('closes the paid cancel window exactly 24 hours after payment', () => {
    expect(PAID_CANCEL_WINDOW_MS).toBe(24 * HOUR);
    expect(memberOrderActions({ status: ORDER_STATUS.awaitingDispatch, payTime: now - PAID_CANCEL_WINDOW_MS }, now)).toEqual([]);
  });
});

describe('ORDER_TRANSITIONS', () => {
  it('leads every action out of statuses it may start from, never back into unpaid: only an approval leads an order there, once', () => {
    for (const [name, rule] of Object.entries(ORDER_TRANSITIONS))
      if (name !== 'approve') expect(rule.to, name).not.toBe(ORDER_STATUS.unpaid);
    expect(ORDER_TRANSITIONS.approve).toMatchObject({ from: [ORDER_STATUS.awaitingApproval], to: ORDER_STATUS.unpaid });
  });
});

import { ORDER_STATUS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone.ts';

describe('statusTone', () => {
  it.each([
    [ORDER_STATUS.unpaid, 'warn'],
    [ORDER_STATUS.awaitingApproval, 'info'],
    [ORDER_STATUS.awaitingDispatch, 'info'],
    [ORDER_STATUS.dispatched, 'info'],
    [ORDER_STATUS.completed, 'ok'],
    [ORDER_STATUS.cancelled, 'muted'],
  ] as const)('colours status %i as %s, never as the red of a failure', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

// @vitest-environment happy-dom
import type { TSettlementRequest } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { COUPON_ERRORS } from '../api/get-settlement.ts';
import { PromoCode } from './promo-code.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The promo code of a checkout whose order is one line. */
function Checkout() {
  const { promoControl, code, applyPromo, removePromo } = useCheckoutForm((tried, deliveryType) => ({
    items: [{ skuId: 3, count: 1 }],
    deliveryType,
    code: tried,
  }));
  return <PromoCode control={promoControl} applied={code} onApply={applyPromo} onRemove={removePromo} />;
}

/** The settlement refuses NOPE as the API does, and prices any other code. */
const answer = ({ body }: { body: unknown }) =>
  (body as TSettlementRequest).code === 'NOPE'
    ? new Response(JSON.stringify({ code: COUPON_ERRORS[0], data: null, msg: 'This promo code does not exist.' }))
    : {};

const field = () => screen.getByLabelText('Promo code') as HTMLInputElement;
const apply = async (code: string) => {
  await userEvent.clear(field());
  await userEvent.type(field(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
};
/** The codes the order was priced with (between them, without one). */
const codesTried = (sent: { body: unknown }[]) => sent.map((r) => (r.body as TSettlementRequest).code).filter(Boolean);

describe('the checkout’s promo code', () => {
  it('names a code too long for the settlement beside the field and does not try it', async () => {
    const sent = await renderWithApi(<Checkout />, answer);
    await apply('X'.repeat(41));
    expect((await screen.findByText('Promo code: must be at most 40 characters')).getAttribute('role')).toBe('alert');
    expect(codesTried(sent)).toEqual([]);
  });

  it('clears a refused code with the reason beside the field, and applies a priced one', async () => {
    const sent = await renderWithApi(<Checkout />, answer);
    await apply('NOPE');
    expect(await screen.findByText('This promo code does not exist.')).toBeTruthy();
    await vi.waitFor(() => expect(field().value).toBe(''));

    await apply(' welcome10 ');
    expect((await screen.findByTestId('promo-applied')).textContent).toContain('welcome10');
    expect(field().value).toBe('');
    expect(screen.queryByText('This promo code does not exist.')).toBeNull();
    expect(codesTried(sent)).toEqual(['NOPE', 'welcome10']);
  });
});

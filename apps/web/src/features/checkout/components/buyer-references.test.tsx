// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { BuyerReferences, buyerReferencesOf } from './buyer-references.tsx';
import type { CheckoutValues } from './checkout-values.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The checkout's fields with a button that places the order: what order creation would be sent. */
function Checkout({ onPlace }: { onPlace: (references: ReturnType<typeof buyerReferencesOf>) => void }) {
  const { control, getValues } = useForm<CheckoutValues>({ defaultValues: { email: '', deliveryType: '1' } });
  return (
    <>
      <BuyerReferences control={control} />
      <button type="button" onClick={() => onPlace(buyerReferencesOf(getValues()))}>
        Place
      </button>
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the checkout’s purchase-order number and cost centre', () => {
  it('are optional: left empty, order creation is sent neither', async () => {
    const onPlace = vi.fn();
    await renderWithApi(<Checkout onPlace={onPlace} />, () => true);
    expect(field('Purchase order number').getAttribute('aria-required')).toBeNull();
    expect(field('Cost centre').getAttribute('aria-required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place' }));
    expect(onPlace).toHaveBeenCalledWith({});
  });

  it('are sent trimmed, and take at most 35 characters', async () => {
    const onPlace = vi.fn();
    await renderWithApi(<Checkout onPlace={onPlace} />, () => true);
    await userEvent.type(field('Purchase order number'), '  PO-2026-0042 ');
    await userEvent.type(field('Cost centre'), 'C'.repeat(40));
    expect(field('Cost centre').value).toHaveLength(35);
    await userEvent.click(screen.getByRole('button', { name: 'Place' }));
    expect(onPlace).toHaveBeenCalledWith({ poNumber: 'PO-2026-0042', costCentre: 'C'.repeat(35) });
  });
});

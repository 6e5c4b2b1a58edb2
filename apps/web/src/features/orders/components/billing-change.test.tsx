// @vitest-environment happy-dom
import { ORDER_STATUS, type TOrder } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { BillingChange } from './billing-change.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = { id: 7, status: ORDER_STATUS.awaitingDispatch, items: [] } as unknown as TOrder;
const addresses = [
  { id: 11, name: 'Ada Buyer', countryCode: 'US', state: 'TX', city: 'Houston', zipCode: '77002', detailAddress: '1 Main St' },
  { id: 12, name: 'Paper Co. accounts', countryCode: 'DE', city: 'Berlin', zipCode: '10115', detailAddress: 'Unter den Linden 5' },
];
const answer = ({ path }: { path: string }) => (path === 'member/address/list' ? addresses : true);
const billingChanges = (sent: { path: string; body: unknown }[]) =>
  sent.filter((r) => r.path === 'trade/order/update-billing-address').map((r) => r.body);

describe('a member’s billing address of an order', () => {
  it('is the first saved address unless the member picks another', async () => {
    const sent = await renderWithApi(<BillingChange order={order} />, answer);
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await screen.findByRole('option', { name: 'Ada Buyer, 1 Main St, Houston, TX 77002, US' });
    await userEvent.click(screen.getByRole('button', { name: 'Use as billing address' }));
    await vi.waitFor(() => expect(billingChanges(sent)).toEqual([{ id: 7, billingAddressId: 11 }]));
    // Saved: the choice closes.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy());

    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.selectOptions(await screen.findByLabelText('Billing address'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Use as billing address' }));
    await vi.waitFor(() =>
      expect(billingChanges(sent)).toEqual([
        { id: 7, billingAddressId: 11 },
        { id: 7, billingAddressId: 12 },
      ]),
    );
  });
});

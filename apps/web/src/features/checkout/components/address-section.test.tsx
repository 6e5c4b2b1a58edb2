// @vitest-environment happy-dom
import type { TAddress, TCompanyAddress } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { AddressSection } from './address-section.tsx';
import { BillingSection } from './billing-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const address = (id: number, firstName: string, detailAddress: string): TAddress => ({
  id,
  firstName,
  lastName: 'Muster',
  name: `${firstName} Muster`,
  mobile: '+49 30 1234567',
  mobileId: 348,
  areaId: 348,
  countryCode: 'DE',
  state: '',
  city: 'Berlin',
  zipCode: '10115',
  detailAddress,
  defaultStatus: false,
});
const own = [{ ...address(1, 'Erika', 'Privatweg 2'), defaultStatus: true }];
const shared: TCompanyAddress[] = [
  { ...address(7, 'Goods', 'Lagerstraße 5'), kind: 'delivery' },
  { ...address(8, 'Accounts', 'Rechnungsweg 1'), kind: 'invoice' },
];
const answering =
  (mine: TAddress[]) =>
  ({ path }: { path: string }) => {
    if (path === 'member/address/list') return mine;
    if (path === 'member/company/address-list') return shared;
    return true;
  };

function Checkout() {
  const [addressId, setAddressId] = useState<number>();
  const [billingId, setBillingId] = useState<number>();
  return (
    <>
      <AddressSection addressId={addressId} onChoose={setAddressId} onDeleted={() => setAddressId(undefined)} />
      <BillingSection addressId={addressId} billingId={billingId} onChoose={setBillingId} />
      <output aria-label="chosen">{`${addressId ?? ''}/${billingId ?? ''}`}</output>
    </>
  );
}

describe("checkout's address choice for a company member", () => {
  it("offers the company's delivery addresses beside the member's own, to choose, not to change", async () => {
    await renderWithApi(<Checkout />, answering(own));
    expect(await screen.findByRole('heading', { name: "My company's addresses" })).toBeTruthy();
    const goods = screen.getByRole('radio', { name: /Goods Muster/ });
    // The invoice address is not offered for delivery.
    expect(screen.queryByRole('radio', { name: /Accounts Muster/ })).toBeNull();
    await vi.waitFor(() => expect(screen.getByLabelText('chosen').textContent).toBe('1/'));
    await userEvent.click(goods);
    expect(screen.getByLabelText('chosen').textContent).toBe('7/');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('chooses the company’s delivery address for a member without own addresses, and bills to its invoice address', async () => {
    await renderWithApi(<Checkout />, answering([]));
    await vi.waitFor(() => expect(screen.getByLabelText('chosen').textContent).toBe('7/'));
    await userEvent.click(screen.getByLabelText('Save as billing address'));
    const billing = await screen.findAllByRole('radio', { name: /Accounts Muster/ });
    await userEvent.click(billing[0]!);
    expect(screen.getByLabelText('chosen').textContent).toBe('7/8');
  });
});

// @vitest-environment happy-dom
import type { TSettlementResponse, TTradeConfig } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import type { CheckoutValues } from './checkout-values.ts';
import { DeliverySection } from './delivery-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shop's settings as trade/config/get answers them: dearer delivery and a threshold of 50.00. */
const config: Pick<TTradeConfig, 'delivery'> = {
  delivery: {
    options: [
      { type: '1', name: 'Parcel', priceUsd: 899, priceEur: 799, days: { min: 2, max: 4 } },
      { type: '2', name: 'Express', priceUsd: 1599, priceEur: 1499, days: { min: 1, max: 2 } },
      { type: '3', name: 'Courier', priceUsd: 2999, priceEur: 2899, days: { min: 1, max: 1 } },
    ],
    freeThreshold: { USD: 5000, EUR: 6000 },
  },
};

const price = (goods: number): TSettlementResponse['price'] => ({
  totalPrice: goods,
  discountPrice: 0,
  couponPrice: 0,
  deliveryPrice: 0,
  salesTaxPrice: 0,
  decalsPrice: 0,
  payPrice: goods,
  vatIncludedPrice: 0,
});

function Section({ goods }: { goods: number }) {
  const { control } = useForm<CheckoutValues>({ defaultValues: { email: '', deliveryType: '1' } });
  return <DeliverySection control={control} price={price(goods)} currency="USD" />;
}

const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('DeliverySection', () => {
  it("names the shop's options with their days and prices them by its settings", async () => {
    await renderWithApi(<Section goods={4999} />, ({ path }) => (path === 'trade/config/get' ? config : true));
    await screen.findByText('Parcel (2–4 days) · $8.99');
    expect(options()).toEqual(['Parcel (2–4 days) · $8.99', 'Express (1–2 days) · $15.99', 'Courier (1–1 days) · $29.99']);
    expect(
      screen.getByText(
        'Standard: $8.99, free from $50.00 of goods at list prices (no quantity discount or promo code ever costs the free delivery)',
      ),
    ).toBeTruthy();
  });

  it('ships standard free from the threshold; the faster options cost their difference', async () => {
    await renderWithApi(<Section goods={5000} />, ({ path }) => (path === 'trade/config/get' ? config : true));
    await screen.findByText('Parcel (2–4 days) · free');
    expect(options()).toEqual(['Parcel (2–4 days) · free', 'Express (1–2 days) · $7.00', 'Courier (1–1 days) · $21.00']);
  });
});

// @vitest-environment happy-dom
import type { TSettlementResponse } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { currencyStore } from '../../../lib/session.ts';
import { PriceSummary } from './price-summary.tsx';

afterEach(() => {
  cleanup();
  currencyStore.set('USD');
});

const price = {
  totalPrice: 1998,
  discountPrice: 0,
  couponPrice: 0,
  deliveryPrice: 699,
  decalsPrice: 0,
  salesTaxPrice: 0,
  vatIncludedPrice: 431,
  payPrice: 2697,
} as TSettlementResponse['price'];

describe('the checkout’s price summary', () => {
  it('names VAT for a shopper of the euro market before an address decides the currency, never US sales tax', async () => {
    currencyStore.set('EUR');
    await renderWithApi(<PriceSummary price={price} />);
    expect(screen.getByTestId('tax-label').textContent).toBe('VAT included');
    expect(screen.getByTestId('pay-price').textContent).toBe('€26.97');
  });

  it('adds US sales tax to a dollar order', async () => {
    await renderWithApi(<PriceSummary price={{ ...price, salesTaxPrice: 125 }} currency="USD" />);
    expect(screen.getByTestId('tax-label').textContent).toBe('Sales tax');
  });
});

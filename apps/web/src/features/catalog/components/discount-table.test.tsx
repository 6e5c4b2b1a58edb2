// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, notebook } from '../product.fixtures.ts';
import { DiscountTable } from './discount-table.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const rows = () => screen.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent).join(' | '));

describe('DiscountTable', () => {
  it('lists each tier with what that many pieces cost to the cent, and marks the tier the quantity reaches', () => {
    render(<DiscountTable product={notebook} unitPrice={899} count={12} />);
    expect(screen.getByRole('table', { name: 'The more you order, the less each piece costs.' })).toBeTruthy();
    expect(rows()).toEqual(['From | Discount | Price', '10+ | −15 % | $76.42 for 10', '50+ | −25 % | $337.13 for 50']);
    const current = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current.map((row) => row.firstElementChild?.textContent)).toEqual(['10+']);
  });

  it('marks no tier below the first', () => {
    render(<DiscountTable product={notebook} unitPrice={899} count={9} />);
    expect(screen.getAllByRole('row').some((row) => row.hasAttribute('aria-current'))).toBe(false);
  });
});

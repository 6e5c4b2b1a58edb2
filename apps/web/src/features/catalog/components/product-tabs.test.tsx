// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, notebook } from '../product.fixtures.ts';
import { ProductTabs } from './product-tabs.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

describe('ProductTabs', () => {
  it('shows the description first and another tab’s panel when chosen, named by its tab', async () => {
    const user = userEvent.setup();
    render(<ProductTabs product={notebook} unitPrice={899} count={1} />);
    expect(screen.getByRole('tabpanel', { name: 'Description' }).textContent).toBe('A notebook for every day.');
    await user.click(screen.getByRole('tab', { name: 'Quantity discount' }));
    expect(screen.getByRole('tab', { name: 'Quantity discount' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Quantity discount' }).querySelector('table')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Print logo' }));
    expect(screen.getByRole('tabpanel', { name: 'Print logo' }).textContent).toMatch(/minimum 25 pieces/);
  });
});

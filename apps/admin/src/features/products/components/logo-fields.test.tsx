// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InProductForm, initEnglish, mug } from '../product-form.fixtures.tsx';
import { LogoFields } from './logo-fields.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

describe('LogoFields', () => {
  it('shows a logo product’s methods, minimum, proof approval and print prices by size', () => {
    render(<InProductForm product={mug}>{(form) => <LogoFields form={form} />}</InProductForm>);
    expect(screen.getByRole('checkbox', { name: /Logo product/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Pad print' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Screen print' })).toHaveProperty('checked', false);
    expect(screen.getByRole('textbox', { name: 'Minimum pieces per logo order' })).toHaveProperty('value', '25');
    expect(screen.getByRole('checkbox', { name: 'The buyer approves a proof before printing' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Pad print M (up to 100 cm²) EUR' })).toHaveProperty('value', '1.39');
    expect(screen.queryByRole('textbox', { name: /^Screen print/ })).toBeNull();
  });

  it('a ticked method gets its row of prices, and the contract marks the ones left empty', async () => {
    const user = userEvent.setup();
    render(<InProductForm product={mug}>{(form) => <LogoFields form={form} />}</InProductForm>);
    await user.click(screen.getByRole('checkbox', { name: 'Screen print' }));
    const small = screen.getByRole('textbox', { name: 'Screen print S (up to 25 cm²) USD' });
    await user.type(small, '0.40');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Each method needs a print price above 0 for every size, in USD and EUR.')).toBeTruthy();
    expect(small.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Screen print S (up to 25 cm²) EUR' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Screen print L (up to 400 cm²) USD' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Pad print L (up to 400 cm²) USD' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('a new product is no logo product until ticked, and then offers the methods', async () => {
    const user = userEvent.setup();
    render(<InProductForm product={undefined}>{(form) => <LogoFields form={form} />}</InProductForm>);
    expect(screen.queryByRole('group', { name: 'Decorating methods' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Logo product/ }));
    expect(screen.getByRole('group', { name: 'Decorating methods' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Minimum pieces per logo order' })).toHaveProperty('value', '25');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Embroidery' }));
    expect(screen.getAllByRole('textbox', { name: /^Embroidery/ })).toHaveLength(6);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InProductForm, initEnglish, mug } from '../product-form.fixtures.tsx';
import { QuantityRules } from './quantity-rules.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

describe('QuantityRules', () => {
  it("names the shop's rules a product without its own uses, until it gets one", async () => {
    const user = userEvent.setup();
    render(<InProductForm product={mug}>{(form) => <QuantityRules form={form} defaultRules={mug.defaultQuantityRules} />}</InProductForm>);
    expect(screen.getByText(/uses the shop's rules: 50\+ −10 %/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByText('This product’s own rules replace the shop’s.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'From quantity' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('textbox', { name: 'From quantity' })).toBeNull();
  });

  it('names the problem of a rule the contract refuses under its field', async () => {
    const user = userEvent.setup();
    render(<InProductForm product={undefined}>{(form) => <QuantityRules form={form} />}</InProductForm>);
    expect(screen.getByText('This product’s own rules replace the shop’s.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(screen.getByRole('textbox', { name: 'From quantity' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Discount %' }), '10');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('textbox', { name: 'From quantity' })).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Discount %' }).getAttribute('aria-invalid')).toBeNull();
  });
});

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

  it("starts the product's own tiers from the shop's, to go on beyond them", async () => {
    const user = userEvent.setup();
    render(<InProductForm product={mug}>{(form) => <QuantityRules form={form} defaultRules={mug.defaultQuantityRules} />}</InProductForm>);
    await user.click(screen.getByRole('button', { name: "Start from the shop's rules" }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'From quantity' }).value).toBe('50');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Discount %' }).value).toBe('10');
    expect(screen.queryByRole('button', { name: "Start from the shop's rules" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(screen.getAllByRole('textbox', { name: 'From quantity' })[1]!, '2500');
    expect(screen.getAllByRole<HTMLInputElement>('textbox', { name: 'From quantity' }).map((i) => i.value)).toEqual(['50', '2500']);
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

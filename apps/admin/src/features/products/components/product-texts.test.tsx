// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InProductForm, initEnglish, mug } from '../product-form.fixtures.tsx';
import { ProductTexts } from './product-texts.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

describe('ProductTexts', () => {
  it("shows one language's texts at a time, and says that empty ones fall back to English", async () => {
    const user = userEvent.setup();
    render(<InProductForm product={mug}>{(form) => <ProductTexts form={form} />}</InProductForm>);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Mug');
    expect(screen.queryByText(/show the English text/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Deutsch' }));
    expect(screen.getByRole('tab', { name: 'Deutsch' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Mug (de)');
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('A mug for coffee (de)');
    expect(screen.getByText(/show the English text/)).toBeTruthy();
  });

  it('marks the language whose texts the contract refuses, and names the problem under the field', async () => {
    const user = userEvent.setup();
    render(<InProductForm product={undefined}>{(form) => <ProductTexts form={form} />}</InProductForm>);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('tab', { name: 'English •' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deutsch' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });
});

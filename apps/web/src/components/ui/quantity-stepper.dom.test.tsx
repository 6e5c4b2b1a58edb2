// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishTexts } from '../../locales/texts.fixtures.ts';
import i18n from '../../lib/i18n.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});
afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('QuantityStepper in the browser', () => {
  it('steps within 1 and the stock, and keeps a typed number inside them', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<QuantityStepper value={1} max={3} onChange={onChange} />);
    expect(button('One less').disabled).toBe(true);
    await user.click(button('One more'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<QuantityStepper value={3} max={3} onChange={onChange} />);
    expect(button('One more').disabled).toBe(true);
    await user.click(button('One less'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '9');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});

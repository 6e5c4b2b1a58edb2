// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initDesignTexts } from './design-texts.fixtures.ts';
import { type Selection, SelectionPanel } from './selection-panel.tsx';

beforeAll(initDesignTexts);
afterEach(cleanup);

const actions = () => ({
  onStyle: vi.fn(),
  onRetype: vi.fn(),
  onAlign: vi.fn(),
  onRestack: vi.fn(),
  onLock: vi.fn(),
  onDelete: vi.fn(),
});
const text: Selection = { fill: '#1b2a4a', text: { text: 'Paper Co.', font: 'oswald', bold: false, align: 'left' }, locked: false };

describe('SelectionPanel', () => {
  it('asks the shopper to select something while nothing is', () => {
    render(<SelectionPanel selection={null} {...actions()} />);
    expect(screen.getByText(/Select something on the product/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('gives a picture no colour, and places, restacks, locks and deletes it', async () => {
    const on = actions();
    const user = userEvent.setup();
    render(<SelectionPanel selection={{ fill: null, text: null, locked: true }} {...on} />);
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Text' })).toBeNull();
    await user.click(within(screen.getByRole('group', { name: 'Align in the print area' })).getByRole('button', { name: 'Bottom' }));
    expect(on.onAlign).toHaveBeenCalledWith('bottom');
    await user.click(screen.getByRole('button', { name: 'Send backward' }));
    expect(on.onRestack).toHaveBeenCalledWith(-1);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(on.onLock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(on.onDelete).toHaveBeenCalledTimes(1);
  });

  it("shows a text's colour, letters, font and alignment, and changes each", async () => {
    const on = actions();
    const user = userEvent.setup();
    render(<SelectionPanel selection={text} {...on} />);
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(within(colour).getByRole('button', { name: '#1b2a4a' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(colour).getByRole('button', { name: '#d7263d' }));
    expect(on.onStyle).toHaveBeenLastCalledWith({ fill: '#d7263d' });
    expect((screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe('Paper Co.');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), '!');
    expect(on.onRetype).toHaveBeenLastCalledWith({ text: 'Paper Co.!' });
    expect((screen.getByRole('combobox', { name: 'Font' }) as HTMLSelectElement).value).toBe('oswald');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'noto-serif-sc');
    expect(on.onRetype).toHaveBeenLastCalledWith({ font: 'noto-serif-sc' });
    const alignment = screen.getByRole('group', { name: 'Text alignment' });
    expect(within(alignment).getByRole('button', { name: 'Left' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(alignment).getByRole('button', { name: 'Centre' }));
    expect(on.onStyle).toHaveBeenLastCalledWith({ textAlign: 'center' });
    await user.click(within(alignment).getByRole('button', { name: 'B Bold' }));
    expect(on.onRetype).toHaveBeenLastCalledWith({ weight: 700 });
  });

  it('offers no bold in a font without it', () => {
    render(<SelectionPanel selection={{ ...text, text: { ...text.text!, font: 'pacifico' } }} {...actions()} />);
    expect((screen.getByRole('button', { name: 'B Bold' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

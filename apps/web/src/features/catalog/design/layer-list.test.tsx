// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initDesignTexts } from './design-texts.fixtures.ts';
import { LayerList } from './layer-list.tsx';

beforeAll(initDesignTexts);
afterEach(cleanup);

const layers = [
  { key: 2, label: 'Paper Co.', locked: false, active: true },
  { key: 1, label: 'Picture', locked: true, active: false },
];

describe('LayerList', () => {
  it('says when the design is empty', () => {
    render(<LayerList layers={[]} onSelect={vi.fn()} onRestack={vi.fn()} onLock={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText('Nothing on the design yet.')).toBeTruthy();
  });

  it('lists the objects top first, marks the selected one, and acts on the one whose button is used', async () => {
    const on = { onSelect: vi.fn(), onRestack: vi.fn(), onLock: vi.fn(), onDelete: vi.fn() };
    const user = userEvent.setup();
    render(<LayerList layers={layers} {...on} />);
    const [top, bottom] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(top.getAttribute('aria-current')).toBe('true');
    expect(bottom.getAttribute('aria-current')).toBeNull();
    expect((within(top).getByRole('button', { name: 'Bring forward' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(bottom).getByRole('button', { name: 'Send backward' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(top).getByRole('button', { name: 'Lock' })).toBeTruthy();
    expect(within(bottom).getByRole('button', { name: 'Unlock' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Picture' }));
    expect(on.onSelect).toHaveBeenCalledWith(1);
    await user.click(within(top).getByRole('button', { name: 'Send backward' }));
    expect(on.onRestack).toHaveBeenCalledWith(0, -1);
    await user.click(within(bottom).getByRole('button', { name: 'Unlock' }));
    expect(on.onLock).toHaveBeenCalledWith(1);
    await user.click(within(bottom).getByRole('button', { name: 'Delete' }));
    expect(on.onDelete).toHaveBeenCalledWith(1);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

beforeAll(async () => {
  await initI18n();
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(cleanup);

function renderConfirm(onConfirm: () => Promise<unknown> | undefined, onClose = vi.fn()) {
  render(
    <ConfirmDialog
      title="Refund?"
      message="12.00 € go back to the buyer."
      confirmLabel="Refund 12.00 €"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <label>
        <input type="checkbox" /> Restock
      </label>
    </ConfirmDialog>,
  );
  return onClose;
}

describe('ConfirmDialog', () => {
  it('says what will happen and does nothing until the action is confirmed; Cancel only closes', async () => {
    const onConfirm = vi.fn(async () => true);
    const onClose = renderConfirm(onConfirm);
    const dialog = screen.getByRole('dialog', { name: 'Refund?' });
    expect(dialog.textContent).toContain('12.00 € go back to the buyer.');
    expect(screen.getByRole('checkbox', { name: 'Restock' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('runs the action once, blocks a second click while it runs, then closes', async () => {
    let finish: (value: boolean) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const onClose = renderConfirm(onConfirm);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Refund 12.00 €' });
    await user.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish(true);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open and usable when the action fails', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('refused');
    });
    const onClose = renderConfirm(onConfirm);
    const button = screen.getByRole('button', { name: 'Refund 12.00 €' });
    await userEvent.setup().click(button);
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

beforeAll(() => {
  // happy-dom's <dialog> has no modal mode: opening it is enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(cleanup);

describe('Dialog', () => {
  it('shows its title and content only while open, named by its title', () => {
    const { rerender } = render(
      <Dialog title="Adjust stock" open={false} onClose={() => {}}>
        <p>Form</p>
      </Dialog>,
    );
    expect(screen.queryByText('Form')).toBeNull();
    rerender(
      <Dialog title="Adjust stock" open onClose={() => {}}>
        <p>Form</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Adjust stock' })).toBeTruthy();
    expect(screen.getByText('Form')).toBeTruthy();
  });

  it('tells its owner when the browser closes it (Escape)', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Adjust stock" open onClose={onClose}>
        <button type="button">Inside</button>
      </Dialog>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inside' }));
    screen.getByRole('dialog').dispatchEvent(new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

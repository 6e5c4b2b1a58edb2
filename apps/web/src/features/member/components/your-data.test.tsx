// @vitest-environment happy-dom
import { ERRORS } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { YourData } from './your-data.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;

describe('your data', () => {
  it('offers the data as a page and as JSON', async () => {
    await renderWithApi(<YourData />);
    expect(screen.getByRole('button', { name: 'Download as a page to read' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as JSON' })).toBeTruthy();
  });

  it('deletes the account only once the shopper says yes, with the password; a wrong one is named beside its field', async () => {
    let tries = 0;
    const sent = await renderWithApi(<YourData />, ({ path }) => {
      if (path !== 'member/user/delete-account') return true;
      tries += 1;
      return tries === 1 ? new Response(JSON.stringify({ code: ERRORS.PASSWORD_WRONG.code, data: null, msg: 'wrong' })) : true;
    });
    expect(deleteButton().disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('I understand that this cannot be undone.'));
    expect(deleteButton().disabled).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Password/), 'not-it');
    await userEvent.click(deleteButton());
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'paper-2024');
    await userEvent.click(deleteButton());
    await vi.waitFor(() => expect(tries).toBe(2));
    expect(sent.filter((r) => r.path === 'member/user/delete-account').map((r) => r.body)).toEqual([
      { password: 'not-it' },
      { password: 'paper-2024' },
    ]);
  });
});

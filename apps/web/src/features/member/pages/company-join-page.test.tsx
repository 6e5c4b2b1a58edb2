// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { JoinCompany } from './company-join-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the invitation link’s page', () => {
  it('joins the company once with the link’s token', async () => {
    const sent = await renderWithApi(<JoinCompany token="t0k3n-from-the-mail-0123456789" />, () => 5);
    expect(await screen.findByText('You joined the company.')).toBeTruthy();
    expect(sent.filter((r) => r.path === 'member/company/join').map((r) => r.body)).toEqual([{ token: 't0k3n-from-the-mail-0123456789' }]);
    expect(screen.getByRole('link', { name: 'To my company' }).getAttribute('href')).toBe('/company');
  });

  it('says why a used, expired or foreign invitation does not join', async () => {
    const refusal = new Response(
      JSON.stringify({ code: 1_004_020_007, data: null, msg: 'This invitation was sent to another e-mail address.' }),
      { headers: { 'content-type': 'application/json' } },
    );
    await renderWithApi(<JoinCompany token="t0k3n-from-the-mail-0123456789" />, () => refusal);
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation was sent to another e-mail address.');
  });

  it('asks nothing without a token', async () => {
    const sent = await renderWithApi(<JoinCompany token="" />);
    expect(screen.getByRole('alert').textContent).toBe('This link has no invitation in it.');
    expect(sent).toEqual([]);
  });
});

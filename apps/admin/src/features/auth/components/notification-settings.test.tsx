// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import englishTexts from '../../../locales/en/translation.json';
import { NotificationSettings } from './notification-settings.tsx';

/** What the server answers for one's settings, and the updates sent. */
let settings: { kinds: string[]; available: string[] };
const updates: unknown[] = [];

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});
beforeEach(() => {
  updates.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://shop.test').pathname.replace('/admin-api/', '');
    if (path === 'system/user/profile/notification/update') updates.push(JSON.parse(String(init.body)));
    const data = path === 'system/user/profile/notification/get' ? settings : true;
    return new Response(JSON.stringify({ code: 0, data, msg: '' }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSettings = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NotificationSettings />
    </QueryClientProvider>,
  );

describe('NotificationSettings', () => {
  it('offers only the kinds the permissions cover, ticked as chosen, and saves the new choice', async () => {
    settings = { kinds: ['order-paid', 'contact-message'], available: ['order-paid', 'after-sale', 'print-data'] };
    const user = userEvent.setup();
    renderSettings();
    const paid = await screen.findByRole('checkbox', { name: 'a new order is paid' });
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent?.trim())).toEqual([
      'a new order is paid',
      'a buyer asks for a return or refund',
      'print data is uploaded',
    ]);
    expect((paid as HTMLInputElement).checked).toBe(true);
    await user.click(paid);
    await user.click(screen.getByRole('checkbox', { name: 'print data is uploaded' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(updates).toEqual([{ kinds: ['print-data'] }]));
  });

  it('says so when the permissions cover no notification', async () => {
    settings = { kinds: [], available: [] };
    renderSettings();
    expect(await screen.findByText('Your permissions cover none of the notifications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

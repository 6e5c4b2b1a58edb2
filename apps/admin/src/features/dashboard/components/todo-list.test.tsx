// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import englishTexts from '../../../locales/en/translation.json';
import { TodoList } from './todo-list.tsx';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ resources: { en: { translation: englishTexts } }, lng: 'en' });
});
afterEach(cleanup);

const todo = {
  ordersToDispatch: 3,
  printDataToCheck: 0,
  artworkToPrepare: 1,
  logoLinesToPrint: 2,
  afterSalesToHandle: 1,
  messagesToAnswer: 4,
  quotesToPrice: 1,
};

describe('TodoList', () => {
  it('lists every count as a link to where its work is done', () => {
    render(
      <MemoryRouter>
        <TodoList todo={todo} />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('region', { name: 'To do' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Orders to dispatch 3', '/orders?status=10'],
      ['Print data to check 0', '/print?status=10'],
      ['Artwork to prepare 1', '/print?status=11'],
      ['Logo lines to print 2', '/print?status=30'],
      ['Returns and refunds to handle 1', '/after-sales?status='],
      ['Messages to answer 4', '/messages?status=0'],
      ['Quotes to price 1', '/quotes'],
    ]);
  });

  it('leaves out what the admin’s permissions do not cover, and shows nothing when they cover none', () => {
    const { rerender } = render(
      <MemoryRouter>
        <TodoList todo={{ ...todo, afterSalesToHandle: null, messagesToAnswer: null, quotesToPrice: null }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Orders to dispatch 3',
      'Print data to check 0',
      'Artwork to prepare 1',
      'Logo lines to print 2',
    ]);
    rerender(
      <MemoryRouter>
        <TodoList
          todo={{
            ordersToDispatch: null,
            printDataToCheck: null,
            artworkToPrepare: null,
            logoLinesToPrint: null,
            afterSalesToHandle: null,
            messagesToAnswer: null,
            quotesToPrice: null,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});

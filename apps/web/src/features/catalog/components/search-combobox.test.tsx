// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../product.fixtures.ts';
import { SearchCombobox, type Suggestion } from './search-combobox.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const NOTEBOOKS: Suggestion[] = [
  { id: 1020, name: 'A5 Hardcover Notebook with Elastic Band', picUrl: '/uploads/catalog/1020.svg' },
  { id: 1021, name: 'Kraft Cover Spiral Notebook', picUrl: '/uploads/catalog/1021.svg' },
];

/** The box with the suggestions the text finds (what the header asks the API for, after a pause). */
function Box({ onSearch, onPick }: { onSearch: (keyword: string) => void; onPick: (s: Suggestion) => void }) {
  const [text, setText] = useState('');
  return (
    <SearchCombobox
      value={text}
      onValueChange={setText}
      suggestions={text.trim().length >= 3 ? NOTEBOOKS : []}
      onSearch={onSearch}
      onPick={onPick}
    />
  );
}

const setup = () => {
  const onSearch = vi.fn();
  const onPick = vi.fn();
  render(<Box onSearch={onSearch} onPick={onPick} />);
  return { user: userEvent.setup(), onSearch, onPick, input: screen.getByRole('combobox', { name: 'Search products' }) };
};

describe('SearchCombobox', () => {
  it('lists suggestions while typing and says so to assistive technology', async () => {
    const { user, input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'notbook');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Suggested products' });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(NOTEBOOKS.map((n) => n.name));
  });

  it('moves through the suggestions with the arrow keys and opens the marked one with Enter', async () => {
    const { user, input, onPick, onSearch } = setup();
    await user.type(input, 'notbook');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Kraft Cover Spiral Notebook' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onPick).toHaveBeenCalledWith(NOTEBOOKS[0]);
    expect(onSearch).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches the text with Enter when no suggestion is marked, and only text other than spaces', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, ' notbook {Enter}');
    expect(onSearch).toHaveBeenCalledWith('notbook');
  });

  it('closes the list with Escape, and opens it again with an arrow key', async () => {
    const { user, input } = setup();
    await user.type(input, 'notbook');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: NOTEBOOKS[0]!.name }).getAttribute('aria-selected')).toBe('true');
  });

  it('picks a suggestion with the pointer', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'notbook');
    await user.click(screen.getByRole('option', { name: 'Kraft Cover Spiral Notebook' }));
    expect(onPick).toHaveBeenCalledWith(NOTEBOOKS[1]);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './store.ts';

afterEach(cleanup);

describe('a store of client state', () => {
  it('tells its listeners about each change, once, until they unsubscribe', () => {
    const store = createStore('USD');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('EUR');
    store.set('EUR');
    expect(store.get()).toBe('EUR');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('USD');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('renders its value and again when it changes; a server render shows the value the page was rendered with', () => {
    const token = createStore<string | null>('stored-token', { value: null });
    const Account = () => <p>{useStore(token) ? 'My account' : 'Log in'}</p>;
    expect(renderToString(<Account />)).toBe('<p>Log in</p>');
    render(<Account />);
    expect(screen.getByText('My account')).toBeTruthy();
    act(() => token.set(null));
    expect(screen.getByText('Log in')).toBeTruthy();
  });
});

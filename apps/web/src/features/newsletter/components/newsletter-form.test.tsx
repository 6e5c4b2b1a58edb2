// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { englishTexts } from '../../../locales/texts.fixtures.ts';
import { NewsletterForm } from './newsletter-form.tsx';

/** The checked form's code arrives when the test lets it. */
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('./sign-up-form.tsx', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = () => screen.getByPlaceholderText('Your e-mail address') as HTMLInputElement;
const subscribe = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('the footer’s newsletter sign-up', () => {
  it('keeps what was typed and the focus when the checked form takes over from the plain fields', async () => {
    await renderWithApi(<NewsletterForm />);
    const plain = field();
    await userEvent.click(plain);
    await userEvent.keyboard('ada@');
    expect(field()).toBe(plain);
    arrival.arrive();
    await vi.waitFor(() => expect(field()).not.toBe(plain), { timeout: 10_000 });
    expect(field().value).toBe('ada@');
    expect(document.activeElement).toBe(field());
  });

  it('names an empty or mistyped address beside the field, then subscribes and asks to check the inbox', async () => {
    const sent = await renderWithApi(<NewsletterForm />);
    // Pressed before the form's checks have arrived: carried out once they have.
    await subscribe();
    expect((await screen.findByText('This field is required.', {}, { timeout: 10_000 })).getAttribute('role')).toBe('alert');

    await userEvent.type(field(), 'ada.example.com');
    await subscribe();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('E-mail: must be a valid e-mail address'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await userEvent.clear(field());
    await userEvent.type(field(), ' ada@example.com ');
    await subscribe();
    expect(await screen.findByText(englishTexts.newsletter.checkInbox)).toBeTruthy();
    expect(sent).toEqual([{ path: 'promotion/newsletter/subscribe', body: { email: 'ada@example.com' } }]);
  });
});

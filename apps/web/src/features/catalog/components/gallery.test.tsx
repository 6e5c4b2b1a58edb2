// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery } from './gallery.tsx';

afterEach(cleanup);

const pictures = ['/uploads/a.png', '/uploads/b.png'];
const main = () => screen.getByRole('img', { name: 'Mug' }).getAttribute('src');

describe('Gallery', () => {
  it('shows the chosen thumbnail large', async () => {
    const user = userEvent.setup();
    render(<Gallery pictures={pictures} name="Mug" />);
    expect(main()).toBe('/uploads/a.png');
    expect(screen.getByRole('button', { name: 'Mug 1' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Mug 2' }));
    expect(main()).toBe('/uploads/b.png');
    expect(screen.getByRole('button', { name: 'Mug 1' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("leads with the chosen variant's own picture, no thumbnail pressed", () => {
    render(<Gallery pictures={pictures} name="Mug" current="/uploads/red.png" />);
    expect(main()).toBe('/uploads/red.png');
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  });
});

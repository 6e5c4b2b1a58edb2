// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../product-form.fixtures.tsx';
import { ProductPictures } from './product-pictures.tsx';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const urls = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'];

function renderPictures(onChange: (urls: string[]) => void, error?: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductPictures urls={urls} onChange={onChange} {...(error ? { error } : {})} />
    </QueryClientProvider>,
  );
}

describe('ProductPictures', () => {
  it('marks the first picture as the main one and moves or removes a picture', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderPictures(onChange);
    const group = screen.getByRole('group', { name: 'Pictures' });
    expect(group.querySelectorAll('li')[0]?.textContent).toContain('Main');
    const earlier = screen.getAllByRole('button', { name: 'Move earlier' }) as HTMLButtonElement[];
    const later = screen.getAllByRole('button', { name: 'Move later' }) as HTMLButtonElement[];
    expect(earlier[0]?.disabled).toBe(true);
    expect(later[2]?.disabled).toBe(true);
    await user.click(later[0]!);
    expect(onChange).toHaveBeenLastCalledWith(['/uploads/b.png', '/uploads/a.png', '/uploads/c.png']);
    await user.click(earlier[2]!);
    expect(onChange).toHaveBeenLastCalledWith(['/uploads/a.png', '/uploads/c.png', '/uploads/b.png']);
    await user.click(screen.getAllByRole('button', { name: 'Remove picture' })[1]!);
    expect(onChange).toHaveBeenLastCalledWith(['/uploads/a.png', '/uploads/c.png']);
  });

  it('uploads the chosen files and adds them after the others, in order', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const file = (init.body as FormData).get('file') as File;
      sent.push(file.name);
      return new Response(JSON.stringify({ code: 0, data: `/uploads/${file.name}`, msg: '' }));
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderPictures(onChange);
    const files = [new File(['1'], 'd.png', { type: 'image/png' }), new File(['2'], 'e.png', { type: 'image/png' })];
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, files);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith([...urls, '/uploads/d.png', '/uploads/e.png']));
    expect(sent).toEqual(['d.png', 'e.png']);
  });

  it('names a problem with the pictures', () => {
    renderPictures(vi.fn(), 'Add at least one picture.');
    expect(screen.getByRole('alert').textContent).toBe('Add at least one picture.');
  });
});

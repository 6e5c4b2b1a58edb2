// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { initDesignTexts } from './design-texts.fixtures.ts';
import { DesignToolbar, type DesignToolbarProps } from './design-toolbar.tsx';

beforeAll(initDesignTexts);
afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderToolbar(props: Partial<DesignToolbarProps> = {}) {
  const all: DesignToolbarProps = {
    product: { id: 1027, name: 'Mug' },
    printArea: { position: 'Front', width: 45.5, height: 50 },
    count: 25,
    methodName: 'Screen print',
    history: { canUndo: false, canRedo: true, undo: vi.fn(), redo: vi.fn() },
    busy: '',
    canUse: true,
    onSave: vi.fn(),
    onUse: vi.fn(),
    ...props,
  };
  render(
    <MemoryRouter>
      <DesignToolbar {...all} />
    </MemoryRouter>,
  );
  return all;
}

describe('DesignToolbar', () => {
  it('writes the print area’s size with the language’s decimal separator (45,5 in German)', async () => {
    const german = (await import('../../../locales/de/design.json')).default;
    i18n.addResourceBundle('de', 'design', german);
    await i18n.changeLanguage('de');
    try {
      renderToolbar();
      expect(screen.getByText(/45,5 × 50 mm/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the product, the print area and the order, and leads back to the product', () => {
    renderToolbar();
    expect(screen.getByRole('heading', { name: 'Design your Mug' })).toBeTruthy();
    expect(screen.getByText('Front · print area 45.5 × 50 mm')).toBeTruthy();
    expect(screen.getByText('· 25 pieces · Screen print')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the product' }).getAttribute('href')).toMatch(/1027/);
  });

  it('undoes and redoes only when there is something to', async () => {
    const user = userEvent.setup();
    const { history } = renderToolbar();
    expect(button('Undo').disabled).toBe(true);
    await user.click(button('Redo'));
    expect(history.redo).toHaveBeenCalledTimes(1);
  });

  it('saves and orders the design, but not while saving, and orders no empty design', async () => {
    const user = userEvent.setup();
    const { onSave, onUse } = renderToolbar();
    await user.click(button('Save'));
    await user.click(button('Use this design'));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onUse).toHaveBeenCalledTimes(1);
    cleanup();
    renderToolbar({ busy: 'save' });
    expect(button('Saving…').disabled).toBe(true);
    expect(button('Use this design').disabled).toBe(true);
    cleanup();
    renderToolbar({ canUse: false });
    expect(button('Save').disabled).toBe(false);
    expect(button('Use this design').disabled).toBe(true);
  });
});

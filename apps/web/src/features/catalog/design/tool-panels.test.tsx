// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initDesignTexts } from './design-texts.fixtures.ts';
import { ShapeGrid, TextPanel, ToolTabs, UploadPanel } from './tool-panels.tsx';

beforeAll(initDesignTexts);
afterEach(cleanup);

describe('the editor’s tools', () => {
  it('shows the open tool as pressed, and My designs only to a member', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ToolTabs panel="text" member={false} onChange={onChange} />);
    const tools = screen.getByRole('navigation', { name: 'Tools' });
    expect(screen.getByRole('button', { name: 'Text' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Upload' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'My designs' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Layers' }));
    expect(onChange).toHaveBeenCalledWith('layers');
    rerender(<ToolTabs panel="text" member onChange={onChange} />);
    expect(tools.textContent).toContain('My designs');
  });

  it('hands over the chosen picture and waits while it uploads', async () => {
    const onFile = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<UploadPanel uploading={false} onFile={onFile} />);
    const picture = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await user.upload(screen.getByLabelText('Choose a picture'), picture);
    expect(onFile).toHaveBeenCalledWith(picture);
    rerender(<UploadPanel uploading onFile={onFile} />);
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a text, and a shape by its name', async () => {
    const onText = vi.fn();
    const onShape = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <TextPanel onAdd={onText} />
        <ShapeGrid shapes={['rect', 'star']} onAdd={onShape} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(onText).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Square' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Star' }));
    expect(onShape).toHaveBeenCalledWith('star');
  });
});

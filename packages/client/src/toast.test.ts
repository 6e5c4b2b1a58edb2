import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToasts } from './toast.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one at a time, the newest, for its duration from when it came', () => {
    vi.useFakeTimers();
    const { toastStore, showToast } = createToasts(4000);
    showToast('The upload failed.');
    expect(toastStore.get()).toMatchObject({ kind: 'error', text: 'The upload failed.' });
    vi.advanceTimersByTime(3000);
    showToast('Saved successfully.', 'success');
    expect(toastStore.get()).toMatchObject({ kind: 'success', text: 'Saved successfully.' });
    vi.advanceTimersByTime(3999);
    expect(toastStore.get()?.text).toBe('Saved successfully.');
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toBeNull();
  });

  it('renders none on the server', () => {
    const { toastStore, showToast } = createToasts(5000);
    showToast('Please log in.');
    expect(toastStore.getOnServer()).toBeNull();
  });
});

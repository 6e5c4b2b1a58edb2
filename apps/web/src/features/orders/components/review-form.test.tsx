// @vitest-environment happy-dom
import type { TOrder } from '@shop/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { toastStore } from '../../../lib/toast.ts';
import { ReviewForm } from './review-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = { id: 72, spuName: 'Folder with elastic', picUrl: '/uploads/folder.png' } as TOrder['items'][number];

describe('the review of an order line', () => {
  it('publishes the scores, the trimmed text and the anonymous choice, then thanks the shopper', async () => {
    const onDone = vi.fn();
    const sent = await renderWithApi(<ReviewForm line={line} onDone={onDone} />);
    await userEvent.click(within(screen.getByRole('group', { name: 'Product as described' })).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText(/^Your review/), '  Sturdy folder.  ');
    expect(screen.getByText('18 / 1000')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Post anonymously (without my name)'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        path: 'trade/order/item/create-comment',
        body: { orderItemId: 72, descriptionScores: 4, benefitScores: 5, content: 'Sturdy folder.', picUrls: [], anonymous: true },
      },
    ]);
    expect(toastStore.get()).toMatchObject({ kind: 'success', text: 'Thank you for your review!' });
  });
});

// @vitest-environment happy-dom
import { AFTER_SALE_WAY, ORDER_TYPE, type TOrder } from '@shop/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../lib/render-with-api.fixtures.tsx';
import { ApplyForm } from './apply-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Line = TOrder['items'][number];
const line = { id: 71, spuName: 'Ring binder A4', count: 2, orderType: ORDER_TYPE.normal, discountedPrice: 2400, decalsPrice: 0 } as Line;
const order = { id: 7, currency: 'USD', deliveryPrice: 500, couponPrice: 0, salesTaxPrice: 0, items: [line] } as unknown as TOrder;
const config = {
  afterSaleReturnReasons: ['Wrong item delivered', 'No longer needed'],
  afterSaleRefundReasons: ['Never arrived'],
  afterSaleDefectReasons: ['Print is blurred'],
  afterSaleChangeOfMindReasons: ['No longer needed'],
};
/** The shop's reasons, and the new after-sale's id. */
const answer = ({ path }: { path: string }) => (path === 'trade/config/get' ? config : 31);

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('the after-sale application', () => {
  it('asks for a reason beside its field, then sends the line’s request and opens the after-sale', async () => {
    const sent = await renderWithApi(<ApplyForm order={order} line={line} />, answer);
    await send();
    expect((await screen.findByText('This field is required.')).getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');

    // Another way offers its own reasons.
    await userEvent.click(screen.getByRole('radio', { name: 'Refund only (keep the item)' }));
    await screen.findByRole('option', { name: 'Never arrived' });
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Never arrived');
    await userEvent.type(screen.getByLabelText('Description'), 'The parcel never came.');
    await send();
    await vi.waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/afterSaleDetail?id=31'));
    expect(sent.filter((r) => r.path === 'trade/after-sale/create').map((r) => r.body)).toEqual([
      {
        orderItemId: 71,
        way: AFTER_SALE_WAY.refund,
        applyReason: 'Never arrived',
        applyDescription: 'The parcel never came.',
        applyPicUrls: [],
        count: 2,
      },
    ]);
  });

  it('refunds the pieces chosen, and keeps 15 % on a free delivery only for a change of mind', async () => {
    const sent = await renderWithApi(<ApplyForm order={{ ...order, deliveryPrice: 0 }} line={line} />, answer);
    await screen.findByRole('option', { name: 'No longer needed' });
    const ceiling = () => screen.getByTestId('refund-ceiling').textContent;
    // Damaged or wrong goods: the whole price of the pieces.
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Wrong item delivered');
    expect(ceiling()).toBe('$24.00');
    await userEvent.selectOptions(screen.getByLabelText('Pieces to return or refund'), '1');
    expect(ceiling()).toBe('$12.00');
    expect(screen.queryByText(/15 %/)).toBeNull();
    // A change of mind keeps 15 % of the piece's price.
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'No longer needed');
    expect(ceiling()).toBe('$10.20');
    expect(screen.getByText(/15 % of their price is kept/)).toBeTruthy();
    await send();
    await vi.waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/afterSaleDetail?id=31'));
    expect(sent.find((r) => r.path === 'trade/after-sale/create')?.body).toMatchObject({ applyReason: 'No longer needed', count: 1 });
  });

  it('wants a picture of a custom line’s defect before it sends', async () => {
    const sent = await renderWithApi(<ApplyForm order={order} line={{ ...line, orderType: ORDER_TYPE.custom }} />, answer);
    await screen.findByRole('option', { name: 'Print is blurred' });
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Print is blurred');
    await send();
    expect(await screen.findByText('Please add at least one picture of the defect or damage.')).toBeTruthy();
    expect(sent.some((r) => r.path === 'trade/after-sale/create')).toBe(false);
  });
});

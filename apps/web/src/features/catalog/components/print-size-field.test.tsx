// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish } from '../product.fixtures.ts';
import { type PrintOrder, PrintSizeField, printOrderOf, sizeOf } from './print-size-field.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const BLANK: PrintOrder = { method: '1', position: '1', tier: '1', width: '', height: '', count: 25, description: '' };

function Field() {
  const [order, setOrder] = useState(BLANK);
  return (
    <>
      <PrintSizeField order={order} onChange={(change) => setOrder((current) => ({ ...current, ...change }))} />
      <output>{sizeOf(order)}</output>
    </>
  );
}

describe('PrintSizeField', () => {
  it('takes a size tier, or a custom width × height named incomplete until both are whole centimetres', async () => {
    const user = userEvent.setup();
    render(<Field />);
    expect(screen.getByRole('status').textContent).toBe('1');
    await user.click(screen.getByLabelText('Custom size'));
    expect(screen.getByText(/enter width and height/i)).toBeTruthy();
    await user.type(screen.getByLabelText('Width'), '8');
    await user.type(screen.getByLabelText('Height'), '6');
    expect(screen.getByRole('status').textContent).toBe('8x6');
    expect(screen.queryByText(/enter width and height/i)).toBeNull();
  });

  it('an earlier design fills the print order: its method, position, size, notes and at least its count', () => {
    const design = {
      orderItemId: 7,
      orderId: 3,
      orderNo: 'o1',
      createTime: 0,
      skuId: 1,
      count: 60,
      size: '12x4',
      locationId: '2',
      decoratingMethod: '2',
      description: 'White logo',
      imgUrl: '/logo.png',
      approved: true,
    };
    const order = printOrderOf(design, BLANK);
    expect(order).toEqual({ method: '2', position: '2', tier: 'custom', width: '12', height: '4', count: 60, description: 'White logo' });
    expect(sizeOf(order)).toBe('12x4');
    expect(printOrderOf({ ...design, size: '3', count: 10 }, BLANK)).toMatchObject({ tier: '3', count: 25 });
  });
});

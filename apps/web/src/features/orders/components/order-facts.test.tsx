// @vitest-environment happy-dom
import { ORDER_STATUS, PAY_STATUS } from '@shop/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, order } from '../order.fixtures.ts';
import { OrderFacts } from './order-facts.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const terms = () => [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
const value = (term: string) => [...document.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe('OrderFacts', () => {
  it('a paid order: number, status, times, how it was paid, and both addresses on one line each', () => {
    render(<OrderFacts order={order} billingChange={<button type="button">Change</button>} />);
    expect(screen.getByTestId('order-no').textContent).toBe('O-2026-0008');
    expect(value('Status')).toBe('Paid, awaiting dispatch');
    expect(value('Paid with')).toBe('PayPal');
    expect(value('Ship to')).toBe('Ada Park, 1 Main St, Houston, TX 77002, US');
    expect(value('Bill to')).toBe('Ada Park, 2 Bank St, Houston, TX 77002, US Change');
    expect(terms()).not.toContain('Pay until');
    expect(terms()).not.toContain('Tracking number');
    expect(terms()).not.toContain('PO number');
  });

  it('names the card an order was paid with: brand and last digits', () => {
    render(<OrderFacts order={{ ...order, payChannelCode: 'card', payCard: { brand: 'VISA', lastDigits: '1111' } }} />);
    expect(value('Paid with')).toBe('Visa •••• 1111');
  });

  it('says what happens next: paid, on account with the due day, held for a bank transfer', () => {
    const due = Date.UTC(2026, 11, 28, 12);
    const { rerender } = render(<OrderFacts order={order} />);
    expect(value('What happens next')).toBe('Paid: we prepare your parcel and e-mail you the tracking number when it leaves.');
    rerender(<OrderFacts order={{ ...order, payChannelCode: 'invoice', payStatus: PAY_STATUS.onAccount, dueTime: due }} />);
    expect(value('Paid with')).toBe('Invoice (on account)');
    expect(value('Invoice due')).toBe('Dec 28, 2026');
    expect(value('Paid')).toBe('—');
    expect(value('What happens next')).toBe('Bought on account: we prepare your parcel; the invoice is due on Dec 28, 2026.');
    rerender(
      <OrderFacts order={{ ...order, status: ORDER_STATUS.unpaid, payTime: null, payChannelCode: null, payStatus: 0, dueTime: due }} />,
    );
    expect(value('What happens next')).toBe('We hold your order until Dec 28, 2026 and dispatch it once your bank transfer has arrived.');
    expect(terms()).not.toContain('Invoice due');
  });

  it('names the purchase-order number and cost centre the buyer gave at checkout', () => {
    render(<OrderFacts order={{ ...order, poNumber: 'PO-2026-0042', costCentre: 'CC 4711' }} />);
    expect(value('PO number')).toBe('PO-2026-0042');
    expect(value('Cost centre')).toBe('CC 4711');
  });

  it('an unpaid order says until when it can be paid; a dispatched one names the carrier and tracking number', () => {
    const { rerender } = render(<OrderFacts order={{ ...order, status: ORDER_STATUS.unpaid, payTime: null, payChannelCode: null }} />);
    expect(terms()).toContain('Pay until');
    expect(value('Paid')).toBe('—');
    expect(terms()).not.toContain('Paid with');
    rerender(
      <OrderFacts
        order={{ ...order, status: ORDER_STATUS.dispatched, deliveryTime: order.payExpireTime, logisticsName: 'UPS', logisticsNo: '1Z999' }}
      />,
    );
    expect(value('Carrier')).toBe('UPS');
    expect(screen.getByTestId('tracking-no').textContent).toBe('1Z999');
    expect(value('Bill to')).toBe('Ada Park, 2 Bank St, Houston, TX 77002, US ');
    expect(screen.getByTestId('tracking-no').querySelector('a')).toBeNull();
  });

  it("links the tracking number to the carrier's tracking page when the shop has one", () => {
    const url = 'https://www.ups.com/track?tracknum=1Z999';
    render(
      <OrderFacts
        order={{
          ...order,
          status: ORDER_STATUS.dispatched,
          deliveryTime: order.payExpireTime,
          logisticsName: 'UPS',
          logisticsNo: '1Z999',
          logisticsTrackingUrl: url,
        }}
      />,
    );
    const link = screen.getByRole('link', { name: '1Z999' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

import { describe, expect, it } from 'vitest';
import { amountForCount, centsText, draftOf, draftProblems, refundRequest, refundTotal, typedCents } from './refund-figures.ts';

const refundable = {
  lines: [
    { orderItemId: 1, count: 3, amount: 3000 },
    { orderItemId: 2, count: 1, amount: 999 },
  ],
  deliveryAmount: 599,
  total: 4598,
};

describe('refund figures', () => {
  it.each([
    ['12.34', 1234],
    ['12,34', 1234],
    ['7', 700],
    ['', 0],
    ['-1', null],
    ['1.2.3', null],
  ])('reads "%s" as %s cents', (text, cents) => {
    expect(typedCents(text)).toBe(cents);
  });

  it('writes cents as the fields show them, with a decimal comma in German', () => {
    expect(centsText(123456, 'en')).toBe('1234.56');
    expect(centsText(5, 'de')).toBe('0,05');
  });

  it('prefills all that is left, which adds up to the rest of the payment', () => {
    const draft = draftOf(refundable, 'en');
    expect(draft.lines.map((l) => [l.count, l.amount])).toEqual([
      ['3', '30.00'],
      ['1', '9.99'],
    ]);
    expect(refundTotal(draft)).toBe(4598);
    expect(draftProblems(draft, refundable)).toEqual([]);
  });

  it.each([
    [3, 3000],
    [1, 1000],
    [2, 2000],
    [0, 0],
  ])('shares what is left of a line by pieces: %s of 3 pieces are %s cents', (count, cents) => {
    expect(amountForCount(refundable.lines[0]!, count)).toBe(cents);
  });

  it('names the fields over what is left, and unreadable ones', () => {
    const draft = { ...draftOf(refundable, 'en'), delivery: '6.00' };
    draft.lines[0] = { orderItemId: 1, count: '4', amount: 'x' };
    expect(draftProblems(draft, refundable)).toEqual([
      { field: 'lines.0.count', problem: 'tooMuch', max: 3 },
      { field: 'lines.0.amount', problem: 'unreadable' },
      { field: 'delivery', problem: 'tooMuch', max: 599 },
    ]);
    expect(refundTotal(draft)).toBeNull();
  });

  it('sends only the lines with something to refund, in pieces and cents', () => {
    const draft = { ...draftOf(refundable, 'de'), delivery: '0', reason: ' Broken ', restock: true };
    draft.lines[1] = { orderItemId: 2, count: '0', amount: '0' };
    expect(refundRequest(9, draft)).toEqual({
      id: 9,
      lines: [{ orderItemId: 1, count: 3, amount: 3000 }],
      deliveryAmount: 0,
      reason: 'Broken',
      restock: true,
    });
  });
});

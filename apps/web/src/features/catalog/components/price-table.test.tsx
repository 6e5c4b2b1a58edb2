// @vitest-environment happy-dom
import { formatMoney } from '@shop/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { germanTexts } from '../../../locales/texts.fixtures.ts';
import { currencyStore } from '../../../lib/session.ts';
import { initEnglish, notebook } from '../product.fixtures.ts';
import { PriceTable, priceTiers } from './price-table.tsx';

beforeAll(initEnglish);
afterEach(async () => {
  cleanup();
  currencyStore.set('USD');
  await i18n.changeLanguage('en');
});

const rows = () => screen.getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent).join(' | '));
const marked = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-current') === 'true')
    .map((row) => row.firstElementChild?.textContent);

/** Volume tiers into the thousands, as promotional products are sold. */
const VOLUME = [50, 100, 250, 500, 1000, 2500].map((quantity, i) => ({ quantity, discount: 10 + 5 * i }));

describe('PriceTable', () => {
  it('lists each tier with the price of one piece and what that many cost to the cent, and marks the tier the quantity reaches', () => {
    render(<PriceTable rules={notebook.quantityRules} unitPrice={899} count={12} />);
    expect(screen.getByRole('table', { name: 'The more you order, the less each piece costs.' })).toBeTruthy();
    expect(rows()).toEqual([
      'From | Discount | Each | Price',
      '1+ | – | $8.99 | $8.99 for 1',
      '10+ | −15 % | $7.64 | $76.42 for 10',
      '50+ | −25 % | $6.74 | $337.13 for 50',
    ]);
    expect(marked()).toEqual(['10+']);
  });

  it('prices a logo order from its minimum into the thousands, print included per piece', () => {
    // 1.99 a pen, printed at 0.99 a piece, from 25 pieces.
    render(<PriceTable rules={VOLUME} unitPrice={199} count={600} from={25} printPerUnit={99} />);
    expect(screen.getByRole('table', { name: 'Your logo on every piece: the more you order, the less each costs.' })).toBeTruthy();
    expect(rows()).toEqual([
      'From | Discount | Each incl. print | Price',
      '25+ | – | $2.98 | $74.50 for 25',
      '50+ | −10 % | $2.78 | $139.05 for 50',
      '100+ | −15 % | $2.68 | $268.15 for 100',
      '250+ | −20 % | $2.58 | $645.50 for 250',
      '500+ | −25 % | $2.48 | $1,241.25 for 500',
      '1,000+ | −30 % | $2.38 | $2,383.00 for 1000',
      '2,500+ | −35 % | $2.28 | $5,708.75 for 2500',
    ]);
    expect(marked()).toEqual(['500+']);
  });

  it("speaks the shopper's language and currency", async () => {
    currencyStore.set('EUR');
    i18n.addResourceBundle('de', 'translation', germanTexts);
    await i18n.changeLanguage('de');
    render(<PriceTable rules={VOLUME} unitPrice={199} count={1} from={25} printPerUnit={99} />);
    expect(rows()[6]).toBe(`1.000+ | −30 % | ${formatMoney(238, 'EUR', 'de')} | ${formatMoney(238_300, 'EUR', 'de')} für 1000`);
    expect(marked()).toEqual([]);
  });

  it('leaves out tiers that lower no price, and starts at the discount the minimum already reaches', () => {
    expect(
      priceTiers(
        [
          { quantity: 5, discount: 10 },
          { quantity: 10, discount: 15 },
          { quantity: 20, discount: 12 },
        ],
        7,
      ),
    ).toEqual([
      { quantity: 7, discount: 10 },
      { quantity: 10, discount: 15 },
    ]);
  });
});

import { formatMoney } from '@shop/shared';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '../../locales/texts.fixtures.ts';
import i18n from '../../lib/i18n.ts';
import { LinePrice } from './line-price.tsx';

const usd = (cents: number) => formatMoney(cents, 'USD', 'en');
const text = (html: string) => html.replace(/<!-- -->|<[^>]+>/g, '');

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ resources: { en: { translation: englishTexts } }, lng: 'en', interpolation: { escapeValue: false } });
});

describe('LinePrice shows figures a shopper can multiply', () => {
  it('10 notebooks at $8.99: the list amount, the tier as its own figure, and the line', () => {
    const line = { price: 899, count: 10, totalPrice: 8990, discountedPrice: 7642, discountDescription: '15% off from 10 pieces' };
    expect(text(renderToString(<LinePrice line={line} price={usd} />))).toBe(
      '$8.99 × 10 = $89.90 − $13.48 (15% off from 10 pieces) = $76.42',
    );
  });

  it('a pack of 100 pens with a logo: printing per printed pen', () => {
    const line = { price: 3499, count: 1, totalPrice: 3499, discountedPrice: 3499, decalsPrice: 9900, piecesPerUnit: 100 };
    expect(text(renderToString(<LinePrice line={line} price={usd} />))).toBe(
      '$34.99 × 1 = $34.99 + $99.00 (logo printing 100 × $0.99) = $133.99',
    );
  });

  it('a plain line without a discount is unit × count only', () => {
    expect(text(renderToString(<LinePrice line={{ price: 250, count: 3, totalPrice: 750, discountedPrice: 750 }} price={usd} />))).toBe(
      '$2.50 × 3 = $7.50',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_SETTINGS,
  DELIVERY_SURCHARGE,
  deliveryPriceOf,
  discountedLinePrice,
  FREE_DELIVERY_FROM,
  MAX_ORDER_AMOUNT,
  PricingError,
  priceCartLine,
  priceOrder,
  quantityDiscount,
  type PricingInput,
  type PricingLine,
  type PricingSettings,
  STANDARD_DELIVERY_FEE,
  vatContained,
} from './pricing.ts';

const DEFAULT_RULES = [
  { quantity: 5, discount: 10 },
  { quantity: 10, discount: 15 },
  { quantity: 20, discount: 20 },
];

describe('quantityDiscount takes the highest discount whose threshold is reached', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 10],
    [9, 10],
    [10, 15],
    [19, 15],
    [20, 20],
    [50, 20],
    [51, 20],
  ])('%i pieces → %i %%', (count, discount) => {
    expect(quantityDiscount(DEFAULT_RULES, count)).toBe(discount);
  });

  it('does not depend on the order of the rules or on a higher threshold having a lower discount', () => {
    expect(
      quantityDiscount(
        [
          { quantity: 20, discount: 5 },
          { quantity: 10, discount: 12 },
        ],
        25,
      ),
    ).toBe(12);
    expect(quantityDiscount([], 100)).toBe(0);
  });
});

describe('discountedLinePrice rounds the line half-up to the cent', () => {
  it.each([
    [1299, 1, 1299],
    [1299, 4, 5196],
    [1299, 5, 5846], // 5845.5
    [3999, 10, 33992], // 33991.5
    [199, 20, 3184],
    [333, 9, 2697], // 2697.3
    [1, 19, 16], // 16.15
  ])('%i cents × %i = %i', (unit, count, expected) => {
    expect(discountedLinePrice(unit, count, DEFAULT_RULES)).toBe(expected);
  });
});

/** A line of its own product unless `spuId` says otherwise (products share tiers across their lines). */
const line = (unitPrice: number, count: number, extra: Partial<PricingLine> = {}): PricingLine => ({
  skuId: 1,
  spuId: extra.skuId ?? 1,
  unitPrice,
  count,
  rules: DEFAULT_RULES,
  ...extra,
});
const order = (lines: PricingLine[], extra: Partial<PricingInput> = {}) =>
  priceOrder({ lines, currency: 'USD', countryCode: 'US', state: 'OR', deliveryType: '1', language: 'en', ...extra });

describe('priceOrder: quantity tiers per product', () => {
  it.each([
    [4, 0],
    [5, 10],
    [9, 10],
    [10, 15],
    [19, 15],
    [20, 20],
    [50, 20],
    [51, 20],
  ])('%i pieces of 10.00 get %i %% off', (count, discount) => {
    const { items, price } = order([line(1000, count)]);
    expect(items[0]!.totalPrice).toBe(1000 * count);
    expect(items[0]!.discountedPrice).toBe(1000 * count * (1 - discount / 100));
    expect(price.discountPrice).toBe((1000 * count * discount) / 100);
    expect(items[0]!.discountDescription).toBe(
      discount ? `${discount}% off from ${[5, 10, 20].filter((q) => q <= count).at(-1)} pieces` : '',
    );
  });

  it('counts the pieces of all lines of one product: 10 blue and 10 red pens are 20 pens (20 %)', () => {
    const { items } = order([line(199, 10, { skuId: 1, spuId: 7 }), line(199, 10, { skuId: 2, spuId: 7 })]);
    expect(items.map((i) => i.discountedPrice)).toEqual([1592, 1592]);
    expect(items[0]!.discountDescription).toBe('20% off from 20 pieces');
  });

  it('keeps the tiers of different products apart', () => {
    const { items } = order([line(199, 10, { skuId: 1, spuId: 7 }), line(199, 10, { skuId: 2, spuId: 8 })]);
    expect(items.map((i) => i.discountedPrice)).toEqual([1692, 1692]);
  });

  const VOLUME = [...DEFAULT_RULES, ...[50, 100, 250, 500, 1000, 2500].map((quantity, i) => ({ quantity, discount: 25 + 5 * i }))];
  it.each([
    [49, 20, 20],
    [50, 25, 50],
    [249, 30, 100],
    [500, 40, 500],
    [999, 40, 500],
    [1000, 45, 1000],
    [2500, 50, 2500],
    [4000, 50, 2500],
  ])('volume tiers beyond 20: %i pens of 1.99 get %i %% off (from %i)', (count, discount, from) => {
    const { items } = order([line(199, count, { rules: VOLUME })]);
    expect(items[0]!.discountedPrice).toBe(discountedLinePrice(199, count, [{ quantity: from, discount }]));
    expect(items[0]!.discountDescription).toBe(`${discount}% off from ${from} pieces`);
  });

  it('prices a tier boundary as its price break: 19 pens at 15 % cost more than 20 at 20 % (the price table shows both)', () => {
    expect(order([line(1000, 19)]).price.payPrice).toBe(16150);
    expect(order([line(1000, 20)]).price.payPrice).toBe(16000);
  });

  it('describes the discount in the request language', () => {
    expect(order([line(1000, 10)], { language: 'de' }).items[0]!.discountDescription).toBe('15 % Rabatt ab 10 Stück');
    expect(order([line(1000, 10)], { language: 'zh' }).items[0]!.discountDescription).toBe('满 10 件享 15% 折扣');
  });
});

describe('priceOrder: delivery', () => {
  it.each([
    ['goods exactly 39.99 ship free', 3999, '1', 0],
    ['goods of 39.98 pay standard delivery', 3998, '1', 699],
    ['urgent adds 6.99 to free standard', 3999, '2', 699],
    ['urgent adds 6.99 to paid standard', 1000, '2', 1398],
    ['extra urgent adds 17.99', 5000, '3', 1799],
    ['extra urgent on a small order', 1000, '3', 2498],
  ] as const)('%s', (_name, unit, deliveryType, delivery) => {
    expect(order([line(unit, 1)], { deliveryType }).price.deliveryPrice).toBe(delivery);
  });

  it('judges the threshold at list prices, before quantity discounts and the coupon: no discount costs the free delivery', () => {
    // 5 × 8.88 = 44.40 reaches 39.99 (Oregon: no sales tax); its 10 % (39.96) does not take the free delivery away
    expect(order([line(888, 5)]).price).toMatchObject({ discountPrice: 444, deliveryPrice: 0, payPrice: 3996 });
    // 4 × 10.00 at a 1 % tier from 4 pieces: 39.60 ships free as 40.00 would
    const tiny = [{ ...line(1000, 4), rules: [{ quantity: 4, discount: 1 }] }];
    expect(order(tiny).price).toMatchObject({ totalPrice: 4000, discountPrice: 40, deliveryPrice: 0, payPrice: 3960 });
    // 3 × 10.00 stays under it
    expect(order([line(1000, 3)]).price.deliveryPrice).toBe(699);
    // 45.00 goods, −10 % or −20 % coupon: the goods before it reach 39.99 → free either way
    expect(order([line(4500, 1)], { coupon: { type: 'percent', value: 10, minSpend: 0 } }).price.deliveryPrice).toBe(0);
    expect(order([line(4500, 1)], { coupon: { type: 'percent', value: 20, minSpend: 0 } }).price.deliveryPrice).toBe(0);
  });

  it('never lets a coupon bring delivery back: 5 notebooks ($40.46, TX) with WELCOME10 cost less than without', () => {
    const notebooks = [line(899, 5)];
    const without = order(notebooks, { state: 'TX' }).price;
    const withCoupon = order(notebooks, { state: 'TX', coupon: { type: 'percent', value: 10, minSpend: 0 } }).price;
    expect(without).toMatchObject({ totalPrice: 4495, discountPrice: 449, deliveryPrice: 0, salesTaxPrice: 253, payPrice: 4299 });
    expect(withCoupon).toMatchObject({ couponPrice: 405, deliveryPrice: 0, salesTaxPrice: 228, payPrice: 3869 });
  });
});

describe('priceOrder: coupons', () => {
  it.each([
    ['percent, rounded half-up', { type: 'percent', value: 10, minSpend: 0 }, 4995, 500],
    ['fixed', { type: 'fixed', value: 500, minSpend: 0 }, 4995, 500],
    ['fixed never above the goods', { type: 'fixed', value: 9999, minSpend: 0 }, 1500, 1500],
    ['minimum spend reached exactly', { type: 'fixed', value: 500, minSpend: 4995 }, 4995, 500],
  ] as const)('%s', (_name, coupon, unit, couponPrice) => {
    expect(order([line(unit, 1)], { coupon }).price.couponPrice).toBe(couponPrice);
  });

  it('applies to the goods after quantity discounts', () => {
    // 10 × 10.00 − 15 % = 85.00; 10 % of it = 8.50
    expect(order([line(1000, 10)], { coupon: { type: 'percent', value: 10, minSpend: 0 } }).price.couponPrice).toBe(850);
  });

  it('refuses a coupon whose minimum spend is not reached', () => {
    expect(() => order([line(4994, 1)], { coupon: { type: 'fixed', value: 500, minSpend: 4995 } })).toThrow(
      new PricingError('COUPON_MIN_SPEND'),
    );
  });
});

describe('priceOrder: tax and currencies', () => {
  it.each([
    ['TX', 10000, 625],
    ['CA', 10000, 725],
    ['OR', 10000, 0],
    ['MN', 1999, 138], // 6.88 % of 19.99 = 137.53
    ['NY', 1, 0],
  ])('US sales tax in %s on %i cents of goods is %i', (state, unit, tax) => {
    expect(order([line(unit, 1)], { state }).price.salesTaxPrice).toBe(tax);
  });

  it('adds no tax in the EU and reports the VAT the price contains', () => {
    const { price } = order([line(11900, 1)], { currency: 'EUR', countryCode: 'DE', state: 'BY' });
    expect(price.salesTaxPrice).toBe(0);
    expect(price.vatIncludedPrice).toBe(1900);
    expect(price.payPrice).toBe(11900);
  });

  it('reports the VAT contained in printing and delivery too: one notebook to Germany with urgent delivery', () => {
    // 8.39 + standard 6.99 + urgent 6.99 = 22.37; 19/119 of it = 3.57
    const { price } = order([line(839, 1)], { currency: 'EUR', countryCode: 'DE', deliveryType: '2' });
    expect(price).toMatchObject({ payPrice: 2237, vatIncludedPrice: 357 });
  });

  it('30 logo mugs to Berlin: 204,02 € with printing 44,70 € contain 32,57 € VAT', () => {
    // 30 × 5,59 € = 167,70 €, −5 % (the mug's tier from 24) = 159,32 €; printing 30 × 1,49 € = 44,70 €; delivery free
    const mugRules = [
      { quantity: 24, discount: 5 },
      { quantity: 72, discount: 10 },
    ];
    const { price } = order([line(559, 30, { printTier: '2', rules: mugRules })], { currency: 'EUR', countryCode: 'DE' });
    expect(price).toMatchObject({ discountPrice: 838, decalsPrice: 4470, deliveryPrice: 0, payPrice: 20402, vatIncludedPrice: 3257 });
  });
});

describe('priceOrder for business buyers', () => {
  const french = { countryCode: 'FR', vatIdValid: true, taxExemptStates: [] };

  it('30 logo mugs to Paris for a French company from a German shop: net 170,01 € with no VAT (reverse charge)', () => {
    // Unit 5,59 € ÷ 1.20 = 4,66 € (4.658…); 30 × 4,66 € = 139,80 €, −5 % = 132,81 €; printing 1,49 € ÷ 1.20 = 1,24 € × 30 = 37,20 €;
    // delivery free (the gross goods 159,32 € reach the threshold).
    const mugRules = [
      { quantity: 24, discount: 5 },
      { quantity: 72, discount: 10 },
    ];
    const { items, price } = order([line(559, 30, { printTier: '2', rules: mugRules })], {
      currency: 'EUR',
      countryCode: 'FR',
      buyer: french,
    });
    expect(items[0]).toMatchObject({ unitPrice: 466, totalPrice: 13980, discountedPrice: 13281, decalsPrice: 3720 });
    expect(price).toMatchObject({
      totalPrice: 13980,
      discountPrice: 699,
      deliveryPrice: 0,
      payPrice: 17001,
      vatIncludedPrice: 0,
      salesTaxPrice: 0,
      reverseCharge: true,
      salesTaxExempt: false,
    });
  });

  it.each([
    ['a German company (the shop’s country)', { ...french, countryCode: 'DE' }, 'FR'],
    ['a French company without a valid VAT ID', { ...french, vatIdValid: false }, 'FR'],
    ['a French company buying for delivery to the US', french, 'US'],
  ])('%s pays as consumers do', (_name, buyer, countryCode) => {
    const currency = countryCode === 'US' ? 'USD' : 'EUR';
    const input = { currency, countryCode, state: countryCode === 'US' ? 'TX' : undefined } as const;
    expect(order([line(1999, 3)], { ...input, buyer })).toEqual(order([line(1999, 3)], input));
  });

  it('a net fixed coupon never takes more than the goods: the net goods after it are the net of the gross ones', () => {
    // 10 × 0,03 €: each unit stays 0,03 € net (2.5 rounds up); a 0,30 € coupon takes them all.
    const { price } = order([line(3, 10, { rules: [] })], {
      currency: 'EUR',
      countryCode: 'FR',
      buyer: french,
      coupon: { type: 'fixed', value: 30, minSpend: 0 },
    });
    expect(price).toMatchObject({ totalPrice: 30, couponPrice: 30, deliveryPrice: 583, payPrice: 583 });
  });

  it('an approved Texas exemption waives the Texas sales tax only', () => {
    const exempt = { countryCode: 'US', vatIdValid: false, taxExemptStates: ['TX'] };
    expect(order([line(10000, 1)], { state: 'TX', buyer: exempt }).price).toMatchObject({ salesTaxPrice: 0, salesTaxExempt: true });
    expect(order([line(10000, 1)], { state: 'CA', buyer: exempt }).price).toMatchObject({ salesTaxPrice: 725, salesTaxExempt: false });
  });
});

describe('priceOrder: logo lines and totals', () => {
  it('refuses logo lines under 25 pieces and adds print costs', () => {
    expect(() => order([line(500, 24, { printTier: '1' })])).toThrow(new PricingError('CUSTOM_MIN_COUNT'));
    expect(order([line(500, 25, { printTier: '2' })]).price.decalsPrice).toBe(25 * 149);
  });

  it.each([
    ['the product’s own price for the method and size', { printPrice: 65 }, 30, 30 * 65],
    ['the shop’s price by size without one', {}, 30, 30 * 149],
    ['a product minimum under 25', { printMinCount: 10, printPrice: 120 }, 10, 10 * 120],
  ])('charges %s', (_, logo, count, decals) => {
    expect(order([line(500, count, { printTier: '2', ...logo })]).price.decalsPrice).toBe(decals);
  });

  it('refuses a logo line under the product’s own minimum', () => {
    expect(() => order([line(500, 49, { printTier: '1', printMinCount: 50 })])).toThrow(new PricingError('CUSTOM_MIN_COUNT'));
    expect(() => order([line(500, 9, { printTier: '1', printMinCount: 10 })])).toThrow(new PricingError('CUSTOM_MIN_COUNT'));
  });

  it('counts printed pieces of packs: one pack of 100 pens is 100 prints, 24 pens in packs of 8 are too few', () => {
    expect(order([line(3499, 1, { piecesPerUnit: 100, printTier: '1' })]).price.decalsPrice).toBe(100 * 99);
    expect(() => order([line(999, 3, { piecesPerUnit: 8, printTier: '1' })])).toThrow(new PricingError('CUSTOM_MIN_COUNT'));
  });

  it('pays exactly the sum of its parts, with no sub-cent drift over many odd lines', () => {
    const lines = [line(333, 7), line(199, 13, { skuId: 2 }), line(1299, 21, { skuId: 3 }), line(101, 26, { skuId: 4, printTier: '3' })];
    const { items, price } = order(lines, { state: 'MN', deliveryType: '2', coupon: { type: 'percent', value: 7.5, minSpend: 0 } });
    for (const value of Object.values(price)) if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
    expect(price.totalPrice).toBe(items.reduce((s, i) => s + i.totalPrice, 0));
    expect(price.payPrice).toBe(
      price.totalPrice - price.discountPrice - price.couponPrice + price.deliveryPrice + price.salesTaxPrice + price.decalsPrice,
    );
  });

  it('refuses an empty order', () => {
    expect(() => order([])).toThrow(new PricingError('EMPTY'));
  });

  it.each([
    ['goods over the limit before discounts', [line(1_000_000, 1_001)], 'AMOUNT_TOO_LARGE'],
    ['tax and print costs taking the payment over the limit', [line(1_000_000, 999, { rules: [], printTier: '3' })], 'AMOUNT_TOO_LARGE'],
    ['goods of exactly the limit, paid below it', [line(1_000_000, 1_000)], null],
  ] as const)('refuses an order whose amounts pass MAX_ORDER_AMOUNT: %s', (_name, lines, reason) => {
    const priced = () => order([...lines], { state: 'TX' });
    if (reason) expect(priced).toThrow(new PricingError(reason));
    else expect(priced().price.totalPrice).toBe(MAX_ORDER_AMOUNT);
  });
});

describe('priceCartLine prices a cart line exactly as the order prices it', () => {
  it.each([
    [1849, 1, 0],
    [1849, 4, 0],
    [1849, 5, 10],
    [1849, 9, 10],
    [1849, 10, 15],
    [999, 20, 20],
    [333, 7, 10],
  ])('%i × %i pieces: %i %% off, the same cents as priceOrder', (unitPrice, count, discount) => {
    const line = priceCartLine(unitPrice, count, DEFAULT_RULES, 'en');
    const order = priceOrder({
      lines: [{ skuId: 1, spuId: 1, unitPrice, count, rules: DEFAULT_RULES }],
      currency: 'USD',
      countryCode: 'US',
      deliveryType: '1',
      language: 'en',
    });
    expect(line).toEqual({
      totalPrice: unitPrice * count,
      discountedPrice: order.items[0]!.discountedPrice,
      discount,
      discountDescription: order.items[0]!.discountDescription,
    });
    expect(line.discountedPrice).toBe(discountedLinePrice(unitPrice, count, DEFAULT_RULES));
  });

  it("takes the tier of the product's pieces in the whole cart", () => {
    expect(priceCartLine(199, 10, DEFAULT_RULES, 'en', 20)).toMatchObject({ discountedPrice: 1592, discount: 20 });
  });
});

describe('priceOrder with the shop settings of the back office', () => {
  const settings: PricingSettings = {
    deliveryPrices: { USD: { '1': 500, '2': 1200, '3': 2000 }, EUR: { '1': 450, '2': 1100, '3': 1900 } },
    freeThreshold: { USD: 5000, EUR: 6000 },
    salesTaxBp: { TX: 700 },
    vatBp: { DE: 2000 },
  };

  it.each([
    ['USD standard under the threshold', 'USD', 4999, '1', 500],
    ['USD standard at the threshold ships free', 'USD', 5000, '1', 0],
    ['USD urgent at the threshold costs its difference', 'USD', 5000, '2', 700],
    ['USD extra urgent under the threshold costs its whole price', 'USD', 1000, '3', 2000],
    ['EUR has its own threshold: 50.00 is not free', 'EUR', 5000, '1', 450],
    ['EUR at its threshold ships free', 'EUR', 6000, '1', 0],
    ['EUR extra urgent over the threshold', 'EUR', 6000, '3', 1450],
  ] as const)('%s', (_name, currency, unit, deliveryType, delivery) => {
    const destination = currency === 'EUR' ? { currency, countryCode: 'DE', state: 'BE' } : { currency };
    expect(order([line(unit, 1)], { ...destination, deliveryType, settings }).price.deliveryPrice).toBe(delivery);
  });

  it('charges the saved sales tax and reports the saved VAT; a state without a rate pays none', () => {
    expect(order([line(10000, 1)], { state: 'TX', settings }).price.salesTaxPrice).toBe(700);
    expect(order([line(10000, 1)], { state: 'CA', settings }).price.salesTaxPrice).toBe(0);
    const eu = order([line(12000, 1)], { currency: 'EUR', countryCode: 'DE', state: 'BE', settings }).price;
    expect(eu.vatIncludedPrice).toBe(vatContained(eu.payPrice, 'DE', settings.vatBp));
    expect(eu.vatIncludedPrice).toBe(2000); // 120.00 € contain 20.00 € at 20 %
  });

  it('prices as before without settings: DEFAULT_PRICING_SETTINGS are the constants', () => {
    for (const type of ['1', '2', '3'] as const) {
      expect(deliveryPriceOf(type, 1000, 'USD')).toBe(STANDARD_DELIVERY_FEE + DELIVERY_SURCHARGE[type]);
      expect(deliveryPriceOf(type, FREE_DELIVERY_FROM, 'EUR', DEFAULT_PRICING_SETTINGS)).toBe(DELIVERY_SURCHARGE[type]);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  grossOfNet,
  netOfGross,
  PRINT_PRICE_PER_PIECE,
  PricingError,
  priceOrder,
  type PricingBuyer,
  type PricingCoupon,
  type PricingInput,
  type PricingLine,
  reverseChargeApplies,
} from './pricing.ts';
import { EU_VAT_BP, US_SALES_TAX_BP } from './tax-rates.ts';

/** Random carts: normal and logo lines, packs, products sharing tiers, coupons, every delivery option, US states and EU countries. */
const rules = fc.oneof(
  fc.constant([
    { quantity: 5, discount: 10 },
    { quantity: 10, discount: 15 },
    { quantity: 20, discount: 20 },
  ]),
  // Volume tiers into the thousands, as promotional products are bought.
  fc.constant([
    { quantity: 20, discount: 5 },
    { quantity: 50, discount: 10 },
    { quantity: 100, discount: 15 },
    { quantity: 250, discount: 20 },
    { quantity: 500, discount: 25 },
    { quantity: 1000, discount: 30 },
    { quantity: 2500, discount: 35 },
  ]),
  fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 3000 }), discount: fc.integer({ min: 1, max: 60 }) }), { maxLength: 6 }),
);

const pricingLine = fc
  .record({
    skuId: fc.integer({ min: 1, max: 50 }),
    spuId: fc.integer({ min: 1, max: 4 }),
    unitPrice: fc.integer({ min: 1, max: 20_000 }),
    // Hundreds and thousands too (within the most an order may come to with the shop's print prices).
    count: fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 400 }), weight: 3 },
      { arbitrary: fc.integer({ min: 400, max: 2600 }), weight: 1 },
    ),
    piecesPerUnit: fc.constantFrom(1, 1, 1, 5, 10, 100),
    logo: fc.boolean(),
    printTier: fc.constantFrom('1', '2', '3') as fc.Arbitrary<'1' | '2' | '3'>,
  })
  .map(
    ({ logo, printTier, ...line }): Omit<PricingLine, 'rules'> => ({
      ...line,
      // A logo line needs 25 printed pieces.
      ...(logo && line.count * line.piecesPerUnit >= 25 ? { printTier } : {}),
    }),
  );

const coupon: fc.Arbitrary<PricingCoupon | null> = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }), minSpend: fc.constant(0) }),
  fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 10_000 }), minSpend: fc.constant(0) }),
);

const destination = fc.oneof(
  fc.constantFrom(...Object.keys(US_SALES_TAX_BP)).map((state) => ({ currency: 'USD' as const, countryCode: 'US', state })),
  fc.constantFrom(...Object.keys(EU_VAT_BP)).map((countryCode) => ({ currency: 'EUR' as const, countryCode, state: undefined })),
);

/**
 * Consumers, and companies: in the EU (the shop's country DE among them) with a VAT ID found valid
 * or not, and in the US with an approved exemption for some states.
 */
const buyer: fc.Arbitrary<PricingBuyer | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    countryCode: fc.constantFrom('DE', 'FR', 'AT', 'IT', 'NL', 'PL', 'HU'),
    vatIdValid: fc.boolean(),
    taxExemptStates: fc.constant([]),
  }),
  fc.record({
    countryCode: fc.constant('US'),
    vatIdValid: fc.constant(false),
    taxExemptStates: fc.subarray(['TX', 'CA', 'NY', 'OR', 'MN']),
  }),
);

/** Products keep one set of quantity rules, whichever of their lines is asked. */
const order: fc.Arbitrary<PricingInput> = fc
  .record({
    lines: fc.array(pricingLine, { minLength: 1, maxLength: 8 }),
    rulesOf: fc.array(rules, { minLength: 4, maxLength: 4 }),
    destination,
    deliveryType: fc.constantFrom('1', '2', '3') as fc.Arbitrary<'1' | '2' | '3'>,
    coupon,
    language: fc.constantFrom('en', 'de', 'zh') as fc.Arbitrary<'en' | 'de' | 'zh'>,
    buyer,
  })
  .map(({ lines, rulesOf, destination, ...rest }) => ({
    ...rest,
    ...destination,
    lines: lines.map((line) => ({ ...line, rules: rulesOf[line.spuId - 1]! })),
  }));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A price as the order charges it: without the destination's VAT under reverse charge. */
const netUnder = (input: PricingInput, cents: number) =>
  reverseChargeApplies(input.buyer, input.countryCode) ? netOfGross(cents, EU_VAT_BP[input.countryCode]!) : cents;
function tooLarge(input: PricingInput): boolean {
  try {
    priceOrder(input);
    return false;
  } catch (error) {
    if (error instanceof PricingError && error.reason === 'AMOUNT_TOO_LARGE') return true;
    throw error;
  }
}

describe('priceOrder over random carts', () => {
  it('every figure is whole cents and the lines add up to the totals and the payment', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { items, price } = priceOrder(input);
        for (const value of Object.values(price))
          if (typeof value === 'number') expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        expect(sum(items.map((i) => i.totalPrice))).toBe(price.totalPrice);
        expect(sum(items.map((i) => i.totalPrice - i.discountedPrice))).toBe(price.discountPrice);
        expect(sum(items.map((i) => i.decalsPrice))).toBe(price.decalsPrice);
        expect(price.payPrice).toBe(
          price.totalPrice - price.discountPrice - price.couponPrice + price.deliveryPrice + price.salesTaxPrice + price.decalsPrice,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('EU VAT is round(total × r / (100 + r)) over everything charged; US orders carry none', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { price } = priceOrder(input);
        const rate = EU_VAT_BP[input.countryCode];
        if (rate === undefined || price.reverseCharge) expect(price.vatIncludedPrice).toBe(0);
        else {
          expect(price.salesTaxPrice).toBe(0);
          // Exact: VAT × (10000 + r) is within half of the denominator of total × r.
          const exact = (price.payPrice * rate) / (10_000 + rate);
          expect(Math.abs(price.vatIncludedPrice - exact)).toBeLessThanOrEqual(0.5);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a coupon never raises the total, and never costs the free delivery', () => {
    fc.assert(
      fc.property(order, (input) => {
        const withCoupon = priceOrder(input).price;
        const without = priceOrder({ ...input, coupon: null }).price;
        expect(withCoupon.payPrice).toBeLessThanOrEqual(without.payPrice);
        expect(withCoupon.deliveryPrice).toBe(without.deliveryPrice);
      }),
      { numRuns: 2000 },
    );
  });

  it('quantity tiers never raise the goods, and every line of a product gets the same tier', () => {
    fc.assert(
      fc.property(order, (input) => {
        const tiered = priceOrder(input);
        const untiered = priceOrder({ ...input, lines: input.lines.map((line) => ({ ...line, rules: [] })) });
        expect(tiered.price.totalPrice - tiered.price.discountPrice).toBeLessThanOrEqual(untiered.price.totalPrice);
        const descriptions = new Map<number, string>();
        tiered.items.forEach((item, index) => {
          const spu = input.lines[index]!.spuId;
          expect(descriptions.get(spu) ?? item.discountDescription).toBe(item.discountDescription);
          descriptions.set(spu, item.discountDescription);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('splitting a line into two of the same product keeps its tier (each half within a cent of its share)', () => {
    fc.assert(
      fc.property(order, fc.nat(), (input, at) => {
        const index = at % input.lines.length;
        const line = input.lines[index]!;
        fc.pre(line.count >= 2 && line.printTier === undefined);
        const first = Math.floor(line.count / 2);
        const split = [...input.lines];
        split.splice(index, 1, { ...line, count: first }, { ...line, count: line.count - first });
        const whole = priceOrder(input).items[index]!.discountedPrice;
        const halves = priceOrder({ ...input, lines: split }).items;
        expect(Math.abs(halves[index]!.discountedPrice + halves[index + 1]!.discountedPrice - whole)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });

  it('a logo line prints every piece of its packs: print price = per-piece price × count × pieces per unit', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { items } = priceOrder(input);
        items.forEach((item, index) => {
          const line = input.lines[index]!;
          const perPiece = netUnder(input, { '1': 99, '2': 149, '3': 249 }[line.printTier ?? '1']);
          expect(item.decalsPrice).toBe(line.printTier ? perPiece * line.count * (line.piecesPerUnit ?? 1) : 0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("a product's own print prices: each line prints count × pieces per unit at its price, the lines add up, no discount raises the total", () => {
    const ownPrices = order.chain((input) =>
      fc
        .record({
          printPrice: fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: input.lines.length, maxLength: input.lines.length }),
          printMinCount: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: input.lines.length, maxLength: input.lines.length }),
        })
        .map(({ printPrice, printMinCount }) => ({
          ...input,
          lines: input.lines.map((line, index) => {
            const pieces = line.count * (line.piecesPerUnit ?? 1);
            // A logo line keeps a minimum its printed pieces reach, as the checkout refuses the others.
            return line.printTier
              ? { ...line, printPrice: printPrice[index]!, printMinCount: Math.min(printMinCount[index]!, pieces) }
              : line;
          }),
        })),
    );
    fc.assert(
      fc.property(ownPrices, (input) => {
        // Thousands of packs at a product's dearest print price can pass the most an order may come to: refused, not priced.
        fc.pre(!tooLarge({ ...input, coupon: null, lines: input.lines.map((line) => ({ ...line, rules: [] })) }));
        const { items, price } = priceOrder(input);
        items.forEach((item, index) => {
          const line = input.lines[index]!;
          expect(item.decalsPrice).toBe(line.printTier ? netUnder(input, line.printPrice!) * line.count * (line.piecesPerUnit ?? 1) : 0);
        });
        expect(sum(items.map((i) => i.decalsPrice))).toBe(price.decalsPrice);
        expect(
          sum(items.map((i) => i.discountedPrice + i.decalsPrice)) - price.couponPrice + price.deliveryPrice + price.salesTaxPrice,
        ).toBe(price.payPrice);
        // No discount raises the payment: neither the coupon nor the quantity tiers, delivery included (its free threshold is
        // judged at list prices: 4 × 10.00 at 1 % off pays 39.60, never 39.60 + 6.99).
        const noCoupon = priceOrder({ ...input, coupon: null }).price;
        expect(price.payPrice).toBeLessThanOrEqual(noCoupon.payPrice);
        const untiered = priceOrder({ ...input, coupon: null, lines: input.lines.map((line) => ({ ...line, rules: [] })) }).price;
        expect(noCoupon.payPrice).toBeLessThanOrEqual(untiered.payPrice);
        expect(noCoupon.deliveryPrice).toBe(untiered.deliveryPrice);
      }),
      { numRuns: 1000 },
    );
  });

  it('no discount raises the payable total: tiers and coupon together pay at most the cart at list prices, delivery included', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { price } = priceOrder(input);
        const list = priceOrder({ ...input, coupon: null, lines: input.lines.map((line) => ({ ...line, rules: [] })) }).price;
        expect(price.payPrice).toBeLessThanOrEqual(list.payPrice);
        expect(price.deliveryPrice).toBe(list.deliveryPrice);
      }),
      { numRuns: 2000 },
    );
  });

  it('more pieces of a product never raise its price per piece, and within one tier never lower its total', () => {
    fc.assert(
      fc.property(order, fc.nat(), fc.integer({ min: 1, max: 2600 }), (input, at, more) => {
        const index = at % input.lines.length;
        const line = input.lines[index]!;
        const bigger = input.lines.map((l, i) => (i === index ? { ...l, count: l.count + more } : l));
        const before = priceOrder({ ...input, coupon: null });
        const after = priceOrder({ ...input, coupon: null, lines: bigger });
        input.lines.forEach((l, i) => {
          if (l.spuId !== line.spuId) return;
          // Per piece, exactly: discounted ÷ count, each rounded to within half a cent of the line.
          const was = before.items[i]!.discountedPrice / l.count;
          const now = after.items[i]!.discountedPrice / bigger[i]!.count;
          expect(now).toBeLessThanOrEqual(was + 0.5 / l.count + 0.5 / bigger[i]!.count);
        });
        // The same tier (same description) for the grown line: its goods only grow.
        if (before.items[index]!.discountDescription === after.items[index]!.discountDescription)
          expect(after.items[index]!.discountedPrice).toBeGreaterThanOrEqual(before.items[index]!.discountedPrice);
      }),
      { numRuns: 2000 },
    );
  });

  it('tiers beyond 20 count every piece of a product across its variants and lines: 300 blue + 200 red pens take the 500 tier', () => {
    const volume = [
      { quantity: 50, discount: 10 },
      { quantity: 100, discount: 15 },
      { quantity: 250, discount: 20 },
      { quantity: 500, discount: 25 },
      { quantity: 1000, discount: 30 },
    ];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 499 }), fc.integer({ min: 1, max: 5_000 }), (blue, unitPrice) => {
        const lines = [
          { skuId: 1, spuId: 7, unitPrice, count: blue, rules: volume },
          { skuId: 2, spuId: 7, unitPrice, count: 500 - blue, rules: volume },
        ];
        const { items } = priceOrder({ lines, currency: 'USD', countryCode: 'US', state: 'OR', deliveryType: '1', language: 'en' });
        items.forEach((item, i) => {
          expect(item.discountedPrice).toBe(Math.round((lines[i]!.unitPrice * lines[i]!.count * 75) / 100 + 1e-9));
          expect(item.discountDescription).toBe('25% off from 500 pieces');
        });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a logo line of fewer than 25 printed pieces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.constantFrom(1, 2, 3, 4, 6, 8, 12), (pieces, perUnit) => {
        const count = Math.max(1, Math.floor(pieces / perUnit));
        fc.pre(count * perUnit < 25);
        const line = { skuId: 1, spuId: 1, unitPrice: 100, count, piecesPerUnit: perUnit, rules: [], printTier: '1' as const };
        expect(() => priceOrder({ lines: [line], currency: 'USD', countryCode: 'US', deliveryType: '1', language: 'en' })).toThrow(
          PricingError,
        );
      }),
    );
  });

  it('a quote’s agreed figures: no tiers, setup fees add to the print costs, the agreed delivery stands, the lines still add up', () => {
    const quoted = order.chain((input) =>
      fc
        .record({
          setup: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: input.lines.length, maxLength: input.lines.length }),
          deliveryPrice: fc.integer({ min: 0, max: 100_000 }),
        })
        .map(({ setup, deliveryPrice }) => ({
          ...input,
          // A consumer's quote: a company's under reverse charge nets the agreed figures as it nets the catalogue's.
          buyer: null,
          coupon: null,
          deliveryPrice,
          lines: input.lines.map((line, i) => ({ ...line, rules: [], printMinCount: 0, setupPrice: setup[i]! })),
        })),
    );
    fc.assert(
      fc.property(quoted, (input) => {
        const { items, price } = priceOrder(input);
        expect(price.discountPrice).toBe(0);
        expect(price.deliveryPrice).toBe(input.deliveryPrice);
        items.forEach((item, i) => {
          const line = input.lines[i]!;
          const pieces = line.count * (line.piecesPerUnit ?? 1);
          expect(item.totalPrice).toBe(line.unitPrice * line.count);
          expect(item.decalsPrice).toBe(
            (line.printTier ? (line.printPrice ?? PRINT_PRICE_PER_PIECE[line.printTier]) * pieces : 0) + line.setupPrice!,
          );
        });
        expect(price.payPrice).toBe(sum(items.map((i) => i.totalPrice + i.decalsPrice)) + price.deliveryPrice + price.salesTaxPrice);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('priceOrder for business buyers over random carts', () => {
  it('reverse charge exactly for a valid VAT ID of another EU country than the shop’s, delivered in the EU: no VAT, no sales tax', () => {
    fc.assert(
      fc.property(order, (input) => {
        const { price } = priceOrder(input);
        const expected =
          input.buyer?.vatIdValid === true &&
          input.buyer.countryCode !== 'DE' &&
          input.buyer.countryCode !== 'US' &&
          input.currency === 'EUR';
        expect(price.reverseCharge).toBe(expected);
        if (expected) expect([price.vatIncludedPrice, price.salesTaxPrice]).toEqual([0, 0]);
      }),
      { numRuns: 2000 },
    );
  });

  it('net is never more than gross: each unit is its gross ÷ (1 + rate) half-up, each line and every figure at most the consumer’s', () => {
    fc.assert(
      fc.property(order, (input) => {
        fc.pre(reverseChargeApplies(input.buyer, input.countryCode));
        const net = priceOrder(input);
        const gross = priceOrder({ ...input, buyer: null });
        const rate = EU_VAT_BP[input.countryCode]!;
        net.items.forEach((item, i) => {
          const line = input.lines[i]!;
          expect(item.unitPrice).toBe(netOfGross(line.unitPrice, rate));
          expect(item.totalPrice).toBe(item.unitPrice * item.count);
          expect(item.totalPrice).toBeLessThanOrEqual(gross.items[i]!.totalPrice);
          expect(item.discountedPrice).toBeLessThanOrEqual(gross.items[i]!.discountedPrice);
          expect(item.decalsPrice).toBeLessThanOrEqual(gross.items[i]!.decalsPrice);
        });
        expect(net.price.deliveryPrice).toBeLessThanOrEqual(gross.price.deliveryPrice);
        expect(net.price.totalPrice - net.price.discountPrice - net.price.couponPrice).toBeLessThanOrEqual(
          gross.price.totalPrice - gross.price.discountPrice - gross.price.couponPrice,
        );
        expect(net.price.payPrice).toBeLessThanOrEqual(gross.price.payPrice);
        if (!input.coupon) expect(net.price.couponPrice).toBe(0);
        // Free delivery is judged on the gross goods: the same option is free for both.
        expect(net.price.deliveryPrice === 0).toBe(gross.price.deliveryPrice === 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('an approved exemption takes exactly the sales tax off, in its states only', () => {
    fc.assert(
      fc.property(order, (input) => {
        fc.pre(input.countryCode === 'US' && input.buyer?.countryCode === 'US');
        const exempt = priceOrder(input).price;
        const consumer = priceOrder({ ...input, buyer: null }).price;
        const covered = input.buyer!.taxExemptStates.includes(input.state!);
        expect(exempt.salesTaxExempt).toBe(covered);
        expect(exempt.salesTaxPrice).toBe(covered ? 0 : consumer.salesTaxPrice);
        expect(exempt.payPrice).toBe(consumer.payPrice - (covered ? consumer.salesTaxPrice : 0));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('grossOfNet', () => {
  it('is the smallest gross amount whose net is the given one, at every EU rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, ...Object.values(EU_VAT_BP)), (net, rate) => {
        const gross = grossOfNet(net, rate);
        expect(netOfGross(gross, rate)).toBe(net);
        if (gross > 0) expect(netOfGross(gross - 1, rate)).toBeLessThan(net);
      }),
    );
  });

  it("a gross price's net priced again from grossOfNet gives the same net", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...Object.values(EU_VAT_BP)), (gross, rate) => {
        const net = netOfGross(gross, rate);
        expect(netOfGross(grossOfNet(net, rate), rate)).toBe(net);
        expect(grossOfNet(net, rate)).toBeLessThanOrEqual(gross);
      }),
    );
  });
});

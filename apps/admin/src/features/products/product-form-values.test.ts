import { SPU_STATUS, ZAdminSpuUpdateRequest, type TAdminSpuDetail } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { choices, colour, mug, texts } from './product-form.fixtures.tsx';
import { cents, EMPTY_SKU, logoInput, nameRows, productFormValues, productInput, variantProperties, whole } from './product-form-values.ts';

const product: TAdminSpuDetail = { ...mug, quantityRules: [{ quantity: 10, discount: 5 }] };

describe('product form values', () => {
  it('a product read into the form goes back as the same product, and the contract takes it', () => {
    const values = productFormValues(product);
    expect(values.skus[0]).toMatchObject({ priceUsd: '12.34', priceEur: '11.99', stock: '40', weight: '350' });
    const input = productInput(values, choices);
    expect(input).toEqual({
      name: product.name,
      keyword: product.keyword,
      introduction: product.introduction,
      description: product.description,
      categoryId: 12,
      sliderPicUrls: product.sliderPicUrls,
      status: SPU_STATUS.onSale,
      sort: 5,
      skus: [{ id: 70, properties: product.skus[0]!.properties, priceUsd: 1234, priceEur: 1199, stock: 40, weight: 350, piecesPerUnit: 1 }],
      quantityRules: [{ quantity: 10, discount: 5 }],
      decoratingMethods: ['2'],
      printMinCount: 25,
      printCheckLevel: 1,
      printPrices: product.printPrices,
    });
    expect(ZAdminSpuUpdateRequest.safeParse({ ...input, id: product.id }).success).toBe(true);
  });

  it('a logo product’s method, minimum, proof approval and print prices come back as typed, in cents', () => {
    const values = productFormValues(product);
    expect(values.logo).toEqual({
      enabled: true,
      methods: ['2'],
      printMinCount: '25',
      proofApproval: true,
      prices: { '2-1': { usd: '0.99', eur: '0.95' }, '2-2': { usd: '1.49', eur: '1.39' }, '2-3': { usd: '2.49', eur: '2.29' } },
    });
    const screen = { '1-1': { usd: '0,40', eur: '0.37' }, '1-2': { usd: '0.6', eur: '0.55' }, '1-3': { usd: '1', eur: '0.9' } };
    const logo = {
      ...values.logo,
      methods: ['2', '1'],
      printMinCount: '10',
      proofApproval: false,
      prices: { ...values.logo.prices, ...screen },
    };
    expect(logoInput(logo)).toEqual({
      decoratingMethods: ['2', '1'],
      printMinCount: 10,
      printCheckLevel: 0,
      printPrices: [
        ...product.printPrices,
        { decoratingMethod: '1', tier: '1', priceUsd: 40, priceEur: 37 },
        { decoratingMethod: '1', tier: '2', priceUsd: 60, priceEur: 55 },
        { decoratingMethod: '1', tier: '3', priceUsd: 100, priceEur: 90 },
      ],
    });
  });

  it('a product that is no logo product sends no methods and no prices; a method without its prices is named by the contract', () => {
    const values = productFormValues(product);
    expect(logoInput({ ...values.logo, enabled: false })).toEqual({ decoratingMethods: [], printPrices: [] });
    expect(productFormValues(undefined).logo).toMatchObject({ enabled: false, methods: [], printMinCount: '25', proofApproval: false });
    const input = productInput({ ...values, logo: { ...values.logo, methods: ['2', '4'] } }, choices);
    const result = ZAdminSpuUpdateRequest.safeParse({ ...input, id: product.id });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'printPrices.3.priceUsd',
      'printPrices.3.priceEur',
      'printPrices.4.priceUsd',
      'printPrices.4.priceEur',
      'printPrices.5.priceUsd',
      'printPrices.5.priceEur',
    ]);
  });

  it('a new product starts off sale with one empty SKU, and the contract names what is missing', () => {
    const values = productFormValues(undefined);
    expect(values).toMatchObject({ onSale: false, sort: '0', skus: [EMPTY_SKU], quantityRules: [] });
    const result = ZAdminSpuUpdateRequest.omit({ id: true }).safeParse(productInput(values, choices));
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['categoryId', 'sliderPicUrls', 'skus.0.priceUsd', 'skus.0.priceEur']));
  });

  it.each([
    ['12.34', 1234],
    ['12,34', 1234],
    [' 12,5 ', 1250],
    ['7', 700],
    ['0.005', 1],
    ['', Number.NaN],
    ['12.34.5', Number.NaN],
    ['twelve', Number.NaN],
  ])('money "%s" is %d cents', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it.each([
    ['40', 40],
    [' 3 ', 3],
    ['', Number.NaN],
    ['1.5', 1.5],
  ])('count "%s" is %d', (text, expected) => {
    expect(whole(text)).toBe(expected);
  });

  it("a new variant's property and value the catalogue knows take their ids and translations; new ones go in English", () => {
    expect(
      variantProperties(
        [
          { propertyName: ' colour ', valueName: 'RED' },
          { propertyName: 'Colour', valueName: 'Teal' },
          { propertyName: 'Size', valueName: 'M' },
          { propertyName: '', valueName: '' },
        ],
        choices,
      ),
    ).toEqual([
      { propertyId: 3, propertyName: colour.name, valueId: 31, valueName: texts('Red') },
      { propertyId: 3, propertyName: colour.name, valueName: { en: 'Teal', de: '', zh: '' } },
      { propertyName: { en: 'Size', de: '', zh: '' }, valueName: { en: 'M', de: '', zh: '' } },
    ]);
  });

  it("a new SKU sends its variant's properties; an existing one sends its own back unchanged", () => {
    const values = productFormValues(product);
    values.skus.push({ ...EMPTY_SKU, variant: [{ propertyName: 'Colour', valueName: 'Red' }], priceUsd: '9,90', priceEur: '9.50' });
    const [kept, added] = productInput(values, choices).skus;
    expect(kept?.properties).toEqual(product.skus[0]!.properties);
    expect(added).toEqual({
      properties: [{ propertyId: 3, propertyName: colour.name, valueId: 31, valueName: texts('Red') }],
      priceUsd: 990,
      priceEur: 950,
      stock: 0,
      weight: 0,
      piecesPerUnit: 1,
    });
  });

  it('lists the properties and values of saved SKUs and new variants once, each property before its values, with their names so far', () => {
    const values = productFormValues(product);
    values.skus.push(
      { ...EMPTY_SKU, variant: [{ propertyName: 'colour', valueName: 'Teal' }] },
      { ...EMPTY_SKU, variant: [{ propertyName: 'Colour', valueName: 'red' }] },
      { ...EMPTY_SKU, variant: [{ propertyName: 'Size', valueName: '' }] },
    );
    expect(nameRows(values.skus, choices)).toEqual([
      { key: 'p:colour', label: 'Colour', names: texts('Colour') },
      { key: 'v:colour:red', label: 'Colour: Red', names: texts('Red') },
      { key: 'v:colour:teal', label: 'Colour: Teal', names: { en: 'Teal', de: '', zh: '' } },
    ]);
  });

  it('sends the German and Chinese names typed for a property or value with every SKU that names it', () => {
    const values = productFormValues(product);
    values.skus.push({ ...EMPTY_SKU, variant: [{ propertyName: 'Colour', valueName: 'Teal' }], priceUsd: '1', priceEur: '1' });
    values.propertyTexts = [
      { key: 'p:colour', de: ' Farbe ', zh: '颜色' },
      { key: 'v:colour:teal', de: 'Petrol', zh: '' },
    ];
    const [kept, added] = productInput(values, choices).skus;
    expect(kept?.properties?.[0]).toMatchObject({
      propertyName: { en: 'Colour', de: 'Farbe', zh: '颜色' },
      valueName: texts('Red'),
    });
    expect(added?.properties?.[0]).toMatchObject({
      propertyId: 3,
      propertyName: { en: 'Colour', de: 'Farbe', zh: '颜色' },
      valueName: { en: 'Teal', de: 'Petrol', zh: '' },
    });
  });
});

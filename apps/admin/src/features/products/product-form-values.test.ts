import { SPU_STATUS, ZAdminSpuUpdateRequest, type TAdminSpuDetail } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { choices, colour, mug, texts } from './product-form.fixtures.tsx';
import { cents, EMPTY_SKU, productFormValues, productInput, variantProperties, whole } from './product-form-values.ts';

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
    });
    expect(ZAdminSpuUpdateRequest.safeParse({ ...input, id: product.id }).success).toBe(true);
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
    expect(kept?.properties).toBe(product.skus[0]!.properties);
    expect(added).toEqual({
      properties: [{ propertyId: 3, propertyName: colour.name, valueId: 31, valueName: texts('Red') }],
      priceUsd: 990,
      priceEur: 950,
      stock: 0,
      weight: 0,
      piecesPerUnit: 1,
    });
  });
});

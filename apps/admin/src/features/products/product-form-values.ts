import {
  centsToDecimal,
  SPU_STATUS,
  toCents,
  type Language,
  type TAdminSpuDetail,
  type ZAdminSkuProperty,
  type ZAdminSpuCreateRequest,
} from '@shop/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What the product form holds (texts as typed) and how it becomes the contract's request. */

export type Texts = Record<Language, string>;
type Properties = TAdminSpuDetail['skus'][number]['properties'];
export type SpuInput = z.input<typeof ZAdminSpuCreateRequest>;
/** The properties and values the catalogue's SKUs use already. */
export type PropertyChoices = { propertyId: number; name: Texts; values: { valueId: number; name: Texts }[] }[];
/** The product form as its sections share it. */
export type ProductForm = UseFormReturn<ProductFormValues, unknown, SpuInput>;
/** The most properties one SKU may have (the contract's limit). */
export const MAX_PROPERTIES = 5;

export interface SkuValues {
  id?: number;
  /** An existing SKU's properties, sent back as they are. */
  properties: Properties;
  /** A new SKU's variant, in English: "Colour" → "Red", "Size" → "M" … (a row with both empty: none). */
  variant: { propertyName: string; valueName: string }[];
  priceUsd: string;
  priceEur: string;
  stock: string;
  weight: string;
  piecesPerUnit: string;
}

export interface ProductFormValues {
  name: Texts;
  keyword: Texts;
  introduction: Texts;
  description: Texts;
  categoryId: string;
  sliderPicUrls: string[];
  onSale: boolean;
  sort: string;
  skus: SkuValues[];
  quantityRules: { quantity: string; discount: string }[];
}

const EMPTY_TEXTS: Texts = { en: '', de: '', zh: '' };
export const EMPTY_SKU: SkuValues = {
  properties: [],
  variant: [{ propertyName: '', valueName: '' }],
  priceUsd: '',
  priceEur: '',
  stock: '0',
  weight: '0',
  piecesPerUnit: '1',
};

/** The form's values for a product, or for a new one (one empty SKU). */
export function productFormValues(product: TAdminSpuDetail | undefined): ProductFormValues {
  if (!product)
    return {
      name: EMPTY_TEXTS,
      keyword: EMPTY_TEXTS,
      introduction: EMPTY_TEXTS,
      description: EMPTY_TEXTS,
      categoryId: '',
      sliderPicUrls: [],
      onSale: false,
      sort: '0',
      skus: [EMPTY_SKU],
      quantityRules: [],
    };
  return {
    name: product.name,
    keyword: product.keyword,
    introduction: product.introduction,
    description: product.description,
    categoryId: String(product.categoryId),
    sliderPicUrls: product.sliderPicUrls,
    onSale: product.status === SPU_STATUS.onSale,
    sort: String(product.sort),
    skus: product.skus.map((sku) => ({
      id: sku.id,
      properties: sku.properties,
      variant: [],
      priceUsd: centsToDecimal(sku.priceUsd),
      priceEur: centsToDecimal(sku.priceEur),
      stock: String(sku.stock),
      weight: String(sku.weight),
      piecesPerUnit: String(sku.piecesPerUnit),
    })),
    quantityRules: product.quantityRules.map((r) => ({ quantity: String(r.quantity), discount: String(r.discount) })),
  };
}

/** A money field's text as cents ("12,34" too); what cannot be read goes to zod as NaN and is named there. */
export function cents(text: string): number {
  try {
    return toCents(text.trim().replace(',', '.'));
  } catch {
    return Number.NaN;
  }
}

/** A count field's text as a number; an empty one is NaN, so zod names it. */
export const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Whether two English names are the same name (case and spaces aside). */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A new SKU's variant rows as the contract's properties: a name the catalogue knows keeps its id and
 * its German and Chinese names; a new one goes in English and the shop gives it an id.
 */
export function variantProperties(variant: SkuValues['variant'], choices: PropertyChoices): z.input<typeof ZAdminSkuProperty>[] {
  return variant
    .filter((row) => row.propertyName.trim() || row.valueName.trim())
    .map((row) => {
      const property = choices.find((c) => sameName(c.name.en, row.propertyName));
      const value = property?.values.find((v) => sameName(v.name.en, row.valueName));
      return {
        ...(property ? { propertyId: property.propertyId } : {}),
        propertyName: property?.name ?? { en: row.propertyName, de: '', zh: '' },
        ...(property && value ? { valueId: value.valueId } : {}),
        valueName: value?.name ?? { en: row.valueName, de: '', zh: '' },
      };
    });
}

/** The form's values as the contract's request (zod then checks it as the server will). */
export function productInput(v: ProductFormValues, choices: PropertyChoices): SpuInput {
  return {
    name: v.name,
    keyword: v.keyword,
    introduction: v.introduction,
    description: v.description,
    categoryId: (v.categoryId ? Number(v.categoryId) : undefined) as number,
    sliderPicUrls: v.sliderPicUrls,
    status: v.onSale ? SPU_STATUS.onSale : SPU_STATUS.offSale,
    sort: whole(v.sort),
    skus: v.skus.map((sku) => ({
      ...(sku.id ? { id: sku.id } : {}),
      properties: sku.id ? sku.properties : variantProperties(sku.variant, choices),
      priceUsd: cents(sku.priceUsd),
      priceEur: cents(sku.priceEur),
      stock: whole(sku.stock),
      weight: whole(sku.weight),
      piecesPerUnit: whole(sku.piecesPerUnit),
    })),
    quantityRules: v.quantityRules.map((r) => ({ quantity: whole(r.quantity), discount: whole(r.discount) })),
  };
}

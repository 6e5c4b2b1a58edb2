import {
  centsToDecimal,
  CUSTOM_MIN_COUNT,
  PRINT_TIERS,
  type PrintTier,
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

/** The shop's decorating methods (dict custom_decorating_method), named in the admin's language. */
export const DECORATING_METHODS = ['1', '2', '3', '4', '5'];

/** A logo product's fields as typed: print prices by `${method}-${tier}`, in major units. */
export interface LogoValues {
  enabled: boolean;
  methods: string[];
  printMinCount: string;
  proofApproval: boolean;
  prices: Record<string, { usd: string; eur: string }>;
}

export const priceKey = (method: string, tier: PrintTier) => `${method}-${tier}`;

/** The German and Chinese name of a property ("Colour") or a value ("Colour: Red"), by `propertyKey` or `valueKey`. */
export interface NameTexts {
  key: string;
  de: string;
  zh: string;
}

const norm = (name: string) => name.trim().toLowerCase();
export const propertyKey = (property: string) => `p:${norm(property)}`;
export const valueKey = (property: string, value: string) => `v:${norm(property)}:${norm(value)}`;

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
  logo: LogoValues;
  /** Names typed in the form's translation table (the others go as they are). */
  propertyTexts: NameTexts[];
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

/** A product's logo fields as the form shows them; a new product is not a logo product. */
function logoValues(product: TAdminSpuDetail | undefined): LogoValues {
  const prices: LogoValues['prices'] = {};
  for (const p of product?.printPrices ?? [])
    prices[priceKey(p.decoratingMethod, p.tier)] = { usd: centsToDecimal(p.priceUsd), eur: centsToDecimal(p.priceEur) };
  return {
    enabled: (product?.decoratingMethods.length ?? 0) > 0,
    methods: product?.decoratingMethods ?? [],
    printMinCount: String(product?.printMinCount ?? CUSTOM_MIN_COUNT),
    proofApproval: product?.printCheckLevel === 1,
    prices,
  };
}

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
      logo: logoValues(undefined),
      propertyTexts: [],
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
    logo: logoValues(product),
    propertyTexts: [],
  };
}

/** One line of the translation table: a property or a value of the product's SKUs, with its names so far. */
export interface NameRow {
  key: string;
  /** "Colour" or "Colour: Red", in English. */
  label: string;
  names: Texts;
}

/**
 * The properties and values the SKUs name (saved ones and new variants), each property followed by
 * its values, with their German and Chinese names so far: stored, else the catalogue's.
 */
export function nameRows(skus: SkuValues[], choices: PropertyChoices): NameRow[] {
  const rows = new Map<string, NameRow[]>();
  const add = (propertyName: Texts, valueName: Texts) => {
    const pKey = propertyKey(propertyName.en);
    if (!propertyName.en.trim() || !valueName.en.trim()) return;
    if (!rows.has(pKey)) rows.set(pKey, [{ key: pKey, label: propertyName.en.trim(), names: propertyName }]);
    const group = rows.get(pKey)!;
    const vKey = valueKey(propertyName.en, valueName.en);
    if (!group.some((r) => r.key === vKey))
      group.push({ key: vKey, label: `${propertyName.en.trim()}: ${valueName.en.trim()}`, names: valueName });
  };
  for (const sku of skus) {
    for (const p of sku.properties) add(p.propertyName, p.valueName);
    if (!sku.id) for (const p of variantProperties(sku.variant, choices)) add(p.propertyName as Texts, p.valueName as Texts);
  }
  return [...rows.values()].flat();
}

/** A name with the German and Chinese typed for it in the translation table, if any. */
function withTexts<T extends { en?: string | undefined }>(name: T, key: string, texts: NameTexts[]): T {
  const typed = texts.find((t) => t.key === key);
  return typed ? { ...name, de: typed.de.trim(), zh: typed.zh.trim() } : name;
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

/**
 * The logo fields as the contract's: a price for each method ticked and size, in the order of
 * `methods` then size (so the contract's `printPrices.<i>` names the input); not a logo product:
 * no methods and no prices (minimum and proof approval stay as they were).
 */
export function logoInput(logo: LogoValues): Pick<SpuInput, 'decoratingMethods' | 'printMinCount' | 'printCheckLevel' | 'printPrices'> {
  if (!logo.enabled) return { decoratingMethods: [], printPrices: [] };
  return {
    decoratingMethods: logo.methods,
    printMinCount: whole(logo.printMinCount),
    printCheckLevel: logo.proofApproval ? 1 : 0,
    printPrices: logo.methods.flatMap((method) =>
      PRINT_TIERS.map((tier) => {
        const price = logo.prices[priceKey(method, tier)];
        return { decoratingMethod: method, tier, priceUsd: cents(price?.usd ?? ''), priceEur: cents(price?.eur ?? '') };
      }),
    ),
  };
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
      properties: (sku.id ? sku.properties : variantProperties(sku.variant, choices)).map((p) => ({
        ...p,
        propertyName: withTexts(p.propertyName, propertyKey(p.propertyName.en ?? ''), v.propertyTexts),
        valueName: withTexts(p.valueName, valueKey(p.propertyName.en ?? '', p.valueName.en ?? ''), v.propertyTexts),
      })),
      priceUsd: cents(sku.priceUsd),
      priceEur: cents(sku.priceEur),
      stock: whole(sku.stock),
      weight: whole(sku.weight),
      piecesPerUnit: whole(sku.piecesPerUnit),
    })),
    quantityRules: v.quantityRules.map((r) => ({ quantity: whole(r.quantity), discount: whole(r.discount) })),
    ...logoInput(v.logo),
  };
}

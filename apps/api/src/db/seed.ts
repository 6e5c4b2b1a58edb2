import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Translated } from '@shop/shared';
import type { Db } from './client.ts';
import { seedDir } from './paths.ts';
import { colourFromName, productSvg } from './pictures.ts';

interface SeedCountry {
  id: number;
  iso2: string;
  phoneCode: string;
  shippingAllowed: boolean;
  name: Translated;
}
interface SeedRegions {
  iso2: string;
  postcode: string;
  regions: { code: string; name: string }[];
}
interface SeedProperty {
  id: number;
  name: Translated;
  values: { id: number; name: Translated }[];
}
interface SeedCategory {
  id: number;
  code: string;
  parentId: number;
  sort: number;
  name: Translated;
}
interface SeedDict {
  dictType: string;
  value: string;
  label: Translated;
  sort: number;
  cssClass: string;
  listClass: string;
}
interface SeedSku {
  id: number;
  valueIds: number[];
  priceUsd: number;
  priceEur: number;
  stock: number;
  weightGrams: number;
}
interface SeedProduct {
  id: number;
  categoryId: number;
  name: Translated;
  keyword: Translated;
  introduction: Translated;
  description: Translated;
  picture: { shape: string; color: string };
  salesCount: number;
  createdDaysAgo: number;
  skus: SeedSku[];
  /** Printable products: dict custom_decorating_method values, fewest pieces of a logo line, check level. */
  decoratingMethods?: string[];
  printMinCount?: number;
  printCheckLevel?: number;
  quantityRules?: { quantity: number; discount: number }[];
}

/** The shop's default quantity discounts: 5+ 10 %, 10+ 15 %, 20+ 20 %. */
export const DEFAULT_QUANTITY_RULES = [
  { quantity: 5, discount: 10 },
  { quantity: 10, discount: 15 },
  { quantity: 20, discount: 20 },
];

const readSeed = async <T>(file: string): Promise<T> => JSON.parse(await readFile(join(seedDir, file), 'utf8')) as T;

/** Countries, regions, dictionaries, trade config and default rules: a real shop needs them too. */
export async function seedReferenceData(db: Db): Promise<void> {
  const [countries, regions, dicts, tradeConfig, adminRoles, carriers] = await Promise.all([
    readSeed<SeedCountry[]>('countries.json'),
    readSeed<SeedRegions[]>('regions.json'),
    readSeed<SeedDict[]>('dicts.json'),
    readSeed<{ afterSaleRefundReasons: Translated[]; afterSaleReturnReasons: Translated[] }>('trade-config.json'),
    readSeed<{ name: string; permissions: string[] }[]>('admin-roles.json'),
    readSeed<{ id: number; code: string; name: string; sort: number; trackingUrl: string }[]>('carriers.json'),
  ]);
  const patterns = new Map(regions.map((r) => [r.iso2, r.postcode]));
  await db.country.createMany({
    data: countries.map((c) => ({ ...c, postcodePattern: patterns.get(c.iso2) ?? null })),
    skipDuplicates: true,
  });
  const countryIds = new Map(countries.map((c) => [c.iso2, c.id]));
  await db.region.createMany({
    data: regions.flatMap((r) => r.regions.map((region) => ({ countryId: countryIds.get(r.iso2)!, ...region }))),
    skipDuplicates: true,
  });
  await db.dictData.createMany({ data: dicts, skipDuplicates: true });
  await db.tradeConfig.createMany({ data: [{ id: 1, ...tradeConfig }], skipDuplicates: true });
  // The preset back-office roles; a role changed in the back office keeps its permissions.
  await db.adminRole.createMany({ data: adminRoles, skipDuplicates: true });
  await db.carrier.createMany({ data: carriers, skipDuplicates: true });
  if ((await db.quantityRule.count({ where: { spuId: null } })) === 0) {
    await db.quantityRule.createMany({ data: DEFAULT_QUANTITY_RULES });
  }
}

function skuProperties(sku: SeedSku, properties: SeedProperty[]) {
  return sku.valueIds.map((valueId) => {
    const property = properties.find((p) => p.values.some((v) => v.id === valueId));
    if (!property) throw new Error(`Seed: SKU ${sku.id} uses unknown property value ${valueId}`);
    const value = property.values.find((v) => v.id === valueId)!;
    return { propertyId: property.id, propertyName: property.name, valueId, valueName: value.name };
  });
}

/** A SKU sold as a pack ("Pack of 100") holds that many pieces; any other SKU is one piece. */
function piecesPerUnit(sku: SeedSku, properties: SeedProperty[]): number {
  const names = skuProperties(sku, properties).map((p) => p.valueName.en);
  const pack = names.map((name) => /^Pack of (\d+)$/.exec(name)).find((match) => match !== null);
  return pack ? Number(pack[1]) : 1;
}

const pictureUrl = (name: string) => `/uploads/catalog/${name}.svg`;

/** The demo catalogue, only into a shop without products. */
export async function seedDemoCatalogue(db: Db): Promise<boolean> {
  if ((await db.spu.count()) > 0) {
    await seedDemoPrintAreas(db);
    return false;
  }
  const [categories, properties, products, coupons] = await Promise.all([
    readSeed<SeedCategory[]>('categories.json'),
    readSeed<SeedProperty[]>('properties.json'),
    readSeed<SeedProduct[]>('products.json'),
    readSeed<{ code: string; type: string; value: number; minSpend: number; perMemberLimit: number }[]>('coupons.json'),
  ]);
  const now = Date.now();
  await db.$transaction(async (tx) => {
    await tx.category.createMany({ data: categories, skipDuplicates: true });
    await tx.spu.createMany({
      data: products.map((p) => ({
        id: p.id,
        categoryId: p.categoryId,
        name: p.name,
        keyword: p.keyword,
        introduction: p.introduction,
        description: p.description,
        picUrl: pictureUrl(String(p.id)),
        sliderPicUrls: [pictureUrl(String(p.id)), ...p.skus.slice(0, 3).map((s) => pictureUrl(`${p.id}-${s.id}`))],
        salesCount: p.salesCount,
        minPriceUsd: Math.min(...p.skus.map((s) => s.priceUsd)),
        minPriceEur: Math.min(...p.skus.map((s) => s.priceEur)),
        createdAt: new Date(now - p.createdDaysAgo * 86_400_000 - p.id * 1000),
        decoratingMethods: p.decoratingMethods ?? [],
        printMinCount: p.printMinCount ?? 25,
        printCheckLevel: p.printCheckLevel ?? 0,
      })),
    });
    await tx.sku.createMany({
      data: products.flatMap((p) =>
        p.skus.map((s) => ({
          id: s.id,
          spuId: p.id,
          properties: skuProperties(s, properties),
          priceUsd: s.priceUsd,
          priceEur: s.priceEur,
          stock: s.stock,
          weight: s.weightGrams,
          piecesPerUnit: piecesPerUnit(s, properties),
          picUrl: pictureUrl(`${p.id}-${s.id}`),
        })),
      ),
    });
    await tx.quantityRule.createMany({
      data: products.flatMap((p) => (p.quantityRules ?? []).map((r) => ({ spuId: p.id, ...r }))),
    });
    await tx.coupon.createMany({ data: coupons, skipDuplicates: true });
    // Keep id sequences past the seeded ids so products created later do not collide.
    for (const table of ['product_spu', 'product_sku', 'product_category']) {
      await tx.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    }
  });
  await seedDemoPrintAreas(db);
  return true;
}

type SeedArea = { x: number; y: number; width: number; height: number; widthMm: number; heightMm: number };

/**
 * The design editor's print areas of the printable demo products, per logo position the product's
 * shape has (front centre for all; back centre of mugs, bottles, bags, cards, notebooks, USB
 * sticks and T-shirts; a T-shirt's left chest, a cap's side, a gift box's lid), drawn on the
 * product's picture, into a shop that has none yet: also a demo shop seeded before print areas
 * existed gets them.
 */
async function seedDemoPrintAreas(db: Db): Promise<void> {
  if ((await db.printArea.count()) > 0) return;
  const [products, areas] = await Promise.all([
    readSeed<SeedProduct[]>('products.json'),
    readSeed<Record<string, Record<string, SeedArea>>>('print-areas.json'),
  ]);
  const existing = new Set((await db.spu.findMany({ select: { id: true } })).map((s) => s.id));
  const printable = products.filter((p) => (p.decoratingMethods ?? []).length > 0 && existing.has(p.id));
  await db.printArea.createMany({
    data: printable.flatMap((p) =>
      Object.entries(areas[p.picture.shape] ?? areas.box!).map(([locationId, area]) => ({ spuId: p.id, locationId, ...area })),
    ),
    skipDuplicates: true,
  });
}

/** Draws the demo pictures into the upload folder where they are missing. */
export async function writeCataloguePictures(uploadDir: string): Promise<void> {
  const [properties, products] = await Promise.all([readSeed<SeedProperty[]>('properties.json'), readSeed<SeedProduct[]>('products.json')]);
  const dir = join(uploadDir, 'catalog');
  await mkdir(dir, { recursive: true });
  const writes: Promise<void>[] = [];
  const write = (name: string, svg: () => string) => {
    const file = join(dir, `${name}.svg`);
    if (!existsSync(file)) writes.push(writeFile(file, svg()));
  };
  for (const product of products) {
    write(String(product.id), () => productSvg(product.picture.shape, product.picture.color, ''));
    for (const sku of product.skus) {
      const props = skuProperties(sku, properties);
      const colour = props.find((p) => p.propertyId === 1)?.valueName.en;
      const caption = props.map((p) => p.valueName.en).join(' · ');
      write(`${product.id}-${sku.id}`, () => productSvg(product.picture.shape, colourFromName(colour, product.picture.color), caption));
    }
  }
  await Promise.all(writes);
}

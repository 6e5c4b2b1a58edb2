import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { createDb } from './client.ts';
import { applyMigrations, readMigrations } from './migrate.ts';
import { diffSchemas, readSchema } from './schema-diff.ts';
import { seedDemoCatalogue, seedReferenceData } from './seed.ts';

/** Hand-written in the migrations because Prisma cannot model them (see the init migration). */
const NOT_MODELLED =
  /^(product_spu_search_\w+_idx|product_sku_stock_check|member_address_one_default_idx|member_address_one_owner|trade_order_guest_idempotency_key_idx|trade_cart_count_check|trade_order_pay_price_check|trade_order_item_count_check|product_sku_pieces_per_unit_check|product_stock_movement_kind_check|trade_order_search_trgm_idx|member_user_search_trgm_idx|member_company\w*_check|trade_invoice_order_id_original_key)$/;

const CATALOG_QUERY = `
  SELECT 'column' AS kind, table_name || '.' || column_name AS name,
         concat_ws(' ', data_type, udt_name, is_nullable, column_default) AS definition
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
  UNION ALL
  SELECT 'constraint', conname, pg_get_constraintdef(oid)
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid <> 'public._prisma_migrations'::regclass
  UNION ALL
  SELECT 'index', indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
  ORDER BY 1, 2`;

async function describeSchema(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS "_prisma_migrations" (id text)');
    const { rows } = await client.query<{ kind: string; name: string; definition: string }>(CATALOG_QUERY);
    return rows.filter((r) => !NOT_MODELLED.test(r.name)).map((r) => `${r.kind} ${r.name}: ${r.definition}`);
  } finally {
    await client.end();
  }
}

let migrated: Awaited<ReturnType<typeof createTestDatabase>>;
let fromSchema: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  [migrated, fromSchema] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([migrated.drop(), fromSchema.drop()]);
});

describe('migrations', () => {
  it('build exactly the database schema.prisma describes', async () => {
    const client = new pg.Client({ connectionString: fromSchema.url });
    await client.connect();
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await client.query(await diffSchemas(null, await readSchema(), fromSchema.url));
    await client.end();
    expect(await describeSchema(migrated.url)).toEqual(await describeSchema(fromSchema.url));
  });

  it('are recorded as prisma migrate deploy records them, and a second run applies nothing', async () => {
    expect(await applyMigrations(migrated.url)).toEqual([]);
    const client = new pg.Client({ connectionString: migrated.url });
    await client.connect();
    const { rows } = await client.query(
      'SELECT migration_name, checksum, applied_steps_count, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    await client.end();
    const files = await readMigrations();
    expect(rows.map((r) => [r.migration_name, r.checksum, r.applied_steps_count])).toEqual(files.map((m) => [m.name, m.checksum, 1]));
    expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
  });

  it('refuse to run over a migration that was edited after it was applied', async () => {
    const client = new pg.Client({ connectionString: migrated.url });
    await client.connect();
    await client.query(
      `UPDATE "_prisma_migrations" SET checksum = repeat('0', 64) WHERE migration_name = (SELECT min(migration_name) FROM "_prisma_migrations")`,
    );
    await client.end();
    await expect(applyMigrations(migrated.url)).rejects.toThrow(/was changed after it was applied/);
  });
});

describe('seed', () => {
  it('can run again without duplicating anything', async () => {
    const db = createDb(fromSchema.url, { poolSize: 2 });
    try {
      const before = await Promise.all([db.country.count(), db.region.count(), db.dictData.count(), db.quantityRule.count()]);
      await seedReferenceData(db);
      await seedReferenceData(db);
      expect(await Promise.all([db.country.count(), db.region.count(), db.dictData.count(), db.quantityRule.count()])).toEqual(
        before.map((n, i) => (n === 0 ? [249, expect.any(Number), expect.any(Number), 3][i] : n)),
      );
      expect(await seedDemoCatalogue(db)).toBe(true);
      expect(await seedDemoCatalogue(db)).toBe(false);
      expect(await db.spu.count()).toBe(69);
      expect(await db.sku.count({ where: { stock: { lt: 0 } } })).toBe(0);
    } finally {
      await db.$disconnect();
    }
  });
});

-- AlterTable
CREATE SEQUENCE product_category_id_seq;
ALTER TABLE "product_category" ALTER COLUMN "id" SET DEFAULT nextval('product_category_id_seq');
ALTER SEQUENCE product_category_id_seq OWNED BY "product_category"."id";

-- AlterTable
CREATE SEQUENCE product_sku_id_seq;
ALTER TABLE "product_sku" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3),
ALTER COLUMN "id" SET DEFAULT nextval('product_sku_id_seq');
ALTER SEQUENCE product_sku_id_seq OWNED BY "product_sku"."id";

-- CreateTable
CREATE TABLE "product_stock_movement" (
    "id" SERIAL NOT NULL,
    "sku_id" INTEGER NOT NULL,
    "change" INTEGER NOT NULL,
    "stock_after" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "admin_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_stock_movement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "product_stock_movement_sku_id_created_at_idx" ON "product_stock_movement"("sku_id", "created_at");

-- AddForeignKey
ALTER TABLE "product_stock_movement" ADD CONSTRAINT "product_stock_movement_sku_id_fkey" FOREIGN KEY ("sku_id") REFERENCES "product_sku"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Not modelled by Prisma: databases seeded before categories and SKUs had sequences keep their
-- ids; new rows from the back office start after the highest one.
SELECT setval('product_category_id_seq', GREATEST((SELECT max("id") FROM "product_category"), 0) + 1, false);
SELECT setval('product_sku_id_seq', GREATEST((SELECT max("id") FROM "product_sku"), 0) + 1, false);

-- A SKU removed from its product leaves the catalogue: the cache must hear of it.
DROP TRIGGER "product_sku_changed" ON "product_sku";
CREATE TRIGGER "product_sku_changed"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "spu_id", "properties", "price_usd", "price_eur", "pic_url", "weight", "deleted_at"
  ON "product_sku" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();

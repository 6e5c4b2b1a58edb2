-- AlterTable
ALTER TABLE "product_stock_movement" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'adjust',
ADD COLUMN     "order_id" INTEGER;

ALTER TABLE "product_stock_movement" ADD CONSTRAINT "product_stock_movement_kind_check" CHECK ("kind" IN ('adjust', 'sale', 'cancel', 'return', 'remove'));

-- SKUs removed from their product were written with this reason before kinds existed.
UPDATE "product_stock_movement" SET "kind" = 'remove', "reason" = '' WHERE "reason" = 'Removed from the product' AND "admin_id" IS NOT NULL;

-- Stock adjustments have a permission of their own: every role that could adjust stock (through
-- the product-update permission) keeps that right, and the preset fulfilment role gains it with
-- read access to the catalogue.
UPDATE "system_admin_role" SET "permissions" = array_append("permissions", 'product:stock:update')
WHERE "permissions" && ARRAY['product:spu:update', 'product:spu:*', 'product:*']
  AND NOT "permissions" && ARRAY['product:stock:update', 'product:stock:*', 'product:*', '*'];
UPDATE "system_admin_role" SET "permissions" = "permissions" || ARRAY['product:spu:query', 'product:category:query', 'product:stock:update']
WHERE "name" = 'fulfilment' AND NOT "permissions" && ARRAY['product:stock:update'];

-- AlterTable: orders placed before billing addresses existed are billed to their delivery address.
ALTER TABLE "trade_order" ADD COLUMN     "billing_address" JSONB;
UPDATE "trade_order" SET "billing_address" = "address";
ALTER TABLE "trade_order" ALTER COLUMN "billing_address" SET NOT NULL;

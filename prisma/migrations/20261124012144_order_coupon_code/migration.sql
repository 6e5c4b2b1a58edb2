-- AlterTable
ALTER TABLE "trade_order" ADD COLUMN     "coupon_code" TEXT;

-- Orders placed before keep their coupon's code too (used codes are disabled, never deleted).
UPDATE "trade_order" o SET "coupon_code" = c."code" FROM "promotion_coupon" c WHERE o."coupon_id" = c."id";

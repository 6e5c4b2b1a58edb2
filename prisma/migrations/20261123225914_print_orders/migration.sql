-- AlterTable
ALTER TABLE "product_spu" ADD COLUMN     "decorating_methods" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "print_check_level" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "print_min_count" INTEGER NOT NULL DEFAULT 25;

-- AlterTable
ALTER TABLE "trade_order_item" ADD COLUMN     "decorating_method" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "description" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "location_id" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "print_check_level" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "print_checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "print_data_url" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "print_findings" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "print_preview_url" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "print_reasons" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "print_status" INTEGER,
ADD COLUMN     "print_tier" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "size" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "trade_order_item_print_status_idx" ON "trade_order_item"("print_status");

-- The demo catalogue's printable products (a shop seeded before this migration).
UPDATE "product_spu" SET "decorating_methods" = ARRAY['2','5'] WHERE "id" = 1016;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['4','2'] WHERE "id" = 1017;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['4','2','5'] WHERE "id" = 1018;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5','4'] WHERE "id" = 1020;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['4'] WHERE "id" = 1023;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'] WHERE "id" = 1024;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'], "print_check_level" = 1 WHERE "id" = 1026;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','2','5'], "print_check_level" = 1 WHERE "id" = 1027;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['4','1','5'] WHERE "id" = 1028;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['4','2'] WHERE "id" = 1029;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'] WHERE "id" = 1030;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'] WHERE "id" = 1031;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','3','5'] WHERE "id" = 1032;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['3','1'] WHERE "id" = 1033;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','3','5'], "print_check_level" = 1 WHERE "id" = 1034;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1'] WHERE "id" = 1035;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['2','4','5'] WHERE "id" = 1036;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['4','5'] WHERE "id" = 1038;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['4','5'] WHERE "id" = 1039;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'] WHERE "id" = 1040;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'] WHERE "id" = 1041;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['3'], "print_check_level" = 1 WHERE "id" = 1042;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'] WHERE "id" = 1043;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'] WHERE "id" = 1044;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'] WHERE "id" = 1045;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'], "print_min_count" = 50 WHERE "id" = 1046;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'], "print_min_count" = 50, "print_check_level" = 1 WHERE "id" = 1047;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'], "print_min_count" = 50 WHERE "id" = 1048;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'], "print_min_count" = 50 WHERE "id" = 1050;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'], "print_min_count" = 50 WHERE "id" = 1051;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'], "print_min_count" = 50 WHERE "id" = 1052;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1'], "print_min_count" = 50 WHERE "id" = 1054;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1','5'], "print_min_count" = 50 WHERE "id" = 1056;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'], "print_min_count" = 50 WHERE "id" = 1058;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'], "print_min_count" = 50 WHERE "id" = 1060;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['5'] WHERE "id" = 1063;
UPDATE "product_spu" SET "decorating_methods" = ARRAY['1'] WHERE "id" = 1064;

-- AlterTable
ALTER TABLE "product_sku" ADD COLUMN     "pieces_per_unit" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "trade_order" ADD COLUMN     "idempotency_hash" TEXT;

-- AlterTable
ALTER TABLE "trade_order_item" ADD COLUMN     "pieces_per_unit" INTEGER NOT NULL DEFAULT 1;

ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_pieces_per_unit_check" CHECK ("pieces_per_unit" BETWEEN 1 AND 100000);

-- SKUs sold as packs ("Pack of 100") hold that many pieces: a shop upgrading keeps its packs' logo prices per printed piece.
UPDATE "product_sku" s SET "pieces_per_unit" = p.pieces
FROM (
  SELECT k.id, (substring(prop->'valueName'->>'en' FROM '^Pack of ([0-9]{1,5})$'))::int AS pieces
  FROM "product_sku" k, jsonb_array_elements(k.properties) AS prop
  WHERE prop->'valueName'->>'en' ~ '^Pack of [0-9]{1,5}$'
) p
WHERE s.id = p.id AND p.pieces BETWEEN 1 AND 100000;

-- A business buyer's purchase-order number and cost centre, given at checkout.
ALTER TABLE "trade_order" ADD COLUMN "po_number" TEXT, ADD COLUMN "cost_centre" TEXT;

-- The back office's order search finds the PO number too: its search text gains the column, and the
-- trigram index is built again over the new text (apps/api/src/lib/search-text.ts calls it).
DROP INDEX "trade_order_search_trgm_idx";
DROP FUNCTION "shop_order_search_text"(text, text, jsonb, jsonb);

CREATE FUNCTION "shop_order_search_text"(no text, email text, address jsonb, billing jsonb, po_number text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(
    coalesce(no, '') || chr(31) || coalesce(email, '') || chr(31)
    || coalesce(address->>'firstName', '') || ' ' || coalesce(address->>'lastName', '') || chr(31)
    || "shop_digits"(address->>'mobile') || chr(31)
    || coalesce(billing->>'firstName', '') || ' ' || coalesce(billing->>'lastName', '') || chr(31)
    || "shop_digits"(billing->>'mobile') || chr(31)
    || coalesce(po_number, '')
  );

CREATE INDEX "trade_order_search_trgm_idx" ON "trade_order" USING GIN (
  "shop_order_search_text"("no", "email", "address", "billing_address", "po_number") gin_trgm_ops
);

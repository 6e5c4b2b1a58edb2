-- Not modelled by Prisma: the back office's search texts and their trigram indexes, so a part of an
-- order number, name, e-mail or phone number ("000006", "claire", "Dubois") is found without
-- reading every row. Fields are joined by a unit separator (U+001F), which a search never holds, so
-- a fragment matches within one field; phone numbers count by their digits. The order and member
-- searches (apps/api/src/lib/search-text.ts) call these functions, so the indexes serve them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION "shop_digits"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(coalesce(value, ''), '[^0-9]', '', 'g');

CREATE FUNCTION "shop_order_search_text"(no text, email text, address jsonb, billing jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(
    coalesce(no, '') || chr(31) || coalesce(email, '') || chr(31)
    || coalesce(address->>'firstName', '') || ' ' || coalesce(address->>'lastName', '') || chr(31)
    || "shop_digits"(address->>'mobile') || chr(31)
    || coalesce(billing->>'firstName', '') || ' ' || coalesce(billing->>'lastName', '') || chr(31)
    || "shop_digits"(billing->>'mobile')
  );

CREATE FUNCTION "shop_member_search_text"(mail text, first_name text, last_name text, nickname text, mobile text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(
    coalesce(mail, '') || chr(31) || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || chr(31)
    || coalesce(nickname, '') || chr(31) || "shop_digits"(mobile)
  );

CREATE INDEX "trade_order_search_trgm_idx" ON "trade_order" USING GIN (
  "shop_order_search_text"("no", "email", "address", "billing_address") gin_trgm_ops
);
CREATE INDEX "member_user_search_trgm_idx" ON "member_user" USING GIN (
  "shop_member_search_text"("mail", "first_name", "last_name", "nickname", "mobile") gin_trgm_ops
);

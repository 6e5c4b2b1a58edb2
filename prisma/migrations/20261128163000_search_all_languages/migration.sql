-- Not modelled by Prisma: the storefront's search reads names and keywords in all three languages
-- at once (an English shopper's "Notizbuch" finds notebooks, "杯子" finds mugs in any language).
-- `product_search_text` is that text: lower case, hyphens and apostrophes dropped ("T-Shirt" is
-- "tshirt"), words between single spaces and a space at each end, so a word's start or end is a
-- LIKE pattern the trigram index serves. apps/api/src/modules/catalog/search-sql.ts writes the
-- same call; search-plan.ts normalises what shoppers type the same way.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION product_search_text(name jsonb, keyword jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT ' ' || btrim(regexp_replace(regexp_replace(lower(
      coalesce(name->>'en', '') || ' ' || coalesce(name->>'de', '') || ' ' || coalesce(name->>'zh', '') || ' ' ||
      coalesce(keyword->>'en', '') || ' ' || coalesce(keyword->>'de', '') || ' ' || coalesce(keyword->>'zh', '')
    ), '[-''’‐‑]', '', 'g'), '[^[:alnum:]]+', ' ', 'g')) || ' '
  $$;

CREATE INDEX "product_spu_search_all_trgm_idx" ON "product_spu" USING GIN (product_search_text("name", "keyword") gin_trgm_ops);

-- The per-language trigram indexes the search no longer reads (typos are judged on the text above).
DROP INDEX IF EXISTS "product_spu_search_en_trgm_idx";
DROP INDEX IF EXISTS "product_spu_search_de_trgm_idx";
DROP INDEX IF EXISTS "product_spu_search_zh_idx";

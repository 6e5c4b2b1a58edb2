-- Not modelled by Prisma: trigram indexes on the English and German search texts, so a search
-- with a typo ("notebok") finds products by word similarity (`<%`) without reading every row.
-- The expressions match the ones the product list writes (apps/api/src/modules/catalog/list-spus.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "product_spu_search_en_trgm_idx" ON "product_spu" USING GIN (
  lower(coalesce("name"->>'en', '') || ' ' || coalesce("keyword"->>'en', '') || ' ' || coalesce("introduction"->>'en', '')) gin_trgm_ops
);
CREATE INDEX "product_spu_search_de_trgm_idx" ON "product_spu" USING GIN (
  lower(coalesce("name"->>'de', '') || ' ' || coalesce("keyword"->>'de', '') || ' ' || coalesce("introduction"->>'de', '')) gin_trgm_ops
);

-- Not modelled by Prisma: orders take stock and count sales on every purchase; those columns
-- are never served from the catalogue cache, so changing them must not empty it (nor queue a
-- notification on every order). The triggers now fire on the other columns only: a new
-- catalogue column must be added to these lists.
DROP TRIGGER "product_spu_changed" ON "product_spu";
CREATE TRIGGER "product_spu_changed"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "category_id", "name", "keyword", "introduction", "description", "pic_url", "slider_pic_urls", "status", "sort", "min_price_usd", "min_price_eur", "created_at"
  ON "product_spu" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();

DROP TRIGGER "product_sku_changed" ON "product_sku";
CREATE TRIGGER "product_sku_changed"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "spu_id", "properties", "price_usd", "price_eur", "pic_url", "weight"
  ON "product_sku" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();

-- Coupon terms are cached for settlement too; how often a coupon was used is always read live.
CREATE TRIGGER "promotion_coupon_changed"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "code", "type", "value", "min_spend", "valid_from", "valid_to", "total_limit", "per_member_limit", "member_id", "mail"
  ON "promotion_coupon" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();

-- Not modelled by Prisma: every change to what the catalogue pages show notifies the API
-- instances (channel `catalog_changed`), which drop their cached catalogue pages.
CREATE OR REPLACE FUNCTION "notify_catalog_changed"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "product_category_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_category"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
CREATE TRIGGER "product_spu_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_spu"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
CREATE TRIGGER "product_sku_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sku"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
CREATE TRIGGER "product_quantity_rule_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_quantity_rule"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();

-- The shop settings: one validated document (legal and contact data, delivery, carriers, tax
-- rates, tiers, reasons, unpaid limits), versioned; no row means the first values (environment).
CREATE TABLE "system_settings" (
    "id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "updater_id" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_settings_pkey" PRIMARY KEY ("id")
);

-- Carriers link to their tracking page: `{tracking}` is replaced by the tracking number.
ALTER TABLE "trade_delivery_express" ADD COLUMN "tracking_url" TEXT NOT NULL DEFAULT '';
UPDATE "trade_delivery_express" SET "tracking_url" = CASE "code"
  WHEN 'dhl' THEN 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?tracking-id={tracking}'
  WHEN 'ups' THEN 'https://www.ups.com/track?tracknum={tracking}'
  WHEN 'fedex' THEN 'https://www.fedex.com/fedextrack/?trknbr={tracking}'
  WHEN 'usps' THEN 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}'
  WHEN 'dpd' THEN 'https://tracking.dpd.de/status/en_US/parcel/{tracking}'
  WHEN 'gls' THEN 'https://gls-group.com/DE/en/parcel-tracking?match={tracking}'
  WHEN 'deutsche-post' THEN 'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode={tracking}'
  ELSE '' END;

-- Every instance keeps the settings in its catalogue cache: a change, from any instance or a
-- database console, empties it everywhere (as for the catalogue).
CREATE TRIGGER "system_settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "system_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
CREATE TRIGGER "trade_config_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trade_config"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
CREATE TRIGGER "trade_delivery_express_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trade_delivery_express"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();

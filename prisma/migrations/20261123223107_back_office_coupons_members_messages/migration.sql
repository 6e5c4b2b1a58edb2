-- AlterTable
ALTER TABLE "content_contact_message" ADD COLUMN     "reply_admin_id" INTEGER,
ADD COLUMN     "reply_content" TEXT,
ADD COLUMN     "reply_time" TIMESTAMPTZ(3),
ADD COLUMN     "status" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "promotion_coupon" ADD COLUMN     "name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "status" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "content_contact_message_status_id_idx" ON "content_contact_message"("status", "id");

-- CreateIndex
CREATE INDEX "trade_order_pay_time_idx" ON "trade_order"("pay_time");

-- Not modelled by Prisma: a disabled coupon must leave the settlement's cached coupon terms at once.
DROP TRIGGER "promotion_coupon_changed" ON "promotion_coupon";
CREATE TRIGGER "promotion_coupon_changed"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "id", "code", "type", "value", "min_spend", "valid_from", "valid_to", "total_limit", "per_member_limit", "member_id", "mail", "status"
  ON "promotion_coupon" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();

-- Members' statuses are cached beside the catalogue (every request with a member's token asks
-- it): disabling an account empties that cache on every instance, so its access tokens are
-- refused at once instead of when they expire.
CREATE TRIGGER "member_user_status_changed"
  AFTER DELETE OR TRUNCATE OR UPDATE OF "status"
  ON "member_user" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();

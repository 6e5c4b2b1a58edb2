-- AlterTable
ALTER TABLE "system_admin_user" ADD COLUMN     "totp_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "totp_last_step" INTEGER,
ADD COLUMN     "totp_secret" TEXT;

-- CreateTable
CREATE TABLE "trade_order_log" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "before_status" INTEGER NOT NULL,
    "after_status" INTEGER NOT NULL,
    "user_type" INTEGER NOT NULL,
    "user_id" INTEGER,
    "reason" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_order_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "trade_order_log_order_id_idx" ON "trade_order_log"("order_id");

-- CreateIndex
CREATE INDEX "trade_order_status_created_at_idx" ON "trade_order"("status", "created_at");

-- CreateIndex
CREATE INDEX "trade_order_created_at_idx" ON "trade_order"("created_at");

-- AddForeignKey
ALTER TABLE "trade_order_log" ADD CONSTRAINT "trade_order_log_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "trade_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The preset staff roles as shipped before, brought to today's presets unless the shop changed them.
UPDATE "system_admin_role" SET "permissions" = ARRAY['trade:order:*', 'trade:after-sale:*']
WHERE "name" = 'fulfilment' AND "permissions" = ARRAY['trade:order:query', 'trade:order:update', 'trade:after-sale:*'];

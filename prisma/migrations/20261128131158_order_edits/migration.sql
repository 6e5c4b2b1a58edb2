-- CreateTable
CREATE TABLE "trade_order_edit" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "idempotency_key" TEXT,
    "idempotency_hash" TEXT,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "difference" INTEGER NOT NULL,
    "coupon_dropped" BOOLEAN NOT NULL DEFAULT false,
    "refund_id" INTEGER,
    "extra_amount" INTEGER NOT NULL DEFAULT 0,
    "extra_status" INTEGER,
    "extra_channel_code" TEXT,
    "extra_capture_id" TEXT,
    "extra_paid_time" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_order_edit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trade_order_edit_refund_id_key" ON "trade_order_edit"("refund_id");

-- CreateIndex
CREATE INDEX "trade_order_edit_order_id_idx" ON "trade_order_edit"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "trade_order_edit_order_id_idempotency_key_key" ON "trade_order_edit"("order_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "trade_order_edit" ADD CONSTRAINT "trade_order_edit_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "trade_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_order_edit" ADD CONSTRAINT "trade_order_edit_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "trade_order_refund"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An order edit's stock moves are their own kind in the movement list.
ALTER TABLE "product_stock_movement" DROP CONSTRAINT "product_stock_movement_kind_check";
ALTER TABLE "product_stock_movement" ADD CONSTRAINT "product_stock_movement_kind_check" CHECK ("kind" IN ('adjust', 'sale', 'cancel', 'return', 'remove', 'edit'));

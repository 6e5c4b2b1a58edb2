-- AlterTable
ALTER TABLE "trade_credit_note" ADD COLUMN     "order_refund_id" INTEGER;

-- CreateTable
CREATE TABLE "trade_order_refund" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "idempotency_key" TEXT,
    "idempotency_hash" TEXT,
    "amount" INTEGER NOT NULL,
    "delivery_amount" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "restock" BOOLEAN NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "refund_id" TEXT,
    "refund_time" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_order_refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_order_refund_line" (
    "id" SERIAL NOT NULL,
    "refund_id" INTEGER NOT NULL,
    "order_item_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "trade_order_refund_line_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "trade_order_refund_status_refund_time_idx" ON "trade_order_refund"("status", "refund_time");

-- CreateIndex
CREATE UNIQUE INDEX "trade_order_refund_order_id_idempotency_key_key" ON "trade_order_refund"("order_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "trade_order_refund_line_refund_id_idx" ON "trade_order_refund_line"("refund_id");

-- CreateIndex
CREATE UNIQUE INDEX "trade_credit_note_order_refund_id_key" ON "trade_credit_note"("order_refund_id");

-- AddForeignKey
ALTER TABLE "trade_order_refund" ADD CONSTRAINT "trade_order_refund_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "trade_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_order_refund_line" ADD CONSTRAINT "trade_order_refund_line_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "trade_order_refund"("id") ON DELETE CASCADE ON UPDATE CASCADE;

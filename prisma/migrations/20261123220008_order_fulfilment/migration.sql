-- AlterTable
ALTER TABLE "trade_order" ADD COLUMN     "logistics_id" INTEGER,
ADD COLUMN     "logistics_no" TEXT,
ADD COLUMN     "remark" TEXT;

-- CreateTable
CREATE TABLE "trade_delivery_express" (
    "id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "trade_delivery_express_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trade_delivery_express_code_key" ON "trade_delivery_express"("code");

-- CreateIndex
CREATE INDEX "trade_order_status_delivery_time_idx" ON "trade_order"("status", "delivery_time");

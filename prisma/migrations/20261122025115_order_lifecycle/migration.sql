-- AlterTable
ALTER TABLE "trade_order" ADD COLUMN     "cancel_reason" TEXT,
ADD COLUMN     "deleted_at" TIMESTAMPTZ(3),
ADD COLUMN     "delivery_time" TIMESTAMPTZ(3),
ADD COLUMN     "receive_time" TIMESTAMPTZ(3);

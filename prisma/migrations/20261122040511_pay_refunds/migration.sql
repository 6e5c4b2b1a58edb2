-- AlterTable
ALTER TABLE "pay_order" ADD COLUMN     "capture_id" TEXT,
ADD COLUMN     "refund_id" TEXT,
ADD COLUMN     "refund_time" TIMESTAMPTZ(3);

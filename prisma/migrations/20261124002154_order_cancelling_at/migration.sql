-- AlterTable
ALTER TABLE "trade_order" ADD COLUMN     "cancelling_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "trade_order_item" ADD COLUMN     "img_url" TEXT NOT NULL DEFAULT '';

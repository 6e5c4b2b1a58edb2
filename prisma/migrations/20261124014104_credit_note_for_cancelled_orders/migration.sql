-- AlterTable
ALTER TABLE "trade_credit_note" ALTER COLUMN "after_sale_id" DROP NOT NULL;

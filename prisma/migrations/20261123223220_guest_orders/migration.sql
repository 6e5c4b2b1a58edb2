-- AlterTable
ALTER TABLE "promotion_coupon_use" ALTER COLUMN "member_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "trade_order" ADD COLUMN     "guest_language" TEXT,
ADD COLUMN     "unpaid_mail_time" TIMESTAMPTZ(3),
ALTER COLUMN "member_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "pay_order" ALTER COLUMN "member_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "trade_order_email_member_id_idx" ON "trade_order"("email", "member_id");

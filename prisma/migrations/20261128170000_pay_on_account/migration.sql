-- Invoice on account: the company whose credit the payment uses, and the payment reminders sent.
ALTER TABLE "pay_order" ADD COLUMN "reminder_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "company_id" INTEGER;

-- CreateIndex
CREATE INDEX "pay_order_company_id_status_idx" ON "pay_order"("company_id", "status");

-- A company buyer's order over their spending limit waits for an approver of the company (status 5):
-- the order keeps the company it was placed for, and the reason when it is declined.
ALTER TABLE "trade_order" ADD COLUMN "company_id" INTEGER,
ADD COLUMN "decline_reason" TEXT;

-- CreateIndex
CREATE INDEX "trade_order_company_id_status_idx" ON "trade_order"("company_id", "status");

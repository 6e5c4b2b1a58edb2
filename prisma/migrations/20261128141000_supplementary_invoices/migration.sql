-- Supplementary invoices: an edit's paid extra payment gets an invoice of its own beside the order's.
DROP INDEX "trade_invoice_order_id_key";
ALTER TABLE "trade_invoice" ADD COLUMN "edit_id" INTEGER;
CREATE UNIQUE INDEX "trade_invoice_edit_id_key" ON "trade_invoice"("edit_id");
CREATE INDEX "trade_invoice_order_id_idx" ON "trade_invoice"("order_id");
-- Still one invoice per order that is not an edit's.
CREATE UNIQUE INDEX "trade_invoice_order_id_original_key" ON "trade_invoice"("order_id") WHERE "edit_id" IS NULL;

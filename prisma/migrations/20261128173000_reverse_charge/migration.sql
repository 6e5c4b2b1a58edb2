-- Business buyers' taxes: reverse charge (net prices, no VAT), a US sales-tax exemption, and the
-- buyer's company as it was when ordering (its documents name it).
ALTER TABLE "trade_order" ADD COLUMN "reverse_charge" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "sales_tax_exempt" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "buyer_company" JSONB;

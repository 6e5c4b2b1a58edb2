-- A logo line of an order or a quote keeps the most it prints (its size tier cut to the product's
-- print area), so pages and documents name the size the shopper chose even when the area is
-- redrawn later. Lines from before keep 0: they are named by their tier.
ALTER TABLE "trade_order_item" ADD COLUMN "print_width_mm" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "print_height_mm" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "trade_quote_item" ADD COLUMN "print_width_mm" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "print_height_mm" INTEGER NOT NULL DEFAULT 0;

-- An upload keeps the name it had on the uploader's computer (sanitised), and a custom line the
-- name of its print file: shown on the order pages and given to the download.
ALTER TABLE "infra_file" ADD COLUMN "original_name" TEXT NOT NULL DEFAULT '';
ALTER TABLE "trade_order_item" ADD COLUMN "print_data_name" TEXT NOT NULL DEFAULT '';

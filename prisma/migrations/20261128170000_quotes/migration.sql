-- Quotes: requests priced line by line by the shop, with a message thread, accepted once into an order.
-- CreateTable
CREATE TABLE "trade_quote" (
    "id" SERIAL NOT NULL,
    "no" TEXT NOT NULL,
    "member_id" INTEGER,
    "company_id" INTEGER,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "company" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "country_code" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT '',
    "address" JSONB,
    "delivery_type" TEXT NOT NULL DEFAULT '1',
    "po_number" TEXT,
    "cost_centre" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "attachments" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" INTEGER NOT NULL DEFAULT 10,
    "price" JSONB NOT NULL,
    "pay_price" INTEGER NOT NULL,
    "delivery_price" INTEGER NOT NULL DEFAULT 0,
    "shop_note" TEXT NOT NULL DEFAULT '',
    "valid_to" TIMESTAMPTZ(3),
    "content" JSONB,
    "order_id" INTEGER,
    "priced_at" TIMESTAMPTZ(3),
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_quote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_quote_item" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "sku_id" INTEGER NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "spu_name" TEXT NOT NULL,
    "pic_url" TEXT NOT NULL DEFAULT '',
    "properties" JSONB NOT NULL,
    "order_type" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "pieces_per_unit" INTEGER NOT NULL DEFAULT 1,
    "size" TEXT NOT NULL DEFAULT '',
    "location_id" TEXT NOT NULL DEFAULT '',
    "decorating_method" TEXT NOT NULL DEFAULT '',
    "img_url" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "print_tier" TEXT NOT NULL DEFAULT '',
    "print_check_level" INTEGER NOT NULL DEFAULT 0,
    "unit_price" INTEGER NOT NULL,
    "print_price" INTEGER NOT NULL DEFAULT 0,
    "setup_price" INTEGER NOT NULL DEFAULT 0,
    "total_price" INTEGER NOT NULL,
    "decals_price" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "trade_quote_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_quote_message" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "from_shop" BOOLEAN NOT NULL,
    "admin_id" INTEGER,
    "content" TEXT NOT NULL,
    "pic_urls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_quote_message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trade_quote_no_key" ON "trade_quote"("no");

-- CreateIndex
CREATE UNIQUE INDEX "trade_quote_order_id_key" ON "trade_quote"("order_id");

-- CreateIndex
CREATE INDEX "trade_quote_member_id_idx" ON "trade_quote"("member_id");

-- CreateIndex
CREATE INDEX "trade_quote_status_valid_to_idx" ON "trade_quote"("status", "valid_to");

-- CreateIndex
CREATE INDEX "trade_quote_created_at_idx" ON "trade_quote"("created_at");

-- CreateIndex
CREATE INDEX "trade_quote_item_quote_id_idx" ON "trade_quote_item"("quote_id");

-- CreateIndex
CREATE INDEX "trade_quote_message_quote_id_idx" ON "trade_quote_message"("quote_id");

-- AddForeignKey
ALTER TABLE "trade_quote_item" ADD CONSTRAINT "trade_quote_item_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "trade_quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_quote_message" ADD CONSTRAINT "trade_quote_message_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "trade_quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The preset roles: fulfilment prices and answers quotes, support reads them.
UPDATE "system_admin_role" SET "permissions" = array_append("permissions", 'trade:quote:*')
WHERE "name" = 'fulfilment' AND NOT "permissions" && ARRAY['trade:quote:*', 'trade:*', '*'];
UPDATE "system_admin_role" SET "permissions" = array_append("permissions", 'trade:quote:query')
WHERE "name" = 'support' AND NOT "permissions" && ARRAY['trade:quote:query', 'trade:quote:*', 'trade:*', '*'];

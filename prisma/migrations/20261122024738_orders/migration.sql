-- CreateTable
CREATE TABLE "promotion_coupon" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "value" INTEGER NOT NULL,
    "min_spend" INTEGER NOT NULL DEFAULT 0,
    "valid_from" TIMESTAMPTZ(3),
    "valid_to" TIMESTAMPTZ(3),
    "total_limit" INTEGER,
    "per_member_limit" INTEGER NOT NULL DEFAULT 1,
    "member_id" INTEGER,
    "mail" TEXT,
    "used_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_coupon_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_coupon_use" (
    "id" SERIAL NOT NULL,
    "coupon_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_coupon_use_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_order" (
    "id" SERIAL NOT NULL,
    "no" TEXT NOT NULL,
    "member_id" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL,
    "total_price" INTEGER NOT NULL,
    "discount_price" INTEGER NOT NULL,
    "coupon_price" INTEGER NOT NULL,
    "delivery_price" INTEGER NOT NULL,
    "sales_tax_price" INTEGER NOT NULL,
    "decals_price" INTEGER NOT NULL,
    "pay_price" INTEGER NOT NULL,
    "vat_included_price" INTEGER NOT NULL,
    "delivery_type" TEXT NOT NULL,
    "coupon_id" INTEGER,
    "email" TEXT NOT NULL,
    "address" JSONB NOT NULL,
    "idempotency_key" TEXT,
    "pay_expire_time" TIMESTAMPTZ(3) NOT NULL,
    "pay_time" TIMESTAMPTZ(3),
    "cancel_time" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_order_item" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "sku_id" INTEGER NOT NULL,
    "spu_name" TEXT NOT NULL,
    "pic_url" TEXT NOT NULL,
    "properties" JSONB NOT NULL,
    "order_type" INTEGER NOT NULL DEFAULT 1,
    "price" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "total_price" INTEGER NOT NULL,
    "discounted_price" INTEGER NOT NULL,
    "discount_description" TEXT NOT NULL DEFAULT '',
    "decals_price" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "trade_order_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pay_order" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "channel_code" TEXT,
    "channel_order_id" TEXT,
    "success_time" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pay_order_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "promotion_coupon_code_key" ON "promotion_coupon"("code");

-- CreateIndex
CREATE UNIQUE INDEX "promotion_coupon_use_order_id_key" ON "promotion_coupon_use"("order_id");

-- CreateIndex
CREATE INDEX "promotion_coupon_use_coupon_id_member_id_idx" ON "promotion_coupon_use"("coupon_id", "member_id");

-- CreateIndex
CREATE UNIQUE INDEX "trade_order_no_key" ON "trade_order"("no");

-- CreateIndex
CREATE INDEX "trade_order_member_id_status_idx" ON "trade_order"("member_id", "status");

-- CreateIndex
CREATE INDEX "trade_order_status_pay_expire_time_idx" ON "trade_order"("status", "pay_expire_time");

-- CreateIndex
CREATE UNIQUE INDEX "trade_order_member_id_idempotency_key_key" ON "trade_order"("member_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "trade_order_item_order_id_idx" ON "trade_order_item"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "pay_order_order_id_key" ON "pay_order"("order_id");

-- AddForeignKey
ALTER TABLE "promotion_coupon_use" ADD CONSTRAINT "promotion_coupon_use_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "promotion_coupon"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_order_item" ADD CONSTRAINT "trade_order_item_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "trade_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pay_order" ADD CONSTRAINT "pay_order_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "trade_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Not modelled by Prisma: money and counts an order can never hold.
ALTER TABLE "trade_order" ADD CONSTRAINT "trade_order_pay_price_check" CHECK ("pay_price" >= 0);
ALTER TABLE "trade_order_item" ADD CONSTRAINT "trade_order_item_count_check" CHECK ("count" >= 1);

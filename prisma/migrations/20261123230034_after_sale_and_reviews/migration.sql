-- AlterTable
ALTER TABLE "trade_order_item" ADD COLUMN     "after_sale_id" INTEGER,
ADD COLUMN     "after_sale_status" INTEGER,
ADD COLUMN     "comment_status" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "trade_after_sale" (
    "id" SERIAL NOT NULL,
    "no" TEXT NOT NULL,
    "member_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_item_id" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 10,
    "way" INTEGER NOT NULL,
    "apply_reason" TEXT NOT NULL,
    "apply_description" TEXT NOT NULL DEFAULT '',
    "apply_pic_urls" JSONB NOT NULL DEFAULT '[]',
    "refund_price" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "sku_id" INTEGER NOT NULL,
    "spu_name" TEXT NOT NULL,
    "pic_url" TEXT NOT NULL,
    "properties" JSONB NOT NULL,
    "count" INTEGER NOT NULL,
    "audit_admin_id" INTEGER,
    "audit_time" TIMESTAMPTZ(3),
    "audit_reason" TEXT NOT NULL DEFAULT '',
    "logistics_id" INTEGER,
    "logistics_no" TEXT NOT NULL DEFAULT '',
    "delivery_time" TIMESTAMPTZ(3),
    "receive_time" TIMESTAMPTZ(3),
    "refuse_memo" TEXT NOT NULL DEFAULT '',
    "refund_started_at" TIMESTAMPTZ(3),
    "refund_id" TEXT,
    "refund_time" TIMESTAMPTZ(3),
    "cancel_time" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_after_sale_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_after_sale_log" (
    "id" SERIAL NOT NULL,
    "after_sale_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "before_status" INTEGER,
    "after_status" INTEGER NOT NULL,
    "user_type" INTEGER NOT NULL,
    "user_id" INTEGER,
    "reason" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_after_sale_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_comment" (
    "id" SERIAL NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "sku_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_item_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "user_nickname" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "description_scores" INTEGER NOT NULL,
    "benefit_scores" INTEGER NOT NULL,
    "scores" INTEGER NOT NULL,
    "pic_urls" JSONB NOT NULL DEFAULT '[]',
    "sku_properties" JSONB NOT NULL DEFAULT '[]',
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "hide_reason" TEXT NOT NULL DEFAULT '',
    "reply_status" BOOLEAN NOT NULL DEFAULT false,
    "reply_content" TEXT NOT NULL DEFAULT '',
    "reply_admin_id" INTEGER,
    "reply_time" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_comment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trade_after_sale_no_key" ON "trade_after_sale"("no");

-- CreateIndex
CREATE INDEX "trade_after_sale_member_id_id_idx" ON "trade_after_sale"("member_id", "id");

-- CreateIndex
CREATE INDEX "trade_after_sale_status_id_idx" ON "trade_after_sale"("status", "id");

-- CreateIndex
CREATE INDEX "trade_after_sale_order_item_id_idx" ON "trade_after_sale"("order_item_id");

-- CreateIndex
CREATE INDEX "trade_after_sale_log_after_sale_id_idx" ON "trade_after_sale_log"("after_sale_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_comment_order_item_id_key" ON "product_comment"("order_item_id");

-- CreateIndex
CREATE INDEX "product_comment_spu_id_visible_id_idx" ON "product_comment"("spu_id", "visible", "id");

-- CreateIndex
CREATE INDEX "product_comment_member_id_idx" ON "product_comment"("member_id");

-- AddForeignKey
ALTER TABLE "trade_after_sale_log" ADD CONSTRAINT "trade_after_sale_log_after_sale_id_fkey" FOREIGN KEY ("after_sale_id") REFERENCES "trade_after_sale"("id") ON DELETE CASCADE ON UPDATE CASCADE;

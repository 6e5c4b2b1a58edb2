-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "product_category" (
    "id" INTEGER NOT NULL,
    "parent_id" INTEGER NOT NULL DEFAULT 0,
    "name" JSONB NOT NULL,
    "pic_url" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_spu" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "name" JSONB NOT NULL,
    "keyword" JSONB NOT NULL,
    "introduction" JSONB NOT NULL,
    "description" JSONB NOT NULL,
    "pic_url" TEXT NOT NULL,
    "slider_pic_urls" TEXT[],
    "status" INTEGER NOT NULL DEFAULT 1,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "sales_count" INTEGER NOT NULL DEFAULT 0,
    "min_price_usd" INTEGER NOT NULL,
    "min_price_eur" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_spu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_sku" (
    "id" INTEGER NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "properties" JSONB NOT NULL,
    "price_usd" INTEGER NOT NULL,
    "price_eur" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL,
    "pic_url" TEXT NOT NULL,
    "weight" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "product_sku_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_quantity_rule" (
    "id" SERIAL NOT NULL,
    "spu_id" INTEGER,
    "quantity" INTEGER NOT NULL,
    "discount" INTEGER NOT NULL,

    CONSTRAINT "product_quantity_rule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_dict_data" (
    "id" SERIAL NOT NULL,
    "dict_type" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "label" JSONB NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "css_class" TEXT NOT NULL DEFAULT '',
    "list_class" TEXT NOT NULL DEFAULT '',
    "status" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "system_dict_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_country" (
    "id" INTEGER NOT NULL,
    "iso2" CHAR(2) NOT NULL,
    "phone_code" TEXT NOT NULL,
    "name" JSONB NOT NULL,
    "shipping_allowed" BOOLEAN NOT NULL DEFAULT false,
    "postcode_pattern" TEXT,

    CONSTRAINT "member_country_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_region" (
    "id" SERIAL NOT NULL,
    "country_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "system_region_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_config" (
    "id" INTEGER NOT NULL,
    "after_sale_refund_reasons" JSONB NOT NULL,
    "after_sale_return_reasons" JSONB NOT NULL,

    CONSTRAINT "trade_config_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "infra_file" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER,
    "kind" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "infra_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_contact_message" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "mail" TEXT NOT NULL DEFAULT '',
    "mobile" TEXT NOT NULL DEFAULT '',
    "country_id" INTEGER,
    "subject" TEXT NOT NULL DEFAULT '8',
    "content" TEXT NOT NULL,
    "pic_urls" TEXT[],
    "language" TEXT NOT NULL DEFAULT 'en',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_contact_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "infra_mail_log" (
    "id" SERIAL NOT NULL,
    "to_address" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "infra_mail_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "product_category_parent_id_idx" ON "product_category"("parent_id");

-- CreateIndex
CREATE INDEX "product_spu_category_id_status_idx" ON "product_spu"("category_id", "status");

-- CreateIndex
CREATE INDEX "product_spu_status_sales_count_idx" ON "product_spu"("status", "sales_count");

-- CreateIndex
CREATE INDEX "product_spu_status_created_at_idx" ON "product_spu"("status", "created_at");

-- CreateIndex
CREATE INDEX "product_sku_spu_id_idx" ON "product_sku"("spu_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_quantity_rule_spu_id_quantity_key" ON "product_quantity_rule"("spu_id", "quantity");

-- CreateIndex
CREATE UNIQUE INDEX "system_dict_data_dict_type_value_key" ON "system_dict_data"("dict_type", "value");

-- CreateIndex
CREATE UNIQUE INDEX "member_country_iso2_key" ON "member_country"("iso2");

-- CreateIndex
CREATE UNIQUE INDEX "system_region_country_id_code_key" ON "system_region"("country_id", "code");

-- CreateIndex
CREATE UNIQUE INDEX "infra_file_path_key" ON "infra_file"("path");

-- CreateIndex
CREATE INDEX "infra_mail_log_created_at_idx" ON "infra_mail_log"("created_at");

-- AddForeignKey
ALTER TABLE "product_spu" ADD CONSTRAINT "product_spu_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "product_category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_spu_id_fkey" FOREIGN KEY ("spu_id") REFERENCES "product_spu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_quantity_rule" ADD CONSTRAINT "product_quantity_rule_spu_id_fkey" FOREIGN KEY ("spu_id") REFERENCES "product_spu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "system_region" ADD CONSTRAINT "system_region_country_id_fkey" FOREIGN KEY ("country_id") REFERENCES "member_country"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Not modelled by Prisma: stock can never go negative, whatever the concurrency.
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_stock_check" CHECK ("stock" >= 0);

-- Not modelled by Prisma: full-text search over name, keyword and introduction per language.
CREATE INDEX "product_spu_search_en_idx" ON "product_spu" USING GIN (
  to_tsvector('english'::regconfig, coalesce("name"->>'en', '') || ' ' || coalesce("keyword"->>'en', '') || ' ' || coalesce("introduction"->>'en', ''))
);
CREATE INDEX "product_spu_search_de_idx" ON "product_spu" USING GIN (
  to_tsvector('german'::regconfig, coalesce("name"->>'de', '') || ' ' || coalesce("keyword"->>'de', '') || ' ' || coalesce("introduction"->>'de', ''))
);
-- Chinese has no word boundaries PostgreSQL knows: trigram matching (ILIKE) instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "product_spu_search_zh_idx" ON "product_spu" USING GIN (
  (coalesce("name"->>'zh', '') || ' ' || coalesce("keyword"->>'zh', '') || ' ' || coalesce("introduction"->>'zh', '')) gin_trgm_ops
);

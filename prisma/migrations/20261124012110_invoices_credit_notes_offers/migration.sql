-- AlterTable
ALTER TABLE "infra_mail_log" ADD COLUMN     "attachments" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "trade_document_counter" (
    "kind" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "last_no" INTEGER NOT NULL,

    CONSTRAINT "trade_document_counter_pkey" PRIMARY KEY ("kind","year")
);

-- CreateTable
CREATE TABLE "trade_invoice" (
    "id" SERIAL NOT NULL,
    "no" TEXT NOT NULL,
    "order_id" INTEGER NOT NULL,
    "member_id" INTEGER,
    "language" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "file_key" TEXT NOT NULL DEFAULT '',
    "issued_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "trade_invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_credit_note" (
    "id" SERIAL NOT NULL,
    "no" TEXT NOT NULL,
    "after_sale_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "member_id" INTEGER,
    "language" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "file_key" TEXT NOT NULL DEFAULT '',
    "issued_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "trade_credit_note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trade_offer" (
    "id" SERIAL NOT NULL,
    "no" TEXT NOT NULL,
    "member_id" INTEGER,
    "language" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "country_code" TEXT NOT NULL,
    "pieces" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "request" JSONB NOT NULL,
    "content" JSONB NOT NULL,
    "file_key" TEXT NOT NULL DEFAULT '',
    "valid_until" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_offer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trade_invoice_no_key" ON "trade_invoice"("no");

-- CreateIndex
CREATE UNIQUE INDEX "trade_invoice_order_id_key" ON "trade_invoice"("order_id");

-- CreateIndex
CREATE INDEX "trade_invoice_member_id_idx" ON "trade_invoice"("member_id");

-- CreateIndex
CREATE UNIQUE INDEX "trade_credit_note_no_key" ON "trade_credit_note"("no");

-- CreateIndex
CREATE UNIQUE INDEX "trade_credit_note_after_sale_id_key" ON "trade_credit_note"("after_sale_id");

-- CreateIndex
CREATE INDEX "trade_credit_note_order_id_idx" ON "trade_credit_note"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "trade_offer_no_key" ON "trade_offer"("no");

-- CreateIndex
CREATE INDEX "trade_offer_created_at_idx" ON "trade_offer"("created_at");

-- CreateIndex
CREATE INDEX "trade_offer_member_id_idx" ON "trade_offer"("member_id");

-- AlterTable
ALTER TABLE "pay_order" ADD COLUMN "reference" TEXT,
ADD COLUMN "due_time" TIMESTAMPTZ(3),
ADD COLUMN "paid_amount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "reminder_time" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "pay_receipt" (
    "id" SERIAL NOT NULL,
    "pay_order_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "entry_key" TEXT,
    "admin_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pay_receipt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pay_order_reference_key" ON "pay_order"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "pay_receipt_entry_key_key" ON "pay_receipt"("entry_key");

-- CreateIndex
CREATE INDEX "pay_receipt_pay_order_id_idx" ON "pay_receipt"("pay_order_id");

-- AddForeignKey
ALTER TABLE "pay_receipt" ADD CONSTRAINT "pay_receipt_pay_order_id_fkey" FOREIGN KEY ("pay_order_id") REFERENCES "pay_order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "trade_cart" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "sku_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "selected" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trade_cart_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trade_cart_member_id_sku_id_key" ON "trade_cart"("member_id", "sku_id");

-- AddForeignKey
ALTER TABLE "trade_cart" ADD CONSTRAINT "trade_cart_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trade_cart" ADD CONSTRAINT "trade_cart_sku_id_fkey" FOREIGN KEY ("sku_id") REFERENCES "product_sku"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Not modelled by Prisma: a cart line holds at least one piece.
ALTER TABLE "trade_cart" ADD CONSTRAINT "trade_cart_count_check" CHECK ("count" >= 1);

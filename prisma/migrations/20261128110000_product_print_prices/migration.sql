-- CreateTable
CREATE TABLE "product_print_price" (
    "id" SERIAL NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "decorating_method" TEXT NOT NULL,
    "tier" TEXT NOT NULL,
    "price_usd" INTEGER NOT NULL,
    "price_eur" INTEGER NOT NULL,

    CONSTRAINT "product_print_price_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_print_price_spu_id_decorating_method_tier_key" ON "product_print_price"("spu_id", "decorating_method", "tier");

-- AddForeignKey
ALTER TABLE "product_print_price" ADD CONSTRAINT "product_print_price_spu_id_fkey" FOREIGN KEY ("spu_id") REFERENCES "product_spu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

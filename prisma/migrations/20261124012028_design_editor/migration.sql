-- CreateTable
CREATE TABLE "product_print_area" (
    "id" SERIAL NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "location_id" TEXT NOT NULL,
    "pic_url" TEXT NOT NULL DEFAULT '',
    "x" INTEGER NOT NULL,
    "y" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "width_mm" INTEGER NOT NULL,
    "height_mm" INTEGER NOT NULL,

    CONSTRAINT "product_print_area_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_design" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "spu_id" INTEGER NOT NULL,
    "sku_id" INTEGER,
    "location_id" TEXT NOT NULL,
    "size" TEXT NOT NULL DEFAULT '',
    "content" JSONB NOT NULL,
    "preview_url" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_design_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_print_area_spu_id_location_id_key" ON "product_print_area"("spu_id", "location_id");

-- CreateIndex
CREATE INDEX "product_design_member_id_updated_at_idx" ON "product_design"("member_id", "updated_at");

-- AddForeignKey
ALTER TABLE "product_print_area" ADD CONSTRAINT "product_print_area_spu_id_fkey" FOREIGN KEY ("spu_id") REFERENCES "product_spu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_design" ADD CONSTRAINT "product_design_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

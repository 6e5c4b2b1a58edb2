-- CreateTable
CREATE TABLE "product_favorite" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_favorite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_like" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_like_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_browse_history" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "spu_id" INTEGER NOT NULL,
    "viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_browse_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_newsletter_subscriber" (
    "id" SERIAL NOT NULL,
    "mail" TEXT NOT NULL,
    "member_id" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 0,
    "language" TEXT NOT NULL DEFAULT 'en',
    "confirm_token_hash" TEXT,
    "confirm_expires_at" TIMESTAMPTZ(3),
    "unsubscribe_token" TEXT NOT NULL,
    "coupon_id" INTEGER,
    "confirmed_at" TIMESTAMPTZ(3),
    "unsubscribed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_newsletter_subscriber_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "product_favorite_member_id_id_idx" ON "product_favorite"("member_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "product_favorite_member_id_spu_id_key" ON "product_favorite"("member_id", "spu_id");

-- CreateIndex
CREATE INDEX "product_like_member_id_id_idx" ON "product_like"("member_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "product_like_member_id_spu_id_key" ON "product_like"("member_id", "spu_id");

-- CreateIndex
CREATE INDEX "product_browse_history_member_id_viewed_at_idx" ON "product_browse_history"("member_id", "viewed_at");

-- CreateIndex
CREATE UNIQUE INDEX "product_browse_history_member_id_spu_id_key" ON "product_browse_history"("member_id", "spu_id");

-- CreateIndex
CREATE UNIQUE INDEX "promotion_newsletter_subscriber_mail_key" ON "promotion_newsletter_subscriber"("mail");

-- CreateIndex
CREATE UNIQUE INDEX "promotion_newsletter_subscriber_confirm_token_hash_key" ON "promotion_newsletter_subscriber"("confirm_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "promotion_newsletter_subscriber_unsubscribe_token_key" ON "promotion_newsletter_subscriber"("unsubscribe_token");

-- CreateIndex
CREATE UNIQUE INDEX "promotion_newsletter_subscriber_coupon_id_key" ON "promotion_newsletter_subscriber"("coupon_id");

-- CreateIndex
CREATE INDEX "promotion_newsletter_subscriber_status_id_idx" ON "promotion_newsletter_subscriber"("status", "id");

-- AddForeignKey
ALTER TABLE "product_favorite" ADD CONSTRAINT "product_favorite_spu_id_fkey" FOREIGN KEY ("spu_id") REFERENCES "product_spu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_like" ADD CONSTRAINT "product_like_spu_id_fkey" FOREIGN KEY ("spu_id") REFERENCES "product_spu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_browse_history" ADD CONSTRAINT "product_browse_history_spu_id_fkey" FOREIGN KEY ("spu_id") REFERENCES "product_spu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

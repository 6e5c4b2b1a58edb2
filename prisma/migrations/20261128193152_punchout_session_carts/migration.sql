-- Each punchout session shops as an account of its own (its own cart); organisations name where their order mails go and in which language.
-- AlterTable
ALTER TABLE "promotion_punchout" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "order_mail" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "promotion_punchout_session" ADD COLUMN     "member_id" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "promotion_punchout_session_member_id_key" ON "promotion_punchout_session"("member_id");

-- CreateIndex
CREATE INDEX "promotion_punchout_session_expires_at_idx" ON "promotion_punchout_session"("expires_at");

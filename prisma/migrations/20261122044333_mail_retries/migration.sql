-- AlterTable
ALTER TABLE "infra_mail_log" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "next_attempt_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "infra_mail_log_status_next_attempt_at_idx" ON "infra_mail_log"("status", "next_attempt_at");

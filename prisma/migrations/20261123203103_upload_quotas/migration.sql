-- AlterTable
ALTER TABLE "infra_file" ADD COLUMN     "ip" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "infra_file_ip_created_at_idx" ON "infra_file"("ip", "created_at");

-- CreateIndex
CREATE INDEX "infra_file_member_id_created_at_idx" ON "infra_file"("member_id", "created_at");

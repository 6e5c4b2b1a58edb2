-- CreateTable
CREATE TABLE "system_admin_recovery_code" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_admin_recovery_code_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "system_admin_recovery_code_user_id_code_hash_key" ON "system_admin_recovery_code"("user_id", "code_hash");

-- AddForeignKey
ALTER TABLE "system_admin_recovery_code" ADD CONSTRAINT "system_admin_recovery_code_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "system_admin_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

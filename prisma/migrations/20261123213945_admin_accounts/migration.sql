-- CreateTable
CREATE TABLE "system_admin_user" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "nickname" TEXT NOT NULL DEFAULT '',
    "password_hash" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "login_at" TIMESTAMPTZ(3),

    CONSTRAINT "system_admin_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_admin_role" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "permissions" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_admin_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_admin_user_role" (
    "user_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "system_admin_user_role_pkey" PRIMARY KEY ("user_id","role_id")
);

-- CreateTable
CREATE TABLE "system_admin_refresh_token" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "family_id" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_admin_refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_audit_log" (
    "id" SERIAL NOT NULL,
    "admin_id" INTEGER,
    "action" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "system_admin_user_username_key" ON "system_admin_user"("username");

-- CreateIndex
CREATE UNIQUE INDEX "system_admin_role_name_key" ON "system_admin_role"("name");

-- CreateIndex
CREATE INDEX "system_admin_user_role_role_id_idx" ON "system_admin_user_role"("role_id");

-- CreateIndex
CREATE UNIQUE INDEX "system_admin_refresh_token_token_hash_key" ON "system_admin_refresh_token"("token_hash");

-- CreateIndex
CREATE INDEX "system_admin_refresh_token_user_id_idx" ON "system_admin_refresh_token"("user_id");

-- CreateIndex
CREATE INDEX "system_admin_refresh_token_family_id_idx" ON "system_admin_refresh_token"("family_id");

-- CreateIndex
CREATE INDEX "system_audit_log_admin_id_created_at_idx" ON "system_audit_log"("admin_id", "created_at");

-- CreateIndex
CREATE INDEX "system_audit_log_target_idx" ON "system_audit_log"("target");

-- AddForeignKey
ALTER TABLE "system_admin_user_role" ADD CONSTRAINT "system_admin_user_role_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "system_admin_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "system_admin_user_role" ADD CONSTRAINT "system_admin_user_role_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "system_admin_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "system_admin_refresh_token" ADD CONSTRAINT "system_admin_refresh_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "system_admin_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

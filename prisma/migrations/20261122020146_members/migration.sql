-- CreateTable
CREATE TABLE "member_user" (
    "id" SERIAL NOT NULL,
    "mail" TEXT NOT NULL,
    "mobile" TEXT,
    "mobile_id" INTEGER,
    "password_hash" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "nickname" TEXT NOT NULL DEFAULT '',
    "avatar" TEXT NOT NULL DEFAULT '',
    "birthday" DATE,
    "country_id" INTEGER,
    "mail_language" TEXT NOT NULL DEFAULT 'en',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "status" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "login_at" TIMESTAMPTZ(3),

    CONSTRAINT "member_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_refresh_token" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "family_id" TEXT NOT NULL,
    "remember_me" BOOLEAN NOT NULL DEFAULT false,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_email_code" (
    "id" SERIAL NOT NULL,
    "mail" TEXT NOT NULL,
    "scene" INTEGER NOT NULL,
    "code_hash" TEXT NOT NULL,
    "ip" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_email_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_address" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "mobile_id" INTEGER,
    "area_id" INTEGER NOT NULL,
    "country_code" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "zip_code" TEXT NOT NULL,
    "detail_address" TEXT NOT NULL,
    "default_status" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_address_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "member_user_mail_key" ON "member_user"("mail");

-- CreateIndex
CREATE UNIQUE INDEX "member_user_mobile_key" ON "member_user"("mobile");

-- CreateIndex
CREATE UNIQUE INDEX "member_refresh_token_token_hash_key" ON "member_refresh_token"("token_hash");

-- CreateIndex
CREATE INDEX "member_refresh_token_member_id_idx" ON "member_refresh_token"("member_id");

-- CreateIndex
CREATE INDEX "member_refresh_token_family_id_idx" ON "member_refresh_token"("family_id");

-- CreateIndex
CREATE INDEX "member_email_code_mail_scene_created_at_idx" ON "member_email_code"("mail", "scene", "created_at");

-- CreateIndex
CREATE INDEX "member_email_code_ip_created_at_idx" ON "member_email_code"("ip", "created_at");

-- CreateIndex
CREATE INDEX "member_address_member_id_idx" ON "member_address"("member_id");

-- AddForeignKey
ALTER TABLE "member_refresh_token" ADD CONSTRAINT "member_refresh_token_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_address" ADD CONSTRAINT "member_address_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Not modelled by Prisma: a member has at most one default address.
CREATE UNIQUE INDEX "member_address_one_default_idx" ON "member_address"("member_id") WHERE "default_status";

-- CreateTable
CREATE TABLE "member_company" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "vat_id" TEXT NOT NULL DEFAULT '',
    "vat_id_status" INTEGER NOT NULL DEFAULT 0,
    "vat_id_offline" BOOLEAN NOT NULL DEFAULT false,
    "vat_id_checked_at" TIMESTAMPTZ(3),
    "country_id" INTEGER NOT NULL,
    "tax_exempt_status" INTEGER NOT NULL DEFAULT 0,
    "tax_exempt_state" TEXT NOT NULL DEFAULT '',
    "tax_exempt_certificate_url" TEXT NOT NULL DEFAULT '',
    "tax_exempt_reason" TEXT NOT NULL DEFAULT '',
    "invoice_allowed" BOOLEAN NOT NULL DEFAULT false,
    "credit_limit" INTEGER NOT NULL DEFAULT 0,
    "terms_days" INTEGER NOT NULL DEFAULT 30,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_company_member" (
    "member_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "spending_limit_per_order" INTEGER,
    "spending_limit_per_month" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_company_member_pkey" PRIMARY KEY ("member_id")
);

-- CreateTable
CREATE TABLE "member_company_invitation" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "mail" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "spending_limit_per_order" INTEGER,
    "spending_limit_per_month" INTEGER,
    "token_hash" TEXT NOT NULL,
    "invited_by" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "used_by" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_company_invitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "member_company_member_company_id_idx" ON "member_company_member"("company_id");

-- CreateIndex
CREATE UNIQUE INDEX "member_company_invitation_token_hash_key" ON "member_company_invitation"("token_hash");

-- CreateIndex
CREATE INDEX "member_company_invitation_company_id_idx" ON "member_company_invitation"("company_id");

-- AddForeignKey
ALTER TABLE "member_company_member" ADD CONSTRAINT "member_company_member_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_company_member" ADD CONSTRAINT "member_company_member_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "member_company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_company_invitation" ADD CONSTRAINT "member_company_invitation_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "member_company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What Prisma cannot model: the statuses and roles a row may hold, limits in whole cents.
ALTER TABLE "member_company" ADD CONSTRAINT "member_company_vat_id_status_check" CHECK ("vat_id_status" IN (0, 1, 2));
ALTER TABLE "member_company" ADD CONSTRAINT "member_company_tax_exempt_status_check" CHECK ("tax_exempt_status" IN (0, 10, 20, 30));
ALTER TABLE "member_company" ADD CONSTRAINT "member_company_terms_check" CHECK ("credit_limit" >= 0 AND "terms_days" BETWEEN 0 AND 365);
ALTER TABLE "member_company_member" ADD CONSTRAINT "member_company_member_role_check" CHECK ("role" IN ('admin', 'approver', 'buyer'));
ALTER TABLE "member_company_member" ADD CONSTRAINT "member_company_member_limits_check" CHECK (coalesce("spending_limit_per_order", 0) >= 0 AND coalesce("spending_limit_per_month", 0) >= 0);
ALTER TABLE "member_company_invitation" ADD CONSTRAINT "member_company_invitation_role_check" CHECK ("role" IN ('admin', 'approver', 'buyer'));

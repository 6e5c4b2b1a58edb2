-- A company's shared addresses (delivery and invoice) live beside the members' own: an address
-- belongs either to a member or to a company, never to both.
-- AlterTable
ALTER TABLE "member_address" ADD COLUMN     "company_id" INTEGER,
ADD COLUMN     "kind" TEXT NOT NULL DEFAULT '',
ALTER COLUMN "member_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "member_address_company_id_idx" ON "member_address"("company_id");

-- AddForeignKey
ALTER TABLE "member_address" ADD CONSTRAINT "member_address_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "member_company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An address has exactly one owner (Prisma cannot model checks).
ALTER TABLE "member_address" ADD CONSTRAINT "member_address_one_owner" CHECK (("member_id" IS NULL) <> ("company_id" IS NULL));

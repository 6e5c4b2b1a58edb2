-- AlterTable
ALTER TABLE "content_contact_message" ADD COLUMN     "company" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "spu_id" INTEGER;

-- AlterTable
ALTER TABLE "system_admin_user" ADD COLUMN     "notify_kinds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "notify_language" TEXT NOT NULL DEFAULT 'en';

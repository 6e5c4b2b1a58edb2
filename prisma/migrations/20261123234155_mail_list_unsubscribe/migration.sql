-- AlterTable
ALTER TABLE "infra_mail_log" ADD COLUMN     "list_unsubscribe" TEXT;

-- AddForeignKey
ALTER TABLE "content_job_application" ADD CONSTRAINT "content_job_application_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "content_job"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

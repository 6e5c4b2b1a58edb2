-- A job application may name where the applicant lives (any country) and a birthday, both optional.
ALTER TABLE "content_job_application" ADD COLUMN "country_id" INTEGER,
ADD COLUMN "birthday" DATE;

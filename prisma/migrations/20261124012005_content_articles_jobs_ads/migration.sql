-- CreateTable
CREATE TABLE "content_article" (
    "id" SERIAL NOT NULL,
    "title" JSONB NOT NULL,
    "summary" JSONB NOT NULL,
    "body" JSONB NOT NULL,
    "body_html" JSONB NOT NULL,
    "keywords" JSONB NOT NULL,
    "cover_url" TEXT NOT NULL DEFAULT '',
    "tags" TEXT[],
    "status" INTEGER NOT NULL DEFAULT 0,
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_job" (
    "id" SERIAL NOT NULL,
    "title" JSONB NOT NULL,
    "description" JSONB NOT NULL,
    "location" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_job_application" (
    "id" SERIAL NOT NULL,
    "job_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "mail" TEXT NOT NULL,
    "mobile" TEXT NOT NULL DEFAULT '',
    "resume_url" TEXT NOT NULL,
    "letter" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'en',
    "status" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_job_application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_advertising_request" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "company_name" TEXT NOT NULL,
    "landing_page" TEXT NOT NULL,
    "media_url" TEXT NOT NULL,
    "mail" TEXT NOT NULL,
    "mobile" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'en',
    "status" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_advertising_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "content_article_status_published_at_idx" ON "content_article"("status", "published_at");

-- CreateIndex
CREATE INDEX "content_job_active_id_idx" ON "content_job"("active", "id");

-- CreateIndex
CREATE INDEX "content_job_application_status_id_idx" ON "content_job_application"("status", "id");

-- CreateIndex
CREATE INDEX "content_job_application_member_id_job_id_idx" ON "content_job_application"("member_id", "job_id");

-- CreateIndex
CREATE INDEX "promotion_advertising_request_status_id_idx" ON "promotion_advertising_request"("status", "id");

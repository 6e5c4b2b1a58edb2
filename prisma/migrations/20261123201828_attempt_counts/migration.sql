-- CreateTable
CREATE TABLE "member_attempt_count" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "window_ends_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "member_attempt_count_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "member_attempt_count_window_ends_at_idx" ON "member_attempt_count"("window_ends_at");

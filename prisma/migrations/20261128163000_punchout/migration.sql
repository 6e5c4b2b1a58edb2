-- Punchout organisations (OCI 4.0 and cXML 1.2 procurement systems), their sessions, and the cXML orders received.
-- CreateTable
CREATE TABLE "promotion_punchout" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "protocol" TEXT NOT NULL,
    "username" TEXT NOT NULL DEFAULT '',
    "password_hash" TEXT NOT NULL DEFAULT '',
    "from_identity" TEXT NOT NULL DEFAULT '',
    "shared_secret_hash" TEXT NOT NULL DEFAULT '',
    "company_id" INTEGER NOT NULL,
    "category_ids" INTEGER[],
    "member_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_punchout_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_punchout_session" (
    "id" TEXT NOT NULL,
    "organisation_id" INTEGER NOT NULL,
    "protocol" TEXT NOT NULL,
    "return_url" TEXT NOT NULL,
    "target" TEXT NOT NULL DEFAULT '',
    "oci_version" TEXT NOT NULL DEFAULT '',
    "buyer_cookie" TEXT NOT NULL DEFAULT '',
    "operation" TEXT NOT NULL DEFAULT 'create',
    "start_key_hash" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_punchout_session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_punchout_order_request" (
    "id" SERIAL NOT NULL,
    "organisation_id" INTEGER NOT NULL,
    "payload_id" TEXT NOT NULL,
    "order_id" INTEGER,
    "status_code" INTEGER NOT NULL,
    "status_text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_punchout_order_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "promotion_punchout_member_id_key" ON "promotion_punchout"("member_id");

-- CreateIndex
CREATE INDEX "promotion_punchout_username_idx" ON "promotion_punchout"("username");

-- CreateIndex
CREATE INDEX "promotion_punchout_from_identity_idx" ON "promotion_punchout"("from_identity");

-- CreateIndex
CREATE UNIQUE INDEX "promotion_punchout_session_start_key_hash_key" ON "promotion_punchout_session"("start_key_hash");

-- CreateIndex
CREATE INDEX "promotion_punchout_session_organisation_id_idx" ON "promotion_punchout_session"("organisation_id");

-- CreateIndex
CREATE UNIQUE INDEX "promotion_punchout_order_request_organisation_id_payload_id_key" ON "promotion_punchout_order_request"("organisation_id", "payload_id");

-- AlterTable
ALTER TABLE "trade_order" ADD COLUMN     "client_address" TEXT,
ADD COLUMN     "mailbox" TEXT;

-- The orders placed before get their mailbox as the shop now writes it: lower case, the "+tag" of
-- the local part dropped, and for gmail.com and googlemail.com its dots too, as gmail.com.
UPDATE "trade_order" o SET "mailbox" = CASE
    WHEN m.domain IN ('gmail.com', 'googlemail.com') THEN replace(m.local, '.', '') || '@gmail.com'
    ELSE m.local || '@' || m.domain
  END
FROM (
  SELECT id,
         regexp_replace(split_part(lower(email), '@', 1), '^(.+?)\+.*$', '\1') AS local,
         split_part(lower(email), '@', 2) AS domain
  FROM "trade_order"
) m
WHERE m.id = o.id;

ALTER TABLE "trade_order" ALTER COLUMN "mailbox" SET NOT NULL;

-- CreateIndex
CREATE INDEX "trade_order_mailbox_status_idx" ON "trade_order"("mailbox", "status");

-- CreateIndex
CREATE INDEX "trade_order_client_address_status_idx" ON "trade_order"("client_address", "status");

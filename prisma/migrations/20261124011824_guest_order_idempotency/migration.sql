-- Not modelled by Prisma: a guest's Idempotency-Key names one order per e-mail address, as
-- (member_id, idempotency_key) does for members (whose NULL member_id never collides).
-- Orders doubled by the race this closes keep their first order's key only.
UPDATE "trade_order" o SET "idempotency_key" = NULL
WHERE o."member_id" IS NULL AND o."idempotency_key" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "trade_order" f
    WHERE f."member_id" IS NULL AND f."email" = o."email" AND f."idempotency_key" = o."idempotency_key" AND f."id" < o."id"
  );

CREATE UNIQUE INDEX "trade_order_guest_idempotency_key_idx" ON "trade_order"("email", "idempotency_key") WHERE "member_id" IS NULL;

-- Card payments through PayPal: when the card payment's PayPal order was opened (15-minute window),
-- and the brand and last digits of the card that paid.
ALTER TABLE "pay_order" ADD COLUMN "channel_order_time" TIMESTAMPTZ(3),
  ADD COLUMN "card_brand" TEXT,
  ADD COLUMN "card_last_digits" TEXT;

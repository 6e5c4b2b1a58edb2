-- The PayPal order opened for an edit's extra payment: the token its capture must name.
ALTER TABLE "trade_order_edit" ADD COLUMN "extra_channel_order_id" TEXT;

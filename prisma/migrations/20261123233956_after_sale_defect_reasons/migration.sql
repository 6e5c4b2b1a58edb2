-- Shops seeded before after-sales: mark the return reasons that name a defect or damage, the only
-- ones a logo line may be returned for (new shops get the flags from prisma/seed/trade-config.json).
UPDATE "trade_config"
SET "after_sale_return_reasons" = (
  SELECT jsonb_agg(CASE WHEN r->>'en' IN ('Damaged in transit', 'Print defect or wrong logo') THEN r || '{"defect": true}'::jsonb ELSE r END ORDER BY ord)
  FROM jsonb_array_elements("after_sale_return_reasons") WITH ORDINALITY AS t(r, ord)
)
WHERE jsonb_typeof("after_sale_return_reasons") = 'array' AND jsonb_array_length("after_sale_return_reasons") > 0;

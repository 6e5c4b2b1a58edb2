-- The delivery types' dictionary labels named working days that the shop settings now hold: the
-- labels keep only the names (the checkout adds the settings' days), so the two cannot disagree.
UPDATE "system_dict_data"
SET "label" = jsonb_build_object(
  'en', regexp_replace("label"->>'en', '\s*\(\d+–\d+ days\)$', ''),
  'de', regexp_replace(regexp_replace("label"->>'de', '\s*\(\d+–\d+ Tage\)$', ''), '^Expressversand$', 'Express-Eilversand'),
  'zh', regexp_replace("label"->>'zh', '（\d+–\d+ 天）$', '')
)
WHERE "dict_type" = 'delivery_speed_type';

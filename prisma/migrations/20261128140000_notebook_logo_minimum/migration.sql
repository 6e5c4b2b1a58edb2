-- The notebook's text named a logo minimum of 50 pieces; its logo panel (and the shop) takes 25.
-- Only a text still as the seed wrote it is changed: one the shop edited stays as it is.
UPDATE "product_spu" SET "description" = jsonb_set("description", '{en}', to_jsonb(replace("description"->>'en', 'Debossing or full-colour printing of your logo on the cover is available from 50 pieces.', 'Debossing or full-colour printing of your logo on the cover is available from 25 pieces.')))
  WHERE "id" = 1020 AND position('Debossing or full-colour printing of your logo on the cover is available from 50 pieces.' in "description"->>'en') > 0;
UPDATE "product_spu" SET "description" = jsonb_set("description", '{de}', to_jsonb(replace("description"->>'de', 'Prägung oder farbiger Logodruck auf dem Cover ist ab 50 Stück möglich.', 'Prägung oder farbiger Logodruck auf dem Cover ist ab 25 Stück möglich.')))
  WHERE "id" = 1020 AND position('Prägung oder farbiger Logodruck auf dem Cover ist ab 50 Stück möglich.' in "description"->>'de') > 0;
UPDATE "product_spu" SET "description" = jsonb_set("description", '{zh}', to_jsonb(replace("description"->>'zh', '50 本起可在封面压印或彩印企业标志。', '25 本起可在封面压印或彩印企业标志。')))
  WHERE "id" = 1020 AND position('50 本起可在封面压印或彩印企业标志。' in "description"->>'zh') > 0;

-- AlterTable
ALTER TABLE "product_category" ADD COLUMN "code" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "product_category_code_key" ON "product_category"("code");

-- The seeded categories: pages find theirs by code, never by id.
UPDATE "product_category" SET "code" = 'filing-storage' WHERE "id" = 250;
UPDATE "product_category" SET "code" = 'folders-binders' WHERE "id" = 2501;
UPDATE "product_category" SET "code" = 'archive-boxes' WHERE "id" = 2502;
UPDATE "product_category" SET "code" = 'document-wallets' WHERE "id" = 2503;
UPDATE "product_category" SET "code" = 'desktop-accessories' WHERE "id" = 251;
UPDATE "product_category" SET "code" = 'desk-organizers' WHERE "id" = 2511;
UPDATE "product_category" SET "code" = 'writing-instruments' WHERE "id" = 2512;
UPDATE "product_category" SET "code" = 'notebooks' WHERE "id" = 2513;
UPDATE "product_category" SET "code" = 'calendars-planners' WHERE "id" = 2514;
UPDATE "product_category" SET "code" = 'corporate-gifts' WHERE "id" = 252;
UPDATE "product_category" SET "code" = 'drinkware' WHERE "id" = 2521;
UPDATE "product_category" SET "code" = 'bags-apparel' WHERE "id" = 2522;
UPDATE "product_category" SET "code" = 'tech-gifts' WHERE "id" = 2523;
UPDATE "product_category" SET "code" = 'giveaways-gift-sets' WHERE "id" = 2524;
UPDATE "product_category" SET "code" = 'gift-packaging' WHERE "id" = 253;
UPDATE "product_category" SET "code" = 'gift-boxes' WHERE "id" = 2531;
UPDATE "product_category" SET "code" = 'gift-bags' WHERE "id" = 2532;
UPDATE "product_category" SET "code" = 'ribbons-wrapping' WHERE "id" = 2533;
UPDATE "product_category" SET "code" = 'cards-tags' WHERE "id" = 2534;
UPDATE "product_category" SET "code" = 'office-products' WHERE "id" = 254;
UPDATE "product_category" SET "code" = 'paper-labels' WHERE "id" = 2541;
UPDATE "product_category" SET "code" = 'adhesives-tapes' WHERE "id" = 2542;
UPDATE "product_category" SET "code" = 'office-essentials' WHERE "id" = 2543;
UPDATE "product_category" SET "code" = 'custom-solutions' WHERE "id" = 85;
UPDATE "product_category" SET "code" = 'digital-marketing' WHERE "id" = 90;

-- The accounts a punchout organisation shops and orders with are marked, so lists of people (a
-- company's members, the back office's members and export) leave them out. Those made before are
-- known by their reserved address.
ALTER TABLE "member_user" ADD COLUMN "punchout" BOOLEAN NOT NULL DEFAULT false;
UPDATE "member_user" SET "punchout" = true WHERE "mail" LIKE 'punchout-%@punchout.invalid';

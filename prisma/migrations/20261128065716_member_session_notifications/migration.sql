-- Not modelled by Prisma: a member's ended login (refresh token family revoked: logout, password
-- change or reset, a reused refresh token, a disabled account) notifies the API instances (channel
-- `cache_entry_changed`, the payload the cache key), which forget that login's cached state, so its
-- access tokens are refused from the next request. Only the ended login's entry goes: the catalogue
-- and the rendered pages stay cached.
CREATE OR REPLACE FUNCTION "notify_member_session_ended"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cache_entry_changed', 'member-session:' || NEW."member_id" || ':' || NEW."family_id");
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "member_refresh_token_revoked" AFTER UPDATE OF "revoked_at" ON "member_refresh_token"
  FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
  EXECUTE FUNCTION "notify_member_session_ended"();

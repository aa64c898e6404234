-- Revocable sessions: short access tokens that carry the user's token_version, and rotating refresh
-- tokens (stored as sha256 only).
ALTER TABLE "web_users" ADD COLUMN "token_version" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "refresh_tokens" (
    "id" SERIAL NOT NULL,
    "userid" INTEGER NOT NULL,
    "family" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"("token_hash");
CREATE INDEX "refresh_tokens_userid_idx" ON "refresh_tokens"("userid");
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens"("family");
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_userid_fkey" FOREIGN KEY ("userid") REFERENCES "web_users"("userid") ON DELETE CASCADE ON UPDATE CASCADE;

-- In the database rather than in one service's code, so every writer (the admin screens, a password
-- reset, the demo seed, a hand-run UPDATE) ends the sessions it must:
--  * a change of active, roleid, clientid or password raises token_version, so every access token
--    issued before stops at the gateway (a refresh then issues one with the new role and client);
--  * a new password, or disabling the user, also deletes its refresh tokens: those sessions are over.
CREATE FUNCTION "web_users_end_sessions"() RETURNS trigger AS $$
BEGIN
  IF NEW."active" IS DISTINCT FROM OLD."active" OR NEW."roleid" IS DISTINCT FROM OLD."roleid"
     OR NEW."clientid" IS DISTINCT FROM OLD."clientid" OR NEW."password" IS DISTINCT FROM OLD."password" THEN
    NEW."token_version" := OLD."token_version" + 1;
  END IF;
  IF NEW."password" IS DISTINCT FROM OLD."password" OR (NEW."active" <> 0 AND OLD."active" = 0) THEN
    DELETE FROM "refresh_tokens" WHERE "userid" = NEW."userid";
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "web_users_end_sessions" BEFORE UPDATE ON "web_users"
FOR EACH ROW EXECUTE FUNCTION "web_users_end_sessions"();

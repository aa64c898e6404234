-- Sign-in matches a login against lower(username) exactly (no LIKE, so "%" and "_" are plain
-- characters), and two usernames that differ only in case can no longer both exist.
--
-- Existing data: where several users share a case-folded username, the oldest account (lowest
-- userid) keeps its name; every other one is renamed to "<username>-<userid>" (again until the
-- folded name is free), and the rename is written to history_items (object_type 'web_users') so an
-- administrator can tell the person. Before this migration such a login signed in as whichever row
-- the database found first, so none of the renamed names was reliably usable anyway.
DO $$
DECLARE
  dup RECORD;
  candidate TEXT;
BEGIN
  FOR dup IN
    SELECT u.userid, u.username
    FROM "web_users" u
    WHERE EXISTS (
      SELECT 1 FROM "web_users" o WHERE lower(o.username) = lower(u.username) AND o.userid < u.userid
    )
    ORDER BY u.userid
  LOOP
    candidate := dup.username || '-' || dup.userid;
    WHILE EXISTS (SELECT 1 FROM "web_users" WHERE lower(username) = lower(candidate)) LOOP
      candidate := candidate || '-' || dup.userid;
    END LOOP;
    UPDATE "web_users" SET "username" = candidate WHERE "userid" = dup.userid;
    INSERT INTO "history_items" ("target_field", "value", "old_value", "userid", "object_type", "object_type_id")
    VALUES ('username', candidate, dup.username, NULL, 'web_users', dup.userid);
    RAISE NOTICE 'web_users %: username "%" differed from an older one only in case; renamed to "%"', dup.userid, dup.username, candidate;
  END LOOP;
END
$$;

-- The case-folded index replaces the exact one (it implies it) and takes its name, so a duplicate
-- refused by the database is reported on the field "username", as Prisma's @unique expects.
DROP INDEX "web_users_username_key";
CREATE UNIQUE INDEX "web_users_username_key" ON "web_users" (lower("username"));

-- E-mail sign-in compares the same way; an address may still be shared (then it does not sign in).
CREATE INDEX "web_users_useremail_lower_idx" ON "web_users" (lower("useremail"));

-- Tells whoever listens on "vehicle_changes" (the vehicles service, which forwards it on the bus to
-- the gateways and the screens watching) which clients' vehicles a statement wrote. NOTIFY is sent at
-- commit and never on rollback, and identical notices of one transaction are sent once, so a screen
-- is told only of changes that happened. The payload is the event of `vehicleChangesSchema`:
-- {"clientIds":[...]} (0 stands for vehicles without a client), or {"clientIds":null} when more than
-- 200 clients changed in one statement. One trigger per event (a trigger with transition tables
-- serves one event); it reads the statement's rows as a whole, so a bulk insert sends one notice.
CREATE FUNCTION "vehicle_changes_notify"() RETURNS trigger AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg("c" ORDER BY "c") INTO ids FROM (SELECT DISTINCT coalesce("clientid", 0) AS "c" FROM "vehicle_changes_new" LIMIT 201) "t";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("c" ORDER BY "c") INTO ids FROM (SELECT DISTINCT coalesce("clientid", 0) AS "c" FROM "vehicle_changes_old" LIMIT 201) "t";
  ELSE
    -- A vehicle moved to another client changes what both clients see.
    SELECT array_agg("c" ORDER BY "c") INTO ids FROM (
      SELECT "c" FROM (
        SELECT coalesce("clientid", 0) AS "c" FROM "vehicle_changes_new"
        UNION SELECT coalesce("clientid", 0) FROM "vehicle_changes_old"
      ) "u" LIMIT 201
    ) "t";
    IF ids IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'DELETE') AND ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF ids IS NOT NULL AND array_length(ids, 1) > 200 THEN
    ids := NULL;
  END IF;
  PERFORM pg_notify('vehicle_changes', json_build_object('clientIds', ids)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "vehicle_changes_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS "vehicle_changes_new"
FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_changes_notify"();
CREATE TRIGGER "vehicle_changes_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS "vehicle_changes_old" NEW TABLE AS "vehicle_changes_new"
FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_changes_notify"();
CREATE TRIGGER "vehicle_changes_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS "vehicle_changes_old"
FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_changes_notify"();
CREATE TRIGGER "vehicle_changes_truncate" AFTER TRUNCATE ON "vehicles"
FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_changes_notify"();

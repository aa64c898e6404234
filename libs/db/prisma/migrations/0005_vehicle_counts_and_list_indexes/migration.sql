-- Exact list totals without counting the register, and an index for every filter and sort the
-- screens offer on the big tables (vehicles, vehicle_notes, vehicle_images, history_items).
--
-- Applied in one transaction: the counts are filled from the vehicles and notes as they are while the
-- new triggers already hold a lock that keeps writers out, so no write is counted twice or missed. The
-- indexes are built in the same transaction (writes wait while they are built).

-- pg_trgm ships with PostgreSQL's contrib modules (Debian: in the postgresql-15 package); 0001 created it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ---------------------------------------------------------------------------------------------
-- Counts tables: how many rows of a big table each group of its list filters holds.
--
-- A counts table has an "id", an "n", and one column per dimension, named and typed as in the table
-- it counts. Writers only ever INSERT into it: every statement on the counted table adds one row per
-- group it changed, with the change (+n, -n). A group's total is the sum of its rows, so concurrent
-- writers never wait for each other (no row is updated, nothing is locked), and a rolled-back write
-- takes its rows with it. list_counts_compact() folds each group's rows into one from time to time,
-- so a read sums about one row per group.
-- ---------------------------------------------------------------------------------------------

-- Folds the rows of every group that has more than one (or whose rows sum to nothing) into one row.
-- A group's sum is the same before and after, to every reader: the fold commits at once, and rows
-- other transactions have not committed yet are not seen, so not touched. Only one fold per table
-- runs at a time (another caller returns at once rather than wait on its rows), and only in READ
-- COMMITTED: a REPEATABLE READ transaction meeting rows a fold removed after its snapshot would fail
-- with a serialization error, and a fold must never make the write that runs it fail.
CREATE FUNCTION "list_counts_compact"("counts" regclass) RETURNS integer AS $$
DECLARE
  dimensions text;
  folded integer;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' OR NOT pg_try_advisory_xact_lock(72707370, "counts"::oid::integer) THEN
    RETURN 0;
  END IF;
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO dimensions
  FROM pg_attribute WHERE attrelid = "counts" AND attnum > 0 AND NOT attisdropped AND attname NOT IN ('id', 'n');
  EXECUTE format($fold$
    WITH "grouped" AS (
      SELECT "id", count(*) OVER w AS "rows_in_group", sum("n") OVER w AS "total" FROM %1$s WINDOW w AS (PARTITION BY %2$s)
    ), "gone" AS (
      DELETE FROM %1$s c USING "grouped" g WHERE c."id" = g."id" AND (g."rows_in_group" > 1 OR g."total" = 0) RETURNING c.*
    ), "kept" AS (
      INSERT INTO %1$s (%2$s, "n") SELECT %2$s, sum("n") FROM "gone" GROUP BY %2$s HAVING sum("n") <> 0
    )
    SELECT count(*) FROM "gone"$fold$, "counts", dimensions) INTO folded;
  RETURN folded;
END
$$ LANGUAGE plpgsql;

-- The trigger of a counted table: list_counts_record('<counts table>', '<dimension>', ...). It reads
-- the statement's old and new rows as a whole, so a bulk insert of 50,000 rows adds one counts row
-- per group. One trigger per event (a trigger with transition tables serves one event). About once
-- per 128 counts rows added it folds the table too, so no job is needed to keep reads short.
CREATE FUNCTION "list_counts_record"() RETURNS trigger AS $$
DECLARE
  counts text := TG_ARGV[0];
  dimensions text;
  added integer;
BEGIN
  SELECT string_agg(quote_ident(d), ', ') INTO dimensions FROM unnest(TG_ARGV[1:TG_NARGS - 1]) d;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO %1$I (%2$s, "n") SELECT %2$s, count(*) FROM "list_counts_new" GROUP BY %2$s', counts, dimensions);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO %1$I (%2$s, "n") SELECT %2$s, -count(*) FROM "list_counts_old" GROUP BY %2$s', counts, dimensions);
  ELSE
    -- Only a changed dimension moves a row between groups; any other update adds nothing.
    EXECUTE format(
      'INSERT INTO %1$I (%2$s, "n") SELECT %2$s, sum("n") FROM ('
      '  SELECT %2$s, 1 AS "n" FROM "list_counts_new" UNION ALL SELECT %2$s, -1 AS "n" FROM "list_counts_old"'
      ') "moves" GROUP BY %2$s HAVING sum("n") <> 0', counts, dimensions);
  END IF;
  GET DIAGNOSTICS added = ROW_COUNT;
  IF added > 0 AND random() < added / 128.0 THEN
    PERFORM "list_counts_compact"(counts::regclass);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- TRUNCATE fires no row or DELETE trigger: it empties the counts itself. It holds an exclusive lock
-- on the counted table, so no writer has counts rows of its own in flight.
CREATE FUNCTION "list_counts_truncate"() RETURNS trigger AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Vehicles per client and title status: the vehicle list's own total (staff, a client user's own
-- vehicles, the Client and Title Status choices and their combinations).
CREATE TABLE "vehicle_counts" (
    "id" BIGSERIAL NOT NULL,
    "clientid" INTEGER,
    "titlestatusid" INTEGER,
    "n" INTEGER NOT NULL,
    CONSTRAINT "vehicle_counts_pkey" PRIMARY KEY ("id")
);
-- A client user's total (clientid IN its clients), with or without a title status.
CREATE INDEX "vehicle_counts_clientid_titlestatusid_idx" ON "vehicle_counts" ("clientid", "titlestatusid");

CREATE TRIGGER "vehicle_counts_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS "list_counts_new"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_counts', 'clientid', 'titlestatusid');
CREATE TRIGGER "vehicle_counts_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS "list_counts_old" NEW TABLE AS "list_counts_new"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_counts', 'clientid', 'titlestatusid');
CREATE TRIGGER "vehicle_counts_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS "list_counts_old"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_counts', 'clientid', 'titlestatusid');
CREATE TRIGGER "vehicle_counts_truncate" AFTER TRUNCATE ON "vehicles"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_truncate"('vehicle_counts');

-- Notes per author role and completion: the staff Vehicle Notes page (every note) and Incomplete Notes
-- (roleid 1, not complete).
CREATE TABLE "vehicle_note_counts" (
    "id" BIGSERIAL NOT NULL,
    "roleid" INTEGER,
    "complete" BOOLEAN NOT NULL,
    "n" INTEGER NOT NULL,
    CONSTRAINT "vehicle_note_counts_pkey" PRIMARY KEY ("id")
);

CREATE TRIGGER "vehicle_note_counts_insert" AFTER INSERT ON "vehicle_notes" REFERENCING NEW TABLE AS "list_counts_new"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_note_counts', 'roleid', 'complete');
CREATE TRIGGER "vehicle_note_counts_update" AFTER UPDATE ON "vehicle_notes" REFERENCING OLD TABLE AS "list_counts_old" NEW TABLE AS "list_counts_new"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_note_counts', 'roleid', 'complete');
CREATE TRIGGER "vehicle_note_counts_delete" AFTER DELETE ON "vehicle_notes" REFERENCING OLD TABLE AS "list_counts_old"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_note_counts', 'roleid', 'complete');
CREATE TRIGGER "vehicle_note_counts_truncate" AFTER TRUNCATE ON "vehicle_notes"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_truncate"('vehicle_note_counts');

-- The rows already there. CREATE TRIGGER above took a lock that keeps writers out until this
-- migration commits, so these sums and the triggers together count every row exactly once.
INSERT INTO "vehicle_counts" ("clientid", "titlestatusid", "n")
SELECT "clientid", "titlestatusid", count(*) FROM "vehicles" GROUP BY 1, 2;
INSERT INTO "vehicle_note_counts" ("roleid", "complete", "n")
SELECT "roleid", "complete", count(*) FROM "vehicle_notes" GROUP BY 1, 2;

-- ---------------------------------------------------------------------------------------------
-- Vehicle list (Assignments Rec'd, mfe-vehicles) and the top bar search (shell). Already indexed by
-- 0001: VIN equality (vehiclevin), VIN contains (vehiclevin gin_trgm_ops: Prisma sends ILIKE for a
-- case-insensitive contains), Last6 and the top bar's six characters (last6, a stored column),
-- Client and a client user's own list newest first (clientid, vehicleid DESC), Created
-- (recordcreateddate), and the report dates.
-- ---------------------------------------------------------------------------------------------

-- Title Status choice, newest first: reads the first page straight off the index, whatever the
-- status's share of the register. Replaces the plain titlestatusid index (its leading column).
DROP INDEX "vehicles_titlestatusid_idx";
CREATE INDEX "vehicles_titlestatusid_vehicleid_idx" ON "vehicles" ("titlestatusid", "vehicleid" DESC);
-- Title Status on a client user's list (and staff choosing Client and Title Status), newest first.
CREATE INDEX "vehicles_clientid_titlestatusid_vehicleid_idx" ON "vehicles" ("clientid", "titlestatusid", "vehicleid" DESC);

-- The list's sortable columns with many equal values (Year, Make, Model, Process type): the engine
-- breaks ties by vehicleid in the sort's direction, so one index serves both directions.
CREATE INDEX "vehicles_yr_vehicleid_idx" ON "vehicles" ("yr", "vehicleid");
CREATE INDEX "vehicles_make_vehicleid_idx" ON "vehicles" ("make", "vehicleid");
CREATE INDEX "vehicles_model_vehicleid_idx" ON "vehicles" ("model", "vehicleid");
CREATE INDEX "vehicles_processtype_vehicleid_idx" ON "vehicles" ("processtype", "vehicleid");

-- Foreign keys whose parent rows the screens delete or repoint: without an index, each such delete
-- (or ON DELETE SET NULL / RESTRICT check) reads the whole register. Most vehicles have none of
-- these set, so the indexes hold only the rows that do.
-- Title-to client (purchase_client relation; a client delete is refused while vehicles name it).
CREATE INDEX "vehicles_purchaseclientid_idx" ON "vehicles" ("purchaseclientid") WHERE "purchaseclientid" IS NOT NULL;
-- Client agents (admin: a client's Agents tab deletes them; vehicles' agent becomes empty).
CREATE INDEX "vehicles_client_agent_id_idx" ON "vehicles" ("client_agent_id") WHERE "client_agent_id" IS NOT NULL;
-- Client drivers and bay shipments (loads screens).
CREATE INDEX "vehicles_client_driver_id_idx" ON "vehicles" ("client_driver_id") WHERE "client_driver_id" IS NOT NULL;
CREATE INDEX "vehicles_bay_shipment_id_idx" ON "vehicles" ("bay_shipment_id") WHERE "bay_shipment_id" IS NOT NULL;
-- Selling auction (admin Auctions screen deletes auctions).
CREATE INDEX "vehicles_auction_id_selling_idx" ON "vehicles" ("auction_id_selling") WHERE "auction_id_selling" IS NOT NULL;
-- Who entered the vehicle: a list filter (enteredby) and a deleted user's vehicles.
CREATE INDEX "vehicles_enteredby_idx" ON "vehicles" ("enteredby");

-- ---------------------------------------------------------------------------------------------
-- Notes, images, history. Already indexed by 0001: the Vehicle Notes page newest first (notedate),
-- Incomplete Notes and the shell's Notes Queue count (vehicle_notes_open_idx), a vehicle's history
-- (object_type, object_type_id, created_at DESC). A vehicle's notes and images get indexes that also
-- give their order, in place of the plain vehicleid ones; they serve a vehicle's delete (cascade) too.
-- ---------------------------------------------------------------------------------------------

-- A vehicle's notes on its detail page, newest first, without sorting them.
CREATE INDEX "vehicle_notes_vehicleid_notedate_idx" ON "vehicle_notes" ("vehicleid", "notedate" DESC);
DROP INDEX "vehicle_notes_vehicleid_idx";
-- A vehicle's images and files (active or deleted), newest first.
CREATE INDEX "vehicle_images_vehicleid_deleted_dateuploaded_idx" ON "vehicle_images" ("vehicleid", "deleted", "dateuploaded" DESC);
DROP INDEX "vehicle_images_vehicleid_idx";
-- Who wrote, uploaded or changed something: the userid filters, and a deleted user's rows
-- (ON DELETE SET NULL) without reading the whole table.
CREATE INDEX "vehicle_notes_userid_idx" ON "vehicle_notes" ("userid");
CREATE INDEX "vehicle_images_userid_idx" ON "vehicle_images" ("userid") WHERE "userid" IS NOT NULL;
CREATE INDEX "history_items_userid_idx" ON "history_items" ("userid") WHERE "userid" IS NOT NULL;
-- The plain (object_type, object_type_id) index is the leading part of the one with created_at.
DROP INDEX "history_items_object_type_object_type_id_idx";
-- A deleted vehicle's sent titles (ON DELETE SET NULL).
CREATE INDEX "titles_sent_vehicle_id_idx" ON "titles_sent" ("vehicle_id") WHERE "vehicle_id" IS NOT NULL;

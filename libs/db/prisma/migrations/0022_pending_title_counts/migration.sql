-- The pending titles report's exact total (titles/pending, document 3 §7) without counting the
-- register: most of a million vehicles are open titles, and their count(*) took some 230 ms of
-- PostgreSQL on every page of the report, seconds with a few dozen readers.
--
-- A counts table may now count only the rows meeting a condition: the trigger's last argument,
-- "where <condition>" over the counted table's columns. The report's counts table holds, per client and
-- title status, the vehicles meeting the report's own condition (services/reports, titlesPendingResource:
-- the same SQL as the condition Prisma sends for it), and the engine sums it for the report's lists.
-- Applied in one transaction, as 0005: the triggers' lock keeps writers out until the counts are filled.

-- As in 0005, with the optional condition: a row is counted while it meets it, so an update that makes
-- a row meet it (or stop meeting it) adds (or takes away) that row in its group.
CREATE OR REPLACE FUNCTION "list_counts_record"() RETURNS trigger AS $$
DECLARE
  counts text := TG_ARGV[0];
  last_argument text := TG_ARGV[TG_NARGS - 1];
  condition text := '';
  last_dimension integer := TG_NARGS - 1;
  dimensions text;
  added integer;
BEGIN
  IF TG_NARGS > 2 AND lower(left(last_argument, 6)) = 'where ' THEN
    condition := ' ' || last_argument;
    last_dimension := TG_NARGS - 2;
  END IF;
  SELECT string_agg(quote_ident(d), ', ') INTO dimensions FROM unnest(TG_ARGV[1:last_dimension]) d;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO %1$I (%2$s, "n") SELECT %2$s, count(*) FROM "list_counts_new"%3$s GROUP BY %2$s', counts, dimensions, condition);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO %1$I (%2$s, "n") SELECT %2$s, -count(*) FROM "list_counts_old"%3$s GROUP BY %2$s', counts, dimensions, condition);
  ELSE
    -- Only a row moved between groups (or into or out of the condition) adds anything.
    EXECUTE format(
      'INSERT INTO %1$I (%2$s, "n") SELECT %2$s, sum("n") FROM ('
      '  SELECT %2$s, 1 AS "n" FROM "list_counts_new"%3$s UNION ALL SELECT %2$s, -1 AS "n" FROM "list_counts_old"%3$s'
      ') "moves" GROUP BY %2$s HAVING sum("n") <> 0', counts, dimensions, condition);
  END IF;
  GET DIAGNOSTICS added = ROW_COUNT;
  IF added > 0 AND random() < added / 128.0 THEN
    PERFORM "list_counts_compact"(counts::regclass);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Open titles with a process state, per client and title status (titles/pending).
CREATE TABLE "vehicle_pending_title_counts" (
    "id" BIGSERIAL NOT NULL,
    "clientid" INTEGER,
    "titlestatusid" INTEGER,
    "n" INTEGER NOT NULL,
    CONSTRAINT "vehicle_pending_title_counts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "vehicle_pending_title_counts_clientid_titlestatusid_idx" ON "vehicle_pending_title_counts" ("clientid", "titlestatusid");

CREATE TRIGGER "vehicle_pending_title_counts_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS "list_counts_new"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_pending_title_counts', 'clientid', 'titlestatusid',
  'where "titlestatusid" NOT IN (5, 6) AND "titlesenttoauctiondate" IS NULL AND "processstate" IS NOT NULL');
CREATE TRIGGER "vehicle_pending_title_counts_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS "list_counts_old" NEW TABLE AS "list_counts_new"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_pending_title_counts', 'clientid', 'titlestatusid',
  'where "titlestatusid" NOT IN (5, 6) AND "titlesenttoauctiondate" IS NULL AND "processstate" IS NOT NULL');
CREATE TRIGGER "vehicle_pending_title_counts_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS "list_counts_old"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_record"('vehicle_pending_title_counts', 'clientid', 'titlestatusid',
  'where "titlestatusid" NOT IN (5, 6) AND "titlesenttoauctiondate" IS NULL AND "processstate" IS NOT NULL');
CREATE TRIGGER "vehicle_pending_title_counts_truncate" AFTER TRUNCATE ON "vehicles"
FOR EACH STATEMENT EXECUTE FUNCTION "list_counts_truncate"('vehicle_pending_title_counts');

INSERT INTO "vehicle_pending_title_counts" ("clientid", "titlestatusid", "n")
SELECT "clientid", "titlestatusid", count(*) FROM "vehicles"
WHERE "titlestatusid" NOT IN (5, 6) AND "titlesenttoauctiondate" IS NULL AND "processstate" IS NOT NULL
GROUP BY 1, 2;

-- Part of a VIN found and counted without reading the vehicles (the VIN filter, the top bar's search).
--
-- `vehiclevin like X` (X anywhere in the VIN) went through the trigram index, which only narrows: every
-- candidate vehicle was read to confirm the match and to order the page, and the list's exact total
-- counted them all. Seven characters of the middle of a VIN match some 3,600 of a million vehicles,
-- about 30 ms of PostgreSQL per answer, most of it reading those rows.
--
-- Here every suffix of three characters or more of each VIN, lower-cased, is a row beside its vehicle's
-- id: X is in a VIN exactly when it begins one of the VIN's suffixes, so the vehicles matching X are a
-- range of the primary key (part LIKE 'x%', the text in the "C" collation so LIKE reads the index), read
-- from the index alone, and their count is count(DISTINCT vehicleid) over that range (X may begin two
-- suffixes of one VIN). The triggers below write the rows in the same transaction as the vehicle, so a
-- reader sees the parts of exactly the vehicles it sees. A VIN of 17 characters has 15 rows: about a
-- gigabyte at a million vehicles (table and index), for a search staff use all day.
--
-- lower() is what ILIKE compares with, so a part matches as the filter's ILIKE would. The engine asks
-- the table only for a part of three characters or more of ASCII letters and digits (the only ones a
-- VIN holds); anything else keeps the ILIKE and the trigram index.

CREATE TABLE "vehicle_vin_parts" (
    "part" TEXT COLLATE "C" NOT NULL,
    "vehicleid" INTEGER NOT NULL
);

-- The parts of a VIN: its suffixes of three characters or more, lower-cased (none for a shorter VIN).
CREATE FUNCTION "vin_parts"("vin" text) RETURNS SETOF text AS $$
  SELECT substr(lower("vin"), i) FROM generate_series(1, length("vin") - 2) AS i
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;

-- A statement's new vehicles, all at once (an import adds thousands in one statement).
CREATE FUNCTION "vehicle_vin_parts_insert"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "vehicle_vin_parts" ("part", "vehicleid")
  SELECT p, n."vehicleid" FROM "vin_parts_new" n, "vin_parts"(n."vehiclevin") AS p;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- A statement's removed vehicles: their parts are found by the key, from the VIN each had.
CREATE FUNCTION "vehicle_vin_parts_delete"() RETURNS trigger AS $$
BEGIN
  DELETE FROM "vehicle_vin_parts" x
  USING (SELECT p, o."vehicleid" FROM "vin_parts_old" o, "vin_parts"(o."vehiclevin") AS p) AS gone ("part", "vehicleid")
  WHERE x."part" = gone."part" AND x."vehicleid" = gone."vehicleid";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- A VIN corrected in place (rare: a row trigger that fires only when the VIN changed).
CREATE FUNCTION "vehicle_vin_parts_update"() RETURNS trigger AS $$
BEGIN
  DELETE FROM "vehicle_vin_parts" x
  USING "vin_parts"(OLD."vehiclevin") AS gone ("part")
  WHERE x."part" = gone."part" AND x."vehicleid" = OLD."vehicleid";
  INSERT INTO "vehicle_vin_parts" ("part", "vehicleid") SELECT p, NEW."vehicleid" FROM "vin_parts"(NEW."vehiclevin") AS p;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION "vehicle_vin_parts_truncate"() RETURNS trigger AS $$
BEGIN
  TRUNCATE "vehicle_vin_parts";
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "vehicle_vin_parts_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS "vin_parts_new"
FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_vin_parts_insert"();
CREATE TRIGGER "vehicle_vin_parts_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS "vin_parts_old"
FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_vin_parts_delete"();
CREATE TRIGGER "vehicle_vin_parts_update" AFTER UPDATE OF "vehiclevin", "vehicleid" ON "vehicles"
FOR EACH ROW WHEN (OLD."vehiclevin" IS DISTINCT FROM NEW."vehiclevin" OR OLD."vehicleid" IS DISTINCT FROM NEW."vehicleid")
EXECUTE FUNCTION "vehicle_vin_parts_update"();
CREATE TRIGGER "vehicle_vin_parts_truncate" AFTER TRUNCATE ON "vehicles"
FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_vin_parts_truncate"();

-- Filled once the triggers exist: creating them locked out every writer of vehicles until this migration
-- commits (and waited for those under way), so no vehicle written meanwhile is missed or written twice.
-- The key is built after the rows: once is much quicker than keeping it row by row.
INSERT INTO "vehicle_vin_parts" ("part", "vehicleid")
SELECT p, v."vehicleid" FROM "vehicles" v, "vin_parts"(v."vehiclevin") AS p;
ALTER TABLE "vehicle_vin_parts" ADD CONSTRAINT "vehicle_vin_parts_pkey" PRIMARY KEY ("part", "vehicleid");

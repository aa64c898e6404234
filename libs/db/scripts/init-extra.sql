-- ---------------------------------------------------------------------------------------------
-- Hand-written part of 0001_init (appended by scripts/make-init-migration.mjs).
-- ---------------------------------------------------------------------------------------------

-- Trigram search for `vehiclevin like '%...%'` (VIN search box, vehicles_register, mass update).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "vehicles_vehiclevin_trgm_idx" ON "vehicles" USING GIN ("vehiclevin" gin_trgm_ops);
CREATE INDEX "clients_clientname_trgm_idx" ON "clients" USING GIN ("clientname" gin_trgm_ops);

-- Partial indexes for the hot queues and reports.
-- Notes Queue: open notes are complete = false AND roleid = 1.
CREATE INDEX "vehicle_notes_open_idx" ON "vehicle_notes" ("notedate" DESC) WHERE "complete" = false AND "roleid" = 1;
-- Unbilled units: invoiceid 0 and not cancelled, by creation date.
CREATE INDEX "vehicles_unbilled_idx" ON "vehicles" ("recordcreateddate") WHERE "invoiceid" = 0 AND "cancelled" = 0;
-- Vehicles not in any load (client_load_vehicles, RI "Recent Purchases").
CREATE INDEX "vehicles_no_load_idx" ON "vehicles" ("clientid", "vehicleid" DESC) WHERE "client_load_id" IS NULL;
-- Pending DOT (application types 18, 19, 27 without a DOT submission).
CREATE INDEX "vehicles_pending_dot_idx" ON "vehicles" ("recordcreateddate")
  WHERE "submitteddotdate" IS NULL AND "titleprocessingtype" IN (18, 19, 27);

-- The digest of a bay shipment's last check result. The loads service compares each check (a user's, or
-- the bay sync's re-check of what the partner holds) with it and announces the load when it differs,
-- so open load pages show the new status without announcing unchanged re-checks.
ALTER TABLE "bay_shipments" ADD COLUMN "check_fingerprint" TEXT;

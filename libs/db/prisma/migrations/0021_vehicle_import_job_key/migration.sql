-- The queued job a real import ran as. A worker that crashes after the import committed but before its
-- job was marked done has the job run again (the queue's stalled-job recovery): the second run finds
-- its key here and answers the first run's outcome instead of creating the vehicles twice.
ALTER TABLE "vehicle_imports" ADD COLUMN "job_key" TEXT;
CREATE UNIQUE INDEX "vehicle_imports_job_key_key" ON "vehicle_imports" ("job_key");

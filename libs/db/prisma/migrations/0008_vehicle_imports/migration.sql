-- Vehicle imports (/management/vehicleFileUpload): each dry run and each real run, row by row, so a
-- run can be read back and a real one undone as a whole while none of its vehicles changed since.

CREATE TABLE "vehicle_imports" (
    "id" SERIAL NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userid" INTEGER NOT NULL,
    "clientid" INTEGER NOT NULL,
    "titleprocessingtype" INTEGER NOT NULL,
    "filename" TEXT,
    "dry_run" BOOLEAN NOT NULL DEFAULT false,
    "rows_asked" INTEGER NOT NULL DEFAULT 0,
    "created_count" INTEGER NOT NULL DEFAULT 0,
    "undone_at" TIMESTAMPTZ(3),
    "undone_by" INTEGER,
    CONSTRAINT "vehicle_imports_pkey" PRIMARY KEY ("id")
);

-- The import log, newest first.
CREATE INDEX "vehicle_imports_created_at_idx" ON "vehicle_imports" ("created_at" DESC);

CREATE TABLE "vehicle_import_items" (
    "id" SERIAL NOT NULL,
    "import_id" INTEGER NOT NULL,
    "row_number" INTEGER NOT NULL,
    "vehiclevin" TEXT NOT NULL,
    -- The vehicle made by a real run; kept (not a foreign key) after an undo deleted it.
    "vehicleid" INTEGER,
    -- created, would-create (dry run) or refused.
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    CONSTRAINT "vehicle_import_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "vehicle_import_items_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "vehicle_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- An import's rows, for its result and its undo.
CREATE INDEX "vehicle_import_items_import_id_idx" ON "vehicle_import_items" ("import_id");

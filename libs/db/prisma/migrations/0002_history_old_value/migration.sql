-- The value a field had before the change, so a history entry reads "old -> new".
ALTER TABLE "history_items" ADD COLUMN "old_value" TEXT;
CREATE INDEX "history_items_object_type_object_type_id_created_at_idx" ON "history_items" ("object_type", "object_type_id", "created_at" DESC);

-- Staff Volume and Title Activity read the vehicle date changes of a period by field: without this
-- index they would read every history item ever written.
CREATE INDEX "history_items_object_type_target_field_created_at_idx" ON "history_items"("object_type", "target_field", "created_at");

-- The dashboard counts each metric by the date it follows (document 2 §9), reading only the vehicles
-- with some date in the period: every such date needs its index so the period's rows are found by
-- index scans rather than by reading the register. These two were the last without one.
CREATE INDEX "vehicles_state_white_copy_date_idx" ON "vehicles"("state_white_copy_date");
CREATE INDEX "vehicles_speedo_placed_date_idx" ON "vehicles"("speedo_placed_date");

-- The fees of an invoice line, by bucket (STATE, DVS, OTHER), as they were when the vehicle joined its
-- batch: a later change of a rack rate or an override must not change an invoice already issued.
-- totalcost stays the line's whole amount: these fees plus the vehicle's charges billed on the batch.
-- Lines written before this migration carried their fees as charges, already in totalcost: their
-- buckets stay 0.

ALTER TABLE "invoices"
    ADD COLUMN "fee_state" DECIMAL(12,2) NOT NULL DEFAULT 0,
    ADD COLUMN "fee_dvs" DECIMAL(12,2) NOT NULL DEFAULT 0,
    ADD COLUMN "fee_other" DECIMAL(12,2) NOT NULL DEFAULT 0;

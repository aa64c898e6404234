/** What the count and total of a batch are read from: its invoice lines. */
export const TotalsRow = {
  invoices: { select: { totalcost: true } },
} as const;

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/**
 * A batch's Count (its invoice lines) and Total (the sum of its lines, each its fees plus its charges
 * billed on the batch: see invoice-lines.ts), in cents while adding so that many lines add up to the cent.
 */
export function batchTotals(row: Record<string, unknown>): { invoice_count: number; invoice_total: number } {
  const invoices = (row.invoices as Array<{ totalcost: unknown }> | undefined) ?? [];
  return { invoice_count: invoices.length, invoice_total: invoices.reduce((sum, i) => sum + cents(i.totalcost), 0) / 100 };
}

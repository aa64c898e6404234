import type { PrismaClient } from '../generated/prisma/client.js';

/** [table, serial key column] of every table whose rows seeds insert with explicit ids. */
export const SERIAL_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['roles', 'roleid'],
  ['us_states', 'stateid'],
  ['client_types', 'clienttypeid'],
  ['payment_types', 'paymenttypeid'],
  ['charge_buckets', 'id'],
  ['vehicle_charge_types', 'vehiclechargetypeid'],
  ['vehicle_statuses', 'statusid'],
  ['title_statuses', 'statusid'],
  ['vehicle_image_types', 'id'],
  ['title_application_types', 'titleapplicationid'],
  ['title_application_type_costs', 'id'],
  ['rack_rates', 'id'],
  ['rack_rate_title_app_types', 'id'],
  ['rack_rate_overrides', 'id'],
  ['title_rack_rates', 'id'],
  ['auctions', 'auctionid'],
  ['nhtsa_conformity_items', 'id'],
  ['nhtsa_conformance_locations', 'id'],
  ['pdf_forms', 'id'],
  ['pdf_form_fields', 'id'],
  ['client_groups', 'id'],
  ['clients', 'clientid'],
  ['client_notes', 'id'],
  ['client_agents', 'id'],
  ['client_defaults', 'id'],
  ['web_users', 'userid'],
  ['client_locations', 'id'],
  ['client_drivers', 'id'],
  ['client_transporters', 'id'],
  ['client_loads', 'id'],
  ['bay_shipments', 'id'],
  ['invoice_batches', 'invoiceid'],
  ['master_invoice_batches', 'id'],
  ['paperwork_batches', 'printtitledocsid'],
  ['one_off_invoices', 'id'],
];

/**
 * Moves each serial sequence past the largest key in its table, so rows inserted with explicit ids
 * by a seed never collide with rows inserted later by the application.
 */
export async function resetSequences(prisma: PrismaClient, keys: ReadonlyArray<readonly [string, string]> = SERIAL_KEYS): Promise<void> {
  for (const [table, column] of keys) {
    // Identifiers come from the constant list above, never from input.
    await prisma.$executeRawUnsafe(
      `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'),
              GREATEST(COALESCE((SELECT MAX("${column}") FROM "${table}"), 0), 1),
              COALESCE((SELECT MAX("${column}") FROM "${table}"), 0) >= 1)`,
    );
  }
}

import { invoiceRecipients, RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource, ValidationError } from '@portal/server-kit';

const FIELDS = [
  'client_id',
  'client_name',
  'client_email',
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'vin',
  'year',
  'make',
  'model',
  'amount',
  'pickup_location',
  'delivery_location',
  'driver_name',
] as const;

/** The largest amount the column holds (numeric(12,2)). */
const MAX_AMOUNT_CENTS = 10 ** 12 - 1;

/** An amount in dollars: a number (or its text) of at least 0 with at most 2 decimals. */
export function amountReason(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'is required';
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || !/^-?\d+(\.\d+)?$/.test(text)) return 'must be a number';
  if (Number(text) < 0) return 'must be 0 or more';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'must have at most 2 decimals';
  if (Math.round(Number(text) * 100) > MAX_AMOUNT_CENTS) return 'is too large';
  return null;
}

/** A VIN on a one-off invoice: letters and digits, at most 17 (the lookup runs at exactly 17, document 3 §5). */
export function vinReason(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^[A-Za-z0-9]{1,17}$/.test(value.trim())) return 'must be at most 17 letters and digits';
  return null;
}

/** The one-off invoice's rules before any field is converted: the amount, the VIN and the client's e-mail. */
function checked(body: Record<string, unknown>): Record<string, unknown> {
  const errors: Record<string, string[]> = {};
  // Without an amount a new invoice starts at 0 (the column's default); a sent one must be valid.
  const amount = 'amount' in body ? amountReason(body.amount) : null;
  if (amount) errors.amount = [amount];
  const vin = vinReason(body.vin);
  if (vin) errors.vin = [vin];
  if (typeof body.vin === 'string') body.vin = body.vin.trim().toUpperCase();
  const email = body.client_email;
  if (typeof email === 'string' && email.trim() !== '' && !invoiceRecipients.safeParse(email).success)
    errors.client_email = ['must be e-mail addresses separated by commas'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return body;
}

/**
 * One-off invoices (document 3 §2.7, §3): an invoice for a single job (a transport, a vehicle) outside the
 * batches, kept with its own copy of the client's name and address. Staff only (services/invoicing README).
 */
export const oneOffInvoicesResource = defineResource({
  name: 'one_off_invoices',
  model: 'OneOffInvoice',
  primaryKey: 'id',
  filterable: ['id', 'client_id', 'client_name', 'client_email', 'vin', 'amount', 'created_at', 'driver_name'],
  sortable: ['id', 'client_name', 'vin', 'amount', 'created_at'],
  creatable: FIELDS,
  updatable: FIELDS,
  required: ['client_name'],
  relations: { client: { access: 'staff', select: ['clientid', 'clientname'], filterable: ['clientname'], sortable: ['clientname'] } },
  defaultOrder: [{ field: 'id', direction: 'desc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.one_off_invoices.access,
  scope: { none: true, reason: 'one-off invoices are staff-only (services/invoicing README)' },
  hooks: { prepare: (body) => checked(body) },
});

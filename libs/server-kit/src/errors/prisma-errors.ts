import { ConflictError, DomainError, NotFoundError, ValidationError } from './domain-errors.js';

interface PrismaKnownError {
  code: string;
  meta?: Record<string, unknown>;
}

function isPrismaKnown(error: unknown): error is PrismaKnownError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: string }).name === 'PrismaClientKnownRequestError' &&
    typeof (error as PrismaKnownError).code === 'string'
  );
}

/** Translates the database refusals a caller can fix into domain errors; anything else is left as is. */
export function translatePrismaError(error: unknown): unknown {
  if (error instanceof DomainError || !isPrismaKnown(error)) return error;
  const meta = error.meta ?? {};
  const fields = fieldNames(meta);
  switch (error.code) {
    case 'P2002':
      return new ConflictError(
        `A record with this ${fields.join(', ') || 'value'} already exists`,
        Object.fromEntries(fields.map((f) => [f, ['is already in use']])),
      );
    case 'P2003':
      return new ValidationError(Object.fromEntries((fields.length ? fields : ['reference']).map((f) => [f, ['refers to a record that does not exist']])));
    case 'P2000':
      return new ValidationError(Object.fromEntries((fields.length ? fields : ['value']).map((f) => [f, ['is too long']])));
    case 'P2011':
      return new ValidationError(Object.fromEntries((fields.length ? fields : ['value']).map((f) => [f, ['is required']])));
    case 'P2025':
      return new NotFoundError();
    default:
      return error;
  }
}

interface DriverCause {
  originalMessage?: string;
  table?: string;
  column?: string;
  constraint?: { fields?: string[]; index?: string };
}

/** The fields a refusal is about, from whatever Prisma and the driver adapter report. */
function fieldNames(meta: Record<string, unknown>): string[] {
  const cause = (meta.driverAdapterError as { cause?: DriverCause } | undefined)?.cause;
  if (cause?.constraint?.fields?.length) return cause.constraint.fields.map((f) => f.replace(/^"|"$/g, ''));
  if (cause?.column) return [cause.column];
  if (cause?.constraint?.index) {
    // PostgreSQL names constraints <table>_<columns>_fkey / _key.
    // A unique violation's message does not name the table; the adapter reports it beside.
    const table = /on table "([^"]+)"/.exec(cause.originalMessage ?? '')?.[1] ?? cause.table;
    const name = cause.constraint.index.replace(/_(fkey|key|pkey)$/, '');
    return [table && name.startsWith(`${table}_`) ? name.slice(table.length + 1) : name];
  }
  for (const c of [meta.target, meta.field_name, meta.column_name]) {
    if (Array.isArray(c) && c.length) return c.map(String);
    if (typeof c === 'string' && c) return [c];
  }
  return [];
}

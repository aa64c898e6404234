import { ConflictError, DomainError, NotFoundError, UnavailableError, ValidationError } from './domain-errors.js';

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

export const DATABASE_UNAVAILABLE = 'The database is not reachable right now; please try again shortly';

/** Prisma's codes for a server it cannot reach or lost: not reachable, timed out, connection closed. */
const UNREACHABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017']);

/** SQLSTATE classes of a server going away or not ready: 08 connection exception, 57P shutting down or starting up, 53300 too many connections. */
function isUnavailableState(state: unknown): boolean {
  return typeof state === 'string' && (state.startsWith('08') || state.startsWith('57P') || state === '53300');
}

/**
 * The driver's own errors when a pooled connection dies under a query carry no code, only these
 * fixed messages of `pg`'s client; nothing else tells a lost connection from a failure of ours.
 */
const LOST_CONNECTION = /^(Connection terminated( unexpectedly)?|Client has encountered a connection error and is not queryable)$/;

/** The socket's own codes when the server cannot be reached, as `pg` passes them on to a direct read. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when the database is stopped, restarting or unreachable: the request may succeed later, and
 * the caller hears 503 rather than a 500 that says something of ours is broken.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (isPrismaKnown(error)) {
    if (UNREACHABLE_CODES.has(error.code)) return true;
    const cause = (error.meta?.driverAdapterError as { cause?: { originalCode?: unknown; kind?: unknown } } | undefined)?.cause;
    return isUnavailableState(cause?.originalCode) || cause?.kind === 'TooManyConnections';
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return isUnavailableState(code) || (code === undefined && typeof message === 'string' && LOST_CONNECTION.test(message));
}

/** Translates the database refusals a caller can fix, and an unreachable database, into domain errors; anything else is left as is. */
export function translatePrismaError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  if (isDatabaseUnavailable(error)) return new UnavailableError(DATABASE_UNAVAILABLE);
  if (!isPrismaKnown(error)) return error;
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

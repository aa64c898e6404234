import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import type { ServiceName } from '../services.js';

/** Who may make a call: anyone (sign-in), any signed-in user (its data limited to its clients), or staff. */
export type CallAccess = 'public' | 'signed-in' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the bytes travel at the edge: `json` calls are served by the gateway's generic route; `upload`
 * (multipart) and `download` (a file or a stream) have a gateway handler of their own, declared with
 * the same entry so its path, access and documentation are still written once; `stream` is a
 * long-lived answer of server-sent events, served by a gateway handler of its own.
 */
export type CallTransport = 'json' | 'upload' | 'download' | 'stream';

/**
 * One call that crosses a boundary (document 1 §7, document 3 §7): its HTTP face, its NATS subject,
 * what it takes and answers, who may make it and how it can fail. The gateway's route, the service's
 * handler validation, the OpenAPI operation and the browser's typed call all derive from the entry.
 *
 * `request` describes the message the gateway forwards: `params` from the path, `query` from the query
 * string, `body` from the JSON body. Services read the caller from the forwarded token, never from it.
 */
export interface CallEntry<Req extends z.ZodType = z.ZodType, Ans extends z.ZodType = z.ZodType> {
  /** The NATS subject, `domain.entity.action`, also the entry's name. */
  name: string;
  service: ServiceName;
  method: HttpMethod;
  /** `/api/...` with `:param` placeholders. */
  path: string;
  access: CallAccess;
  summary: string;
  request: Req;
  answer: Ans;
  /** The error codes it may answer with, beside UNAUTHORIZED/FORBIDDEN (access) and UNAVAILABLE/TIMEOUT (transport). */
  errors: readonly ErrorCode[];
  transport?: CallTransport;
  /**
   * The gateway does work of its own for this call (sign-in throttling), in a handler declared with
   * the entry; otherwise a JSON call is forwarded by the gateway's generic catalog route.
   */
  edgeHandler?: boolean;
  /** The HTTP status of a success; 200 unless given. */
  status?: number;
  /**
   * The inputs that name a record, beside a path's `:id` of its own resource: `'query.clientId': 'clients'`,
   * `'body.vehicleIds': 'vehicles'`, `'params.id': 'vehicles'` (ids joined by commas). The value is the
   * generic resource (RESOURCE_ROUTES) the record belongs to. A caller may name only records of its own
   * clients (document 1 §6, document 3 §6), so the access matrix aims each at another client's record and
   * at one that does not exist; whether it takes one id or a list is read from the input's schema.
   */
  refs?: Readonly<Record<RefInput, string>>;
}

/** Where a record's id arrives: `query.<name>`, `body.<name>` or `params.<name>`. */
export type RefInput = `${'query' | 'body' | 'params'}.${string}`;

/** Declares a call, keeping its literal types. */
export function defineCall<const Req extends z.ZodType, const Ans extends z.ZodType>(entry: CallEntry<Req, Ans>): CallEntry<Req, Ans> {
  return entry;
}

export type CallInput<E extends CallEntry> = z.input<E['request']>;
export type CallMessage<E extends CallEntry> = z.output<E['request']>;
export type CallAnswer<E extends CallEntry> = z.output<E['answer']>;

/** A queued job as the browser polls it (`JobStatus` of queues.ts): its state, progress, and its result or why it failed. */
export function jobStatusAnswer<const R extends z.ZodType>(result: R) {
  return z.object({
    id: z.string(),
    queue: z.string(),
    state: z.string(),
    progress: z.object({ percent: z.number(), message: z.string().optional() }),
    attempts: z.number(),
    result: result.optional(),
    failedReason: z.string().optional(),
  });
}

/** A job's id in a path. */
export const jobIdParam = z.string().regex(/^\d{1,12}$/, 'must be a job id');

/** Whether the gateway's generic route forwards the call, or a handler of its own serves it. */
export function forwardedAsIs(entry: CallEntry): boolean {
  return (entry.transport ?? 'json') === 'json' && !entry.edgeHandler;
}

// Filling a path needs no schema: it lives with the browser-safe routes.
export { fillPath, pathParams } from '../call-routes/path.js';

/** Query-string values as they arrive: a text, or several. */
export const queryText = z.union([z.string(), z.array(z.string())]).optional();
/** The largest id a key column holds (PostgreSQL `integer`). */
export const MAX_RECORD_ID = 2_147_483_647;
/** A record id in a path: digits only and within the key column's range, so a bad one is refused before any service sees it. */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a record id')
  // Only the range: text that is not digits already has its message from the pattern.
  .refine((id) => !/^\d{1,10}$/.test(id) || Number(id) <= MAX_RECORD_ID, 'must be a record id');
/** A `?flag`, `=1`/`=true` or `=0`/`=false`. */
export const queryFlag = z
  .enum(['', '1', '0', 'true', 'false'], { message: 'must be 1, 0, true or false' })
  .optional()
  .transform((v) => v === '' || v === '1' || v === 'true');
/** The list envelope of document 1 §3 around rows of any shape. */
export const listEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), current_page: z.number(), per_page: z.number(), total: z.number() });

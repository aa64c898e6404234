/** Error kinds that cross the NATS boundary; the gateway maps each to one HTTP status. */
export const ERROR_CODE = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'VALIDATION',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'UNAVAILABLE',
  TIMEOUT: 'TIMEOUT',
  /** A request or an answer bigger than the message bus carries in one message. */
  TOO_LARGE: 'TOO_LARGE',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** Field name → the reasons it was refused. */
export type FieldErrors = Record<string, string[]>;

/**
 * An empty set of field errors with no prototype: a field named `constructor` or `__proto__` (sent by a
 * caller) is then a field like any other, not an inherited property that breaks the collecting.
 */
export function noFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

/** The error body every non-OK answer carries, over NATS and over HTTP. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 422,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
  TOO_LARGE: 413,
  INTERNAL: 500,
};

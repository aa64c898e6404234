import { HTTP_STATUS_OF, type ErrorCode } from '@portal/contracts/constants';

/** Field messages as the server sends them with a 422. */
export type FieldErrors = Record<string, string[]>;

export const NOT_AUTHORIZED = 'Not Authorized';
export const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
export const TIMED_OUT = 'The server did not answer in time. Please try again.';

/** A failed call, with the text to show (document 1 §8) and what the server said. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; undefined when no answer arrived. */
    readonly status: number | undefined,
    /** The server's own `message`, to show; match on `code`, `status` or `errors` instead. */
    readonly serverMessage?: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.code = codeOfStatus(status);
  }

  /** The kind of refusal (`VALIDATION`, `NOT_FOUND`, ...): what code should match on, never the message. */
  readonly code: ErrorCode | undefined;
}

/** Whether `error` is a refusal of the kind `code`. */
export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

// The gateway maps each code to one status (HTTP_STATUS_OF), so the status tells the code back.
const CODE_OF_STATUS = new Map(Object.entries(HTTP_STATUS_OF).map(([code, status]) => [status, code as ErrorCode]));

function codeOfStatus(status: number | undefined): ErrorCode | undefined {
  return status === undefined ? undefined : CODE_OF_STATUS.get(status);
}

/**
 * The text shown for a non-OK answer: 401 is always "Not Authorized"; otherwise the body's
 * `message`, else the status text. An unparsable body counts as empty.
 */
export function errorText(status: number, statusText: string | undefined, body: unknown): string {
  if (status === 401) return NOT_AUTHORIZED;
  const message = bodyMessage(body);
  if (message) return message;
  if (statusText && statusText.trim() !== '') return statusText;
  return `Request failed with status ${status}`;
}

export function apiErrorFromResponse(status: number, statusText: string | undefined, body: unknown): ApiError {
  return new ApiError(errorText(status, statusText, body), status, bodyMessage(body), bodyErrors(body));
}

/** Any thrown value as the text to show to a person. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong';
}

function bodyMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (Array.isArray(message) && message.length) return message.map(String).join(', ');
  }
  return undefined;
}

function bodyErrors(body: unknown): FieldErrors | undefined {
  if (body && typeof body === 'object' && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
      const out: FieldErrors = {};
      for (const [field, list] of Object.entries(errors as Record<string, unknown>)) {
        out[field] = Array.isArray(list) ? list.map(String) : [String(list)];
      }
      return out;
    }
  }
  return undefined;
}

/**
 * Calls to a partner's HTTP API (the bay shipment system, Blackbook): a deadline on every attempt, and
 * retries with exponential backoff while the partner is unreachable, overloaded (429) or failing (5xx).
 * A refusal (any other 4xx) is an answer, returned at once; when every attempt failed the caller gets a
 * `PartnerUnavailable` and decides what to tell the user (nothing has been written by then).
 */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; each later wait doubles. */
  backoffMs: number;
  /** The deadline of one attempt. */
  timeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, backoffMs: 200, timeoutMs: 5000 };

export class PartnerUnavailable extends Error {
  constructor(
    readonly partner: string,
    readonly reason: string,
  ) {
    super(`${partner} unavailable: ${reason}`);
    this.name = 'PartnerUnavailable';
  }
}

export interface PartnerAnswer<T> {
  status: number;
  body: T;
}

const retryable = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one JSON request with retries; answers the status and parsed body of the first non-retryable answer. */
export async function partnerRequest<T>(
  partner: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown },
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<PartnerAnswer<T>> {
  let reason = 'no attempt made';
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    if (attempt > 1) await sleep(policy.backoffMs * 2 ** (attempt - 2));
    try {
      const response = await fetch(url, {
        method: init.method,
        headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      const text = await response.text();
      if (retryable(response.status)) {
        reason = `HTTP ${response.status}`;
        continue;
      }
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        reason = 'an answer that is not JSON';
        continue;
      }
      return { status: response.status, body: body as T };
    } catch (error) {
      reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${policy.timeoutMs} ms` : 'unreachable';
    }
  }
  throw new PartnerUnavailable(partner, reason);
}

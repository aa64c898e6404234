import type { ClientProxy } from '@nestjs/microservices';
import { ERROR_CODE, type ErrorBody } from '@portal/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { DomainError } from '../errors/domain-errors.js';
import { callerMessage, type Caller } from './caller.js';
import { parsedAnswer, type RawJson } from './raw-answer.js';

/** The answer of a call that failed; carries the service's error body or a transport failure. */
export class RpcCallError extends DomainError {}

/**
 * Request/reply over NATS with a deadline. A service that is not listening, or that does not answer in
 * time, becomes a clear error instead of a hung request.
 */
export class RpcClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  /** A call made for a signed-in user: the fields, and the caller's token for the service to verify. */
  call<T>(caller: Pick<Caller, 'token'>, subject: string, fields: object = {}, serviceLabel?: string): Promise<T> {
    return this.send<T>(subject, callerMessage(caller, fields), serviceLabel);
  }

  /** A call that needs no caller (sign-in, health); anything made for a user goes through `call`. */
  async send<T>(subject: string, payload: unknown, serviceLabel = subject.split('.')[0]): Promise<T> {
    return parsedAnswer<T>(await this.answer(subject, payload, serviceLabel));
  }

  /**
   * As `call` (or `send` without a caller), for an answer passed on as it is: a JSON object or list comes
   * back as the service's bytes (RawJson) when the proxy reads answers with RawAnswerDeserializer.
   */
  forward(caller: Pick<Caller, 'token'> | undefined, subject: string, fields: object = {}, serviceLabel = subject.split('.')[0]): Promise<RawJson | unknown> {
    return this.answer(subject, caller ? callerMessage(caller, fields) : fields, serviceLabel);
  }

  private async answer(subject: string, payload: unknown, serviceLabel: string): Promise<unknown> {
    try {
      return await firstValueFrom(this.proxy.send<unknown>(subject, payload).pipe(timeout(this.timeoutMs)));
    } catch (error) {
      throw toCallError(error, serviceLabel, this.timeoutMs);
    }
  }
}

export function toCallError(error: unknown, service: string, timeoutMs: number): RpcCallError {
  if (error instanceof TimeoutError)
    return new RpcCallError(ERROR_CODE.TIMEOUT, `The ${service} service did not answer within ${Math.round(timeoutMs / 1000)} seconds; please try again`);
  if (isErrorBody(error)) return new RpcCallError(error.code, error.message, error.errors);
  const text = String((error as { message?: unknown })?.message ?? (error as { code?: unknown })?.code ?? error);
  const kind = (error as { constructor?: { name?: string } })?.constructor?.name ?? '';
  // Nothing subscribed: the service is not running (Nest says "Empty response", NATS says 503 / no responders).
  if (kind === 'EmptyResponseException' || /no subscribers|503|no responders/i.test(text))
    return new RpcCallError(ERROR_CODE.UNAVAILABLE, `The ${service} service is not available right now; please try again shortly`);
  if (/max_payload/i.test(text)) return new RpcCallError(ERROR_CODE.TOO_LARGE, `The request is too large to send to the ${service} service`);
  if (/connection|CONNECTION_REFUSED|closed|reconnect/i.test(text))
    return new RpcCallError(ERROR_CODE.UNAVAILABLE, 'The message broker is not reachable; please try again shortly');
  return new RpcCallError(ERROR_CODE.INTERNAL, 'The request could not be completed');
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).message === 'string' &&
    (value as ErrorBody).code in ERROR_CODE
  );
}

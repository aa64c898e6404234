import { Catch, Logger, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { ERROR_CODE, type ErrorBody } from '@portal/contracts';
import { throwError, type Observable } from 'rxjs';
import { DomainError } from '../errors/domain-errors.js';
import { translatePrismaError } from '../errors/prisma-errors.js';

/**
 * The one place a service turns a thrown error into an answer: domain errors travel as
 * `{code, message, errors}`; anything else is logged here and answered without detail.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const error = translatePrismaError(exception);
    if (error instanceof DomainError) return throwError(() => error.toBody());
    const subject = host.switchToRpc().getContext<{ getSubject?: () => string }>()?.getSubject?.();
    this.logger.error(`Unhandled error on ${subject ?? 'unknown subject'}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    const body: ErrorBody = { code: ERROR_CODE.INTERNAL, message: 'The request could not be completed' };
    return throwError(() => body);
  }
}

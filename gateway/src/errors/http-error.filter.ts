import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HTTP_STATUS_OF } from '@portal/contracts';
import { DomainError } from '@portal/server-kit';

interface Reply {
  status(code: number): Reply;
  header(name: string, value: string): Reply;
  send(body: unknown): void;
}

/**
 * Every failure leaves the gateway as `{message, errors?}` with the status its kind means;
 * nothing from a stack trace or a query ever reaches the caller.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    this.reply(exception, host.switchToHttp().getResponse<Reply>());
  }

  reply(exception: unknown, reply: Reply): void {
    const { status, body } = this.describe(exception);
    reply.status(status).header('content-type', 'application/json; charset=utf-8');
    // A refusal that ends by itself (too many sign-ins) says when.
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    reply.send(body);
  }

  private describe(exception: unknown): { status: number; body: { message: string; errors?: Record<string, string[]> } } {
    if (exception instanceof DomainError) {
      const body = exception.errors ? { message: exception.message, errors: exception.errors } : { message: exception.message };
      return { status: HTTP_STATUS_OF[exception.code], body };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = httpMessage(exception, status);
      if (status === 400 && /JSON/i.test(message)) return INVALID_JSON;
      return { status, body: { message } };
    }
    const fastify = fastifyError(exception);
    if (fastify) return fastify;
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { status: 500, body: { message: 'The request could not be completed' } };
  }
}

const INVALID_JSON = { status: 422, body: { message: 'The body is not valid JSON', errors: { body: ['is not valid JSON'] } } };

function httpMessage(exception: HttpException, status: number): string {
  if (status === 404) return 'Not found';
  const response = exception.getResponse();
  const message = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
  return typeof message === 'string' ? message : exception.message;
}

/** Fastify's own refusals (a body that is not JSON, one too large) are the caller's to fix. */
function fastifyError(exception: unknown): { status: number; body: { message: string; errors?: Record<string, string[]> } } | undefined {
  const e = exception as { code?: string; statusCode?: number; message?: string };
  if (typeof e?.code !== 'string' || !e.code.startsWith('FST_')) return undefined;
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/.test(e.message ?? '')) return INVALID_JSON;
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, body: { message: 'The request body is too large' } };
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, body: { message: 'Send the body as application/json' } };
  return { status: e.statusCode && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 400, body: { message: 'The request is not valid' } };
}

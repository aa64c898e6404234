import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HTTP_STATUS_OF } from '@portal/contracts';
import { DomainError } from '@portal/server-kit';

interface Reply {
  status(code: number): Reply;
  header(name: string, value: string): Reply;
  send(body: unknown): void;
}

/** What the log line names of a request: never its body, query string or headers (tokens). */
export interface RequestLine {
  method?: string;
  url?: string;
}

interface Described {
  status: number;
  /** A short name of the kind of refusal for the log (`VALIDATION`, `FST_ERR_CTP_BODY_TOO_LARGE`, `HTTP_404`). */
  code: string;
  body: { message: string; errors?: Record<string, string[]> };
}

/**
 * Every failure leaves the gateway as `{message, errors?}` with the status its kind means;
 * nothing from a stack trace or a query ever reaches the caller.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.reply(exception, http.getResponse<Reply>(), http.getRequest<RequestLine>());
  }

  reply(exception: unknown, reply: Reply, request: RequestLine = {}): void {
    const described = describe(exception);
    this.log(exception, described, request);
    reply.status(described.status).header('content-type', 'application/json; charset=utf-8');
    // A refusal that ends by itself (too many sign-ins) says when.
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (described.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    reply.send(described.body);
  }

  /**
   * One line per refused request, so probing and broken clients show in the log; a failure of
   * ours keeps its whole story (stack included) for whoever has to fix it.
   */
  private log(exception: unknown, { status, code }: Described, request: RequestLine): void {
    const line = `${request.method ?? '-'} ${pathOf(request.url)} ${status} ${code}`;
    if (status < 500) {
      this.logger.warn(line);
      return;
    }
    const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
    this.logger.error(`${line}: ${detail}`);
  }
}

function describe(exception: unknown): Described {
  if (exception instanceof DomainError) {
    const body = exception.errors ? { message: exception.message, errors: exception.errors } : { message: exception.message };
    return { status: HTTP_STATUS_OF[exception.code], code: exception.code, body };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = httpMessage(exception, status);
    if (status === 400 && /JSON/i.test(message)) return INVALID_JSON;
    return { status, code: `HTTP_${status}`, body: { message } };
  }
  return fastifyError(exception) ?? { status: 500, code: 'UNEXPECTED', body: { message: 'The request could not be completed' } };
}

/** The path alone: a query string may carry names, VINs or other searched-for values. */
function pathOf(url: string | undefined): string {
  if (!url) return '-';
  const end = url.indexOf('?');
  return end < 0 ? url : url.slice(0, end);
}

const INVALID_JSON: Described = { status: 422, code: 'INVALID_JSON', body: { message: 'The body is not valid JSON', errors: { body: ['is not valid JSON'] } } };

function httpMessage(exception: HttpException, status: number): string {
  if (status === 404) return 'Not found';
  const response = exception.getResponse();
  const message = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
  return typeof message === 'string' ? message : exception.message;
}

/** What the caller should change, for the refusals of Fastify and its multipart reader that say more than "not valid". */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as application/json',
  FST_FILES_LIMIT: 'Send one file per upload',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_PROTO_VIOLATION: 'A form field may not be named after a property of every object (such as __proto__ or constructor)',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data',
};

/** Fastify's own refusals (a body that is not JSON, one too large, a form over its limits) are the caller's to fix. */
function fastifyError(exception: unknown): Described | undefined {
  const e = exception as { code?: string; statusCode?: number; message?: string };
  if (typeof e?.code !== 'string' || !e.code.startsWith('FST_')) return undefined;
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/.test(e.message ?? '')) return INVALID_JSON;
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, code: e.code, body: { message: FASTIFY_MESSAGES[e.code] } };
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, code: e.code, body: { message: FASTIFY_MESSAGES[e.code] } };
  return {
    status: e.statusCode && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 400,
    code: e.code,
    body: { message: (Object.hasOwn(FASTIFY_MESSAGES, e.code) && FASTIFY_MESSAGES[e.code]) || 'The request is not valid' },
  };
}

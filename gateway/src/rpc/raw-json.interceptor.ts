import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { RawJson } from '@portal/server-kit';
import { map, type Observable } from 'rxjs';

/** The one method of Fastify's reply used here. */
interface Reply {
  type(contentType: string): unknown;
}

/** The content type Fastify gives a JSON answer it serializes itself. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A forwarded answer (RawJson) is written as the service's bytes, with the content type Fastify would
 * have given the same answer parsed and serialized again; every other answer is left to Fastify.
 */
export class RawJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((answer) => {
        if (!(answer instanceof RawJson)) return answer;
        context.switchToHttp().getResponse<Reply>().type(JSON_CONTENT_TYPE);
        return answer.bytes;
      }),
    );
  }
}

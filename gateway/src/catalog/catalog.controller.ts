import { Controller, Req, Res, type Type } from '@nestjs/common';
import type { CallEntry } from '@portal/contracts';
import { RpcClient, ValidationError, fieldErrorsOf } from '@portal/server-kit';
import type { AuthenticatedRequest } from '../auth/auth.decorators.js';
import { replyWith, type JsonReply } from '../rpc/raw-json.js';
import { CatalogRoute } from './catalog-route.js';

interface ForwardedRequest extends AuthenticatedRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The parts of the HTTP request the entry's schema names (`params`, `query`, `body`). */
export function requestParts(entry: CallEntry, request: ForwardedRequest): Record<string, unknown> {
  const shape = (entry.request as { shape?: Record<string, unknown> }).shape ?? {};
  const parts: Record<string, unknown> = {};
  if ('params' in shape) parts.params = { ...(request.params ?? {}) };
  if ('query' in shape) parts.query = { ...(request.query ?? {}) };
  if ('body' in shape) parts.body = request.body ?? {};
  return parts;
}

/**
 * One controller for every JSON call of the catalog: the route, the access check (by the guard), the
 * request checked against the entry's schema (a 422 naming each field before any service is asked),
 * and the call forwarded with the caller's token and the gateway's deadline. The message is the
 * request as it arrived; the service checks it again against the same schema.
 */
export function catalogController(entries: readonly CallEntry[]): Type<unknown> {
  @Controller()
  class CatalogController {
    constructor(readonly rpc: RpcClient) {}
  }
  const prototype = CatalogController.prototype as unknown as Record<string, unknown>;
  entries.forEach((entry, index) => {
    const key = `${entry.name.replace(/[^A-Za-z0-9]/g, '_')}_${index}`;
    prototype[key] = async function forward(this: CatalogController, request: ForwardedRequest, reply: JsonReply) {
      const parts = requestParts(entry, request);
      const checked = entry.request.safeParse(parts);
      if (!checked.success) throw new ValidationError(fieldErrorsOf(checked.error.issues));
      const caller = entry.access === 'public' ? undefined : { token: request.accessToken ?? '' };
      return replyWith(reply, await this.rpc.forward(caller, entry.name, parts, entry.service));
    };
    const descriptor = Object.getOwnPropertyDescriptor(prototype, key)!;
    CatalogRoute(entry)(prototype, key, descriptor);
    Req()(prototype, key, 0);
    Res({ passthrough: true })(prototype, key, 1);
    Object.defineProperty(prototype, key, descriptor);
  });
  return CatalogController;
}

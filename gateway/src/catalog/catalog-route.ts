import { applyDecorators, Delete, Get, HttpCode, Post, Put, SetMetadata } from '@nestjs/common';
import type { CallEntry } from '@portal/contracts';
import { Public, StaffOnly } from '../auth/auth.decorators.js';

export const CALL_NAME = 'portal:call';

const METHOD = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/**
 * Turns a catalog entry into a route: its method and path, its success status and its access
 * (public, signed-in, staff), read by the one auth guard. Every gateway route is declared this way,
 * whether the generic catalog controller forwards it or a handler of its own serves it.
 */
export function CatalogRoute(entry: CallEntry): MethodDecorator {
  const access = entry.access === 'public' ? [Public()] : entry.access === 'staff' ? [StaffOnly()] : [];
  return applyDecorators(METHOD[entry.method](entry.path.replace(/^\/+/, '')), HttpCode(entry.status ?? 200), SetMetadata(CALL_NAME, entry.name), ...access);
}

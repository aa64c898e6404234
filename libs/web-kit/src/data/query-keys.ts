import type { CallFace } from '@portal/contracts/call-routes';
import type { Id } from '../api/client.js';

// Keys are arrays so that invalidating a prefix reaches every answer below it: a resource's key
// covers its lists and its records, a call's name covers every input it was made with.

export function callKey(target: Pick<CallFace, 'name'>, input?: unknown): readonly unknown[] {
  return input === undefined ? ['call', target.name] : ['call', target.name, input];
}

export function resourceKey(resource: string): readonly unknown[] {
  return ['resource', resource];
}

export function resourceListKey(resource: string, query: unknown): readonly unknown[] {
  return ['resource', resource, 'list', query ?? {}];
}

export function resourceRecordKey(resource: string, id: Id, query: unknown): readonly unknown[] {
  return ['resource', resource, 'record', String(id), query ?? {}];
}

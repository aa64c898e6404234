import { listParams, startSession, type ApiClient, type ListEnvelope, type ListQuery } from '@portal/web-kit';

/** Stores a staff sign-in. */
export function signInAsStaff(): void {
  startSession({
    user: { userid: 1, name: 'Staff Person', roleid: 2, clientid: null },
    access_token: 'token',
    webUser: { userid: 1, roleid: 2, clientid: null, role: { roleid: 2, name: 'admin' }, client: null },
  });
}

export interface FakeCall {
  method: string;
  path: string;
  body?: unknown;
}

/** An api answering from memory; every call is kept in `calls` (lists as `resource?params`). */
export function fakeApi({
  lists = {},
  records = {},
  created = {},
}: { lists?: Record<string, unknown[]>; records?: Record<string, unknown>; created?: Record<string, unknown> } = {}) {
  const calls: FakeCall[] = [];
  const api = {
    listResource: async (resource: string, query: ListQuery = {}): Promise<ListEnvelope<unknown>> => {
      calls.push({
        method: 'GET',
        path: `${resource}?${listParams(query)
          .map(([k, v]) => `${k}=${v}`)
          .join('&')}`,
      });
      const data = lists[resource] ?? [];
      return { data, total: data.length, current_page: query.page ?? 1, per_page: query.per_page ?? 10 };
    },
    getResource: async (resource: string, id: string | number) => {
      calls.push({ method: 'GET', path: `${resource}/${id}` });
      return records[`${resource}/${id}`];
    },
    createResource: async (resource: string, body: unknown) => {
      calls.push({ method: 'POST', path: resource, body });
      return created[resource] ?? body;
    },
    updateResource: async (resource: string, id: string | number, body: unknown) => {
      calls.push({ method: 'PUT', path: `${resource}/${id}`, body });
      return { ...(records[`${resource}/${id}`] as object), ...(body as object) };
    },
    deleteResource: async (resource: string, id: string | number) => {
      calls.push({ method: 'DELETE', path: `${resource}/${id}` });
    },
  } as unknown as ApiClient;
  return { api, calls };
}

import { listParams, startSession, type ApiClient, type ListEnvelope, type ListQuery } from '@portal/web-kit';

/** Stores a sign-in: staff (2) or a client user bound to `clientid`. */
export function signInAs(roleid: number, clientid: number | null = null): void {
  startSession({
    user: { userid: 4, name: 'Test Person', roleid, clientid },
    access_token: 'token',
    webUser: { userid: 4, roleid, clientid, role: { roleid, name: 'role' }, client: clientid === null ? null : { clientid, clientname: 'Acme Motors' } },
  });
}

export interface FakeApiOptions {
  lists?: Record<string, unknown[]>;
  get?: (resource: string, id: string) => Promise<unknown>;
  update?: (resource: string, id: string, body: unknown) => Promise<unknown>;
  create?: (resource: string, body: unknown) => Promise<unknown>;
  request?: (options: { method: string; path: string; body?: unknown }) => Promise<unknown>;
}

/** An api answering from memory; `requests` keeps every list call as `resource?params`. */
export function fakeApi({ lists = {}, get, update, create, request }: FakeApiOptions = {}) {
  const requests: string[] = [];
  /** Every write, in order: `[method, resource or path, body]`. */
  const writes: Array<[string, string, unknown]> = [];
  const api = {
    listResource: async (resource: string, query: ListQuery = {}): Promise<ListEnvelope<unknown>> => {
      requests.push(
        `${resource}?${listParams(query)
          .map(([k, v]) => `${k}=${v}`)
          .join('&')}`,
      );
      const data = lists[resource] ?? [];
      return { data, total: data.length, current_page: query.page ?? 1, per_page: query.per_page ?? 10 };
    },
    getResource: async (resource: string, id: string | number) => {
      requests.push(`${resource}/${id}`);
      if (!get) throw new Error('no get');
      return get(resource, String(id));
    },
    updateResource: async (resource: string, id: string | number, body: unknown) => {
      writes.push(['PUT', `${resource}/${id}`, body]);
      if (!update) throw new Error('no update');
      return update(resource, String(id), body);
    },
    createResource: async (resource: string, body: unknown) => {
      writes.push(['POST', resource, body]);
      if (!create) throw new Error('no create');
      return create(resource, body);
    },
    deleteResource: async (resource: string, id: string | number) => {
      writes.push(['DELETE', `${resource}/${id}`, null]);
    },
    request: async (options: { method: string; path: string; body?: unknown }) => {
      if (options.method !== 'GET') writes.push([options.method, options.path, options.body]);
      if (!request) return { data: [], total: 0, current_page: 1, per_page: 25 };
      return request(options);
    },
  } as unknown as ApiClient;
  return { api, requests, writes };
}

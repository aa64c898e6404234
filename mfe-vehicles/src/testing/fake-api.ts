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
}

/** An api answering from memory; `requests` keeps every list call as `resource?params`. */
export function fakeApi({ lists = {}, get }: FakeApiOptions = {}) {
  const requests: string[] = [];
  const api = {
    listResource: async (resource: string, query: ListQuery = {}): Promise<ListEnvelope<unknown>> => {
      requests.push(`${resource}?${listParams(query).map(([k, v]) => `${k}=${v}`).join('&')}`);
      const data = lists[resource] ?? [];
      return { data, total: data.length, current_page: query.page ?? 1, per_page: query.per_page ?? 10 };
    },
    getResource: async (resource: string, id: string | number) => {
      requests.push(`${resource}/${id}`);
      if (!get) throw new Error('no get');
      return get(resource, String(id));
    },
  } as unknown as ApiClient;
  return { api, requests };
}

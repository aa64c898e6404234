import type { AxiosAdapter, AxiosInstance, AxiosStatic, Method } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config.js';
import { accessTokenExpiresWithin, getAccessToken } from '../session/session.js';
import type { AuthResponse } from '../session/types.js';
import { ApiError, apiErrorFromResponse, TIMED_OUT, UNREACHABLE } from './errors.js';
import { listQueryString, type ListEnvelope, type ListQuery } from './list-query.js';
import { renewAccessToken } from './token-refresh.js';

/** An access token this close to its expiry is renewed before a call rather than after a refusal. */
const RENEW_MARGIN_MS = 30_000;

export type Id = string | number;

export interface RequestOptions {
  method: Method;
  /** Path under the API base, e.g. `/api/vehicles/5/images`. */
  path: string;
  body?: unknown;
  query?: ListQuery;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

/** A file the API answered with, and the headers that describe it (lower-case names). */
export interface DownloadedFile {
  blob: Blob;
  headers: Record<string, string>;
}

/** Everything the screens need from the server; components take it from context so tests can pass a fake. */
export interface ApiClient {
  listResource<T = Record<string, unknown>>(resource: string, query?: ListQuery, signal?: AbortSignal): Promise<ListEnvelope<T>>;
  getResource<T = Record<string, unknown>>(resource: string, id: Id, query?: Pick<ListQuery, 'with' | 'appends'>, signal?: AbortSignal): Promise<T>;
  createResource<T = Record<string, unknown>>(resource: string, body: unknown): Promise<T>;
  updateResource<T = Record<string, unknown>>(resource: string, id: Id, body: unknown): Promise<T>;
  deleteResource(resource: string, id: Id): Promise<void>;
  authenticate(username: string, password: string): Promise<AuthResponse>;
  /** Signing out: ends the session of this refresh token on the server too. */
  revokeSession(refreshToken: string): Promise<void>;
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /**
   * A file (a CSV export) from `path`, query string included; with a body, the file a POST answers
   * (a document made from a form). A refusal throws the server's message. `onProgress` hears the bytes
   * received so far (a streamed file has no length to give a share of).
   */
  download(path: string, body?: unknown, onProgress?: (receivedBytes: number) => void): Promise<DownloadedFile>;
  /**
   * The access token to send now, renewed first when it is about to expire; null when signed out.
   * For the one kind of request the client does not carry itself: a long-lived event stream.
   */
  currentToken(): Promise<string | null>;
}

export interface ApiClientOptions {
  /** Defaults to the runtime config's `apiBaseUrl`, read on every call. */
  baseUrl?: string | (() => string);
  /** Defaults to the stored access token. */
  token?: () => string | null | undefined;
  timeoutMs?: number;
  /** Another transport (tests use a fake one). */
  adapter?: AxiosAdapter;
  /**
   * Called when a call that carried a token is refused with 401 and renewing the token did not help
   * (the refresh token was refused or there is none): the session is over.
   */
  onSessionEnded?: () => void;
}

// axios arrives with the first call rather than with the page: the sign-in page calls nothing
// until the person signs in, so it does not download it. A failed download is tried again next time.
let axiosLoading: Promise<AxiosStatic> | undefined;
function loadAxios(): Promise<AxiosStatic> {
  axiosLoading ??= import('axios').then(
    (module) => module.default,
    (error: unknown) => {
      axiosLoading = undefined;
      throw error;
    },
  );
  return axiosLoading;
}

/** Starts downloading what calls need, for a page about to make its first (the sign-in form being filled in). */
export function preloadApiClient(): void {
  loadAxios().catch(() => undefined);
}

export function createApiClient(settings: ApiClientOptions = {}): ApiClient {
  let httpLoading: Promise<{ axios: AxiosStatic; http: AxiosInstance }> | undefined;
  const client = () => {
    httpLoading ??= loadAxios().then(
      (axios) => ({ axios, http: createHttp(axios, settings) }),
      (error: unknown) => {
        httpLoading = undefined;
        throw error;
      },
    );
    return httpLoading;
  };
  const token = settings.token ?? getAccessToken;

  async function send<T>({ method, path, body, query, signal }: RequestOptions, bearer: string | null | undefined): Promise<T> {
    const search = query ? listQueryString(query) : '';
    const { axios, http } = await client();
    try {
      const response = await http.request<T>({
        method,
        url: search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path,
        data: body,
        signal,
        headers: bearer ? { Authorization: `Bearer ${bearer}` } : undefined,
      });
      return response.data;
    } catch (error) {
      throw toApiError(axios, error);
    }
  }

  const refresh = (refresh_token: string) => send<AuthResponse>({ method: 'POST', path: '/api/authenticate/refresh', body: { refresh_token } }, undefined);

  /**
   * Sends with the bearer token, renewing it first when it is about to expire; a 401 (expired, or
   * the session changed on the server: a new role or client) renews it once and sends again.
   */
  async function request<T>(options: RequestOptions): Promise<T> {
    if (options.auth === false) return send<T>(options, undefined);
    let bearer = token();
    if (bearer && accessTokenExpiresWithin(RENEW_MARGIN_MS)) bearer = (await renewAccessToken(bearer, refresh).catch(() => bearer)) ?? bearer;
    try {
      return await send<T>(options, bearer);
    } catch (failure) {
      if (!bearer || !isUnauthorized(failure)) throw failure;
      const renewed = await renewAccessToken(bearer, refresh).catch(() => undefined);
      if (renewed === undefined) throw failure;
      if (renewed !== null) {
        try {
          return await send<T>(options, renewed);
        } catch (again) {
          if (!isUnauthorized(again)) throw again;
        }
      }
      settings.onSessionEnded?.();
      throw failure;
    }
  }

  return {
    async listResource<T>(resource: string, query: ListQuery = {}, signal?: AbortSignal) {
      const body = await request<Partial<ListEnvelope<T>> | null>({ method: 'GET', path: `/api/${resource}`, query, signal });
      return envelope<T>(body, query);
    },
    getResource: (resource, id, query, signal) => request({ method: 'GET', path: `/api/${resource}/${encodeURIComponent(String(id))}`, query, signal }),
    createResource: (resource, body) => request({ method: 'POST', path: `/api/${resource}`, body }),
    updateResource: (resource, id, body) => request({ method: 'PUT', path: `/api/${resource}/${encodeURIComponent(String(id))}`, body }),
    async deleteResource(resource, id) {
      await request({ method: 'DELETE', path: `/api/${resource}/${encodeURIComponent(String(id))}` });
    },
    authenticate: (username, password) => request<AuthResponse>({ method: 'POST', path: '/api/authenticate', body: { username, password }, auth: false }),
    async revokeSession(refresh_token) {
      await send({ method: 'POST', path: '/api/authenticate/revoke', body: { refresh_token } }, undefined);
    },
    request,
    async currentToken() {
      const bearer = token();
      if (bearer && accessTokenExpiresWithin(RENEW_MARGIN_MS)) return (await renewAccessToken(bearer, refresh).catch(() => bearer)) ?? null;
      return bearer ?? null;
    },
    async download(path, body, onProgress) {
      const bearer = token();
      const { axios, http } = await client();
      try {
        const response = await http.request<Blob>({
          method: body === undefined ? 'GET' : 'POST',
          url: path,
          ...(body === undefined ? {} : { data: body }),
          responseType: 'blob',
          transformResponse: [(data: unknown) => data],
          ...(onProgress ? { onDownloadProgress: (event: { loaded: number }) => onProgress(event.loaded) } : {}),
          headers: { Accept: '*/*', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
        });
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers ?? {})) if (typeof value === 'string') headers[name.toLowerCase()] = value;
        return { blob: response.data, headers };
      } catch (error) {
        // A refusal's JSON body arrives as a Blob here: read it for the server's message.
        const data = axios.isAxiosError(error) ? error.response?.data : undefined;
        if (axios.isAxiosError(error) && error.response && data instanceof Blob) error.response.data = parseBody(await blobText(data));
        const failure = toApiError(axios, error);
        if (bearer && failure instanceof ApiError && failure.status === 401) settings.onSessionEnded?.();
        throw failure;
      }
    },
  };
}

function createHttp(axios: AxiosStatic, options: ApiClientOptions): AxiosInstance {
  const http = axios.create({
    timeout: options.timeoutMs ?? 30_000,
    adapter: options.adapter,
    // Bodies are parsed here so that an unparsable one counts as empty instead of failing the call.
    responseType: 'text',
    transformResponse: [parseBody],
    headers: { Accept: 'application/json' },
  });
  http.interceptors.request.use((config) => {
    const base = typeof options.baseUrl === 'function' ? options.baseUrl() : (options.baseUrl ?? getRuntimeConfig().apiBaseUrl);
    config.baseURL = base.replace(/\/+$/, '');
    return config;
  });
  return http;
}

/** A Blob's text through FileReader, which every browser (and the test DOM) has. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  if (data.trim() === '') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

function toApiError(axios: AxiosStatic, error: unknown): unknown {
  if (axios.isCancel(error)) return error;
  if (axios.isAxiosError(error)) {
    if (error.response) return apiErrorFromResponse(error.response.status, error.response.statusText, error.response.data);
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError(TIMED_OUT, undefined);
    return new ApiError(UNREACHABLE, undefined);
  }
  return error;
}

function envelope<T>(body: Partial<ListEnvelope<T>> | null, query: ListQuery): ListEnvelope<T> {
  return {
    data: Array.isArray(body?.data) ? body.data : [],
    current_page: Number(body?.current_page ?? query.page ?? 1),
    per_page: Number(body?.per_page ?? query.per_page ?? 10),
    total: Number(body?.total ?? 0),
  };
}

import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '../config/runtime-config.js';
import { saveBlob } from '../resource-table/csv.js';
import { ApiError } from './errors.js';
import { getAccessToken } from '../session/session.js';

export type AuthorizedFileState = { status: 'loading' } | { status: 'loaded'; url: string } | { status: 'error' };

/**
 * Fetches a protected file (an image behind the gateway's access check) with the bearer token and
 * hands back an object URL for `<img src>` or a download link; an `<img>` cannot send the token itself.
 * The URL is released when the path changes or the component goes away.
 */
export function useAuthorizedFile(path: string | null): AuthorizedFileState {
  const [state, setState] = useState<AuthorizedFileState>({ status: 'loading' });
  useEffect(() => {
    if (!path) return;
    // Without fetch or object URLs (an old browser, a test DOM) the file cannot be shown.
    if (typeof fetch !== 'function' || typeof URL.createObjectURL !== 'function') {
      setState({ status: 'error' });
      return;
    }
    let url: string | null = null;
    const controller = new AbortController();
    setState({ status: 'loading' });
    const token = getAccessToken();
    fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        url = URL.createObjectURL(await response.blob());
        setState({ status: 'loaded', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return path ? state : { status: 'error' };
}

/** A protected file's bytes and the name the server gives it. */
export interface AuthorizedFile {
  blob: Blob;
  filename: string | null;
}

/**
 * Fetches a protected file (a zip, a printed form) with the bearer token; `body` posts a form (a file to
 * check) or a JSON object (a report's filters) and takes the file the server answers it with. A refusal
 * throws an ApiError with the server's status, message and field errors, so a screen can say why.
 */
export async function fetchAuthorizedFile(path: string, body?: FormData | Record<string, unknown>): Promise<AuthorizedFile> {
  const token = getAccessToken();
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
    headers: json ? { ...auth, 'Content-Type': 'application/json' } : auth,
    ...(body ? { method: 'POST', body: json ? JSON.stringify(body) : body } : {}),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: Record<string, string[]> } | null;
    const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    // The status travels with the error, so a caller can tell "not there" from "not allowed" by code.
    throw new ApiError(
      response.status === 404 ? 'Not found' : (serverMessage ?? `The server answered ${response.status}`),
      response.status,
      serverMessage,
      body?.errors,
    );
  }
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null };
}

/**
 * Downloads a protected file (a zip of a vehicle's images) with the bearer token, under the name the
 * server gives it, else `fallbackName`; with `body`, the file a POST of that JSON answers with (a report
 * run on filters). Throws with the server's status when it refuses.
 */
export async function downloadAuthorizedFile(path: string, fallbackName: string, body?: Record<string, unknown>): Promise<void> {
  const file = await fetchAuthorizedFile(path, body);
  saveBlob(file.filename ?? fallbackName, file.blob);
}

/**
 * Opens a protected file (a printed PDF) in a new tab, opened at the click so no pop-up blocker stops it,
 * or saves it under the server's name (else `fallbackName`); with `body`, the file a POST of that JSON
 * answers with (the documents of the vehicles listed). A refusal closes the tab and throws.
 */
export async function openAuthorizedFile(path: string, save: boolean, fallbackName: string, body?: Record<string, unknown>): Promise<void> {
  const tab = save ? null : window.open('', '_blank');
  try {
    const file = await fetchAuthorizedFile(path, body);
    if (save || !tab) saveBlob(file.filename ?? fallbackName, file.blob);
    else tab.location.href = URL.createObjectURL(file.blob);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

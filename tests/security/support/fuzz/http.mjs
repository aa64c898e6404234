// Sends one generated request as a signed-in user and reads its answer, whatever it is: the fuzzer's
// requests are raw (any method, path, content type and bytes), unlike the contract tests' typed client.
import { streamOpening } from '../../../../tools/stack/test-portal.mjs';

/** A request the gateway has not answered by then is a failure of its own, not a hung test. */
const ANSWER_DEADLINE_MS = 30_000;

/**
 * @param {{ apiUrl: string, token?: string }} caller
 * @param {{ method: string, path: string, contentType?: string, body?: string | Uint8Array }} request
 * @returns {Promise<{ status?: number, contentType?: string, text?: string, error?: string }>}
 */
export async function send(caller, request) {
  const headers = {};
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  try {
    const res = await fetch(`${caller.apiUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      signal: AbortSignal.timeout(ANSWER_DEADLINE_MS),
    });
    const contentType = res.headers.get('content-type') ?? '';
    // An event stream does not end by itself: its opening is what is judged.
    if (contentType.startsWith('text/event-stream')) {
      return { status: res.status, contentType, text: Buffer.from(await streamOpening(res)).toString('utf8') };
    }
    const binary = !/json|text|xml|csv/i.test(contentType) && res.status < 400;
    const text = binary ? `(${(await res.arrayBuffer()).byteLength} bytes of ${contentType || 'no type'})` : await res.text();
    return { status: res.status, contentType, text };
  } catch (error) {
    return { error: `${error?.name ?? 'Error'}: ${error?.cause?.code ?? error?.cause?.message ?? error?.message}` };
  }
}

/** Everything a request carried as text, for telling an echo of it from a leak. */
export function sentText(request) {
  const body = request.body === undefined ? '' : typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString('latin1');
  // Each run of escapes on its own: one broken escape leaves the rest readable.
  const path = request.path.replace(/\+/g, ' ').replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return `${request.method} ${request.path} ${path} ${body}`;
}

interface RawRequest {
  on(event: 'data', listener: (chunk: unknown) => void): unknown;
  once(event: 'end' | 'error', listener: (error?: unknown) => void): unknown;
  socket?: { destroy(): void } | null;
}

export interface HookRequest {
  headers: Record<string, string | string[] | undefined>;
  raw: RawRequest;
}

/** Fastify's own code for a body over the limit, so the error filter answers it as it answers every such body. */
export function bodyTooLarge(): Error & { code: string; statusCode: number } {
  return Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
}

/**
 * A JSON body declared larger than the limit is answered 413 at once, before it is read. Closing the
 * connection then would reset it under the bytes still on their way, and the reset can destroy the answer
 * before the sender reads it. So the rest of the body is read and dropped (a lingering close, as web
 * servers do): the sender reads its 413 and the connection serves its next request. A sender still sending
 * after `lingerMs` has its connection closed. Forms (uploads) have limits of their own.
 */
export function refuseOversizedBody(limit: number, lingerMs: number) {
  return (request: HookRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const length = Number(request.headers['content-length']);
    const type = String(request.headers['content-type'] ?? '');
    if (!(length > limit) || type.toLowerCase().startsWith('multipart/')) return done();
    const linger = setTimeout(() => request.raw.socket?.destroy(), lingerMs);
    const stop = () => clearTimeout(linger);
    request.raw.on('data', () => undefined);
    request.raw.once('end', stop);
    request.raw.once('error', stop);
    done(bodyTooLarge());
  };
}

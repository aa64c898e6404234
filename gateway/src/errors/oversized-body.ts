interface RawRequest {
  on(event: 'data', listener: (chunk: unknown) => void): unknown;
  once(event: 'end' | 'error', listener: (error?: unknown) => void): unknown;
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
 * A JSON body declared larger than the limit is refused before it is read. Answered at once, the refusal
 * races the bytes still on their way: the connection closes under the sender, which sees a broken
 * connection instead of the 413. Up to `drainCap` bytes are read and dropped first, so the sender reads
 * the answer; anything larger is refused at once, as before. Forms (uploads) have limits of their own.
 */
export function drainOversizedBody(limit: number, drainCap: number) {
  return (request: HookRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const length = Number(request.headers['content-length']);
    const type = String(request.headers['content-type'] ?? '');
    if (!(length > limit) || length > drainCap || type.toLowerCase().startsWith('multipart/')) return done();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done(bodyTooLarge());
    };
    request.raw.on('data', () => undefined);
    request.raw.once('end', finish);
    request.raw.once('error', finish);
  };
}

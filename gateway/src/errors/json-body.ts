import { ValidationError } from '@portal/server-kit';

/**
 * No call of the portal needs more than a few levels (a record with a list of items); 32 leaves room
 * and stops bodies built to exhaust the stack of whatever walks them later (validation, the bus).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of `{`/`[` in JSON text, counted without parsing (so without recursion);
 * brackets inside strings do not count. Stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

export function tooDeep(): ValidationError {
  return new ValidationError({ body: [`is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`] }, 'The body is nested too deeply');
}

type Done = (error: Error | null, body?: unknown) => void;
export type JsonBodyParser = (request: never, body: string | Buffer, done: Done) => void;

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), behind a depth check: a body
 * nested thousands deep is the caller's mistake, a 422, not a crash further in.
 */
export function depthGuardedJsonParser(parse: JsonBodyParser): JsonBodyParser {
  return (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return done(tooDeep());
    parse(request, text, done);
  };
}

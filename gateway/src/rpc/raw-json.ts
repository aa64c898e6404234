import { RawJson } from '@portal/server-kit';

/** The content type Fastify gives a JSON answer it serializes itself. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The one method of Fastify's reply used here. */
export interface JsonReply {
  type(contentType: string): unknown;
}

/**
 * A forwarded answer (RawJson) is written as the service's bytes, with the content type Fastify would
 * have given the same answer parsed and serialized again; any other answer is left to Fastify. Done in
 * the handler rather than by an interceptor: a global interceptor wraps every request in more rxjs
 * than the parsing it saves.
 */
export function replyWith(reply: JsonReply, answer: unknown): unknown {
  if (!(answer instanceof RawJson)) return answer;
  reply.type(JSON_CONTENT_TYPE);
  return answer.bytes;
}

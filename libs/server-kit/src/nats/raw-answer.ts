import type { ConsumerSerializer, IncomingResponse, OutgoingResponse } from '@nestjs/microservices';
import { IncomingResponseDeserializer } from '@nestjs/microservices';
import { JsonText } from '../resource/json-text.js';

/**
 * A service's JSON answer as the bytes it sent. The gateway writes the answer of a forwarded call to
 * the HTTP response as it came: parsing it only to write the same JSON again cost a large share of
 * the gateway's CPU on every list and read (JSON.stringify of a parsed JSON text gives that text back).
 */
export class RawJson {
  constructor(readonly bytes: Buffer) {}

  parse(): unknown {
    return JSON.parse(this.bytes.toString('utf8'));
  }
}

/** The answer as a value: what every caller that reads an answer (not forwards it) gets. */
export function parsedAnswer<T>(answer: unknown): T {
  return (answer instanceof RawJson ? answer.parse() : answer) as T;
}

/** Nest's request ids (UUIDs) are the only ids this layout is written for. */
const REPLY_ID = /^[A-Za-z0-9-]{1,64}$/;
const HEAD_START = '{"id":"';
const HEAD_END = '","isDisposed":true,"response":';

/**
 * Writes a service's final answer as `{"id":"…","isDisposed":true,"response":<answer>}`: the same
 * packet Nest writes (its keys in a fixed order), so that the gateway finds where the answer starts
 * without parsing it. Any other packet (an error, a record with headers) is left to Nest's serializer.
 */
export class ReplySerializer implements ConsumerSerializer {
  constructor(private readonly inner: ConsumerSerializer) {}

  serialize(packet: OutgoingResponse & { data?: unknown }): { data: string | Uint8Array; headers?: never } {
    const { id, response, isDisposed, err } = packet;
    if (isDisposed === true && err === undefined && packet.data === undefined && typeof id === 'string' && REPLY_ID.test(id) && isPlainAnswer(response)) {
      // An answer PostgreSQL wrote whole is sent as written.
      const body = response instanceof JsonText ? response.text : JSON.stringify(response);
      if (body !== undefined) return { data: `${HEAD_START}${id}${HEAD_END}${body}}` };
    }
    // Nest's serializer knows objects, not text: an answer's JSON text goes to it as its value.
    const answer = response instanceof JsonText ? { ...packet, response: JSON.parse(response.text) as unknown } : packet;
    return this.inner.serialize(answer) as { data: string | Uint8Array };
  }
}

/** An object or list that is not a Nest record (a record carries NATS headers of its own), or an answer's JSON text. */
function isPlainAnswer(value: unknown): boolean {
  if (value instanceof JsonText) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

interface NatsMessageLike {
  data: Uint8Array;
  json(): unknown;
}

const HEAD_START_BYTES = Buffer.from(HEAD_START, 'latin1');
const HEAD_END_BYTES = Buffer.from(HEAD_END, 'latin1');
const CLOSING_BRACE = 0x7d;
const OPENERS = new Set([0x7b, 0x5b]);

/**
 * The gateway's reader of answers: a packet in ReplySerializer's layout whose answer is an object or a
 * list keeps the answer as its bytes (RawJson); anything else is parsed as Nest parses it.
 */
export class RawAnswerDeserializer extends IncomingResponseDeserializer {
  override deserialize(message: NatsMessageLike): IncomingResponse | Promise<IncomingResponse> {
    const raw = rawAnswer(message.data);
    if (raw) return raw;
    return super.deserialize(message.json());
  }
}

/** `{ id, isDisposed: true, response: RawJson }` when the bytes are in ReplySerializer's layout. */
export function rawAnswer(data: Uint8Array): { id: string; isDisposed: true; response: RawJson } | undefined {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length < HEAD_START_BYTES.length + HEAD_END_BYTES.length + 3 || bytes[bytes.length - 1] !== CLOSING_BRACE) return undefined;
  if (!bytes.subarray(0, HEAD_START_BYTES.length).equals(HEAD_START_BYTES)) return undefined;
  // The id is short: the head is looked for near the start only, never through the answer.
  const idEnd = bytes.subarray(0, HEAD_START_BYTES.length + 64 + HEAD_END_BYTES.length).indexOf(HEAD_END_BYTES, HEAD_START_BYTES.length);
  if (idEnd < 0) return undefined;
  const id = bytes.toString('latin1', HEAD_START_BYTES.length, idEnd);
  if (!REPLY_ID.test(id)) return undefined;
  const start = idEnd + HEAD_END_BYTES.length;
  if (!OPENERS.has(bytes[start]!)) return undefined;
  // Not copied: the bus's client reads each socket chunk into memory of its own, never reused, and a copy
  // of every answer made the gateway's collector run a full collection several times a second.
  return { id, isDisposed: true, response: new RawJson(bytes.subarray(start, bytes.length - 1)) };
}

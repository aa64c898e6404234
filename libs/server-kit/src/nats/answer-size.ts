import { Logger } from '@nestjs/common';
import type { ConsumerSerializer, OutgoingResponse } from '@nestjs/microservices';
import { TooLargeError } from '../errors/domain-errors.js';

export const TOO_LARGE_ANSWER = 'The answer is too large; ask for fewer rows per page or download it as CSV';

interface Encoded {
  data: string | Uint8Array;
  headers?: { encode(): Uint8Array };
}

/** What the bus counts against its limit: the body and the headers, in bytes. */
export function encodedSize(encoded: Encoded): number {
  const body = typeof encoded.data === 'string' ? Buffer.byteLength(encoded.data, 'utf8') : encoded.data.length;
  return body + (encoded.headers ? encoded.headers.encode().length : 0);
}

/**
 * Wraps a service's answer serializer. NATS refuses to publish a message over the connection's
 * max_payload, and Nest only logs that refusal: the caller would wait for its deadline and get a 504
 * for an answer that was ready. An answer over the limit is replaced here by a TOO_LARGE error, which
 * always fits, so the caller hears at once what to change.
 */
export class AnswerSizeLimit implements ConsumerSerializer {
  private readonly logger = new Logger('AnswerSizeLimit');

  constructor(
    private readonly inner: ConsumerSerializer,
    private readonly maxPayload: () => number | undefined,
  ) {}

  serialize(packet: OutgoingResponse): Encoded {
    const encoded = this.inner.serialize(packet) as Encoded;
    const limit = this.maxPayload();
    if (!limit) return encoded;
    const bytes = encodedSize(encoded);
    if (bytes <= limit) return encoded;
    this.logger.warn(`an answer of ${bytes} bytes is over the bus limit of ${limit} bytes; answered TOO_LARGE instead`);
    return this.inner.serialize({ id: packet.id, err: new TooLargeError(TOO_LARGE_ANSWER).toBody(), isDisposed: true }) as Encoded;
  }
}

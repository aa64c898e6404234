import { describe, expect, it } from '@jest/globals';
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer.js';
import { AnswerSizeLimit, TOO_LARGE_ANSWER, encodedSize } from './answer-size.js';

const rows = (n: number) => ({ data: Array.from({ length: n }, (_, i) => ({ vehicleid: i, vehiclevin: `VIN${String(i).padStart(14, '0')}` })), total: n });

function limited(limit: number | undefined) {
  return new AnswerSizeLimit(new NatsRecordSerializer(), () => limit);
}

describe('AnswerSizeLimit', () => {
  it('sends an answer that fits unchanged', () => {
    const packet = { id: '1', response: rows(3), isDisposed: true };
    expect(limited(10_000).serialize(packet)).toEqual(new NatsRecordSerializer().serialize(packet));
  });

  it('answers TOO_LARGE instead of an answer over the limit, and that answer fits', () => {
    const encoded = limited(2_000).serialize({ id: '7', response: rows(500), isDisposed: true });
    expect(encodedSize(encoded)).toBeLessThanOrEqual(2_000);
    expect(JSON.parse(encoded.data as string)).toEqual({ id: '7', err: { code: 'TOO_LARGE', message: TOO_LARGE_ANSWER }, isDisposed: true });
  });

  it('counts bytes, not characters', () => {
    const answer = { id: '1', response: { name: 'é'.repeat(600) }, isDisposed: true };
    expect(JSON.stringify(answer).length).toBeLessThan(1_000);
    expect(JSON.parse(limited(1_000).serialize(answer).data as string).err.code).toBe('TOO_LARGE');
  });

  it('leaves answers alone before the limit is known', () => {
    expect(JSON.parse(limited(undefined).serialize({ id: '1', response: rows(500) }).data as string).response.total).toBe(500);
  });
});

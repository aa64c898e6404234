import { describe, expect, it } from '@jest/globals';
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer.js';
import { JsonText } from '../resource/json-text.js';
import { RawAnswerDeserializer, RawJson, ReplySerializer, parsedAnswer, rawAnswer } from './raw-answer.js';

const ID = '0b6f1c2e-6a43-4b4e-9d7c-0d1f3c7f6a10';
const serializer = new ReplySerializer(new NatsRecordSerializer());
const bytes = (data: string | Uint8Array) => (typeof data === 'string' ? new TextEncoder().encode(data) : data);
const message = (data: string | Uint8Array) => ({ data: bytes(data), json: () => JSON.parse(new TextDecoder().decode(bytes(data))) });

describe('ReplySerializer and RawAnswerDeserializer', () => {
  it('hands an object answer over as the bytes of its JSON, which read back as the same value', async () => {
    const answer = { data: [{ vehicleid: 3, vehiclevin: 'ÉCOLE "1"\u2028', nested: { when: new Date(0) } }], total: 1 };
    const packet = serializer.serialize({ id: ID, response: answer, isDisposed: true });
    expect(JSON.parse(packet.data as string)).toEqual({ id: ID, isDisposed: true, response: JSON.parse(JSON.stringify(answer)) });
    const read = (await new RawAnswerDeserializer().deserialize(message(packet.data))) as { id: string; response: RawJson };
    expect(read.id).toBe(ID);
    expect(read.response).toBeInstanceOf(RawJson);
    expect(read.response.bytes.toString('utf8')).toBe(JSON.stringify(answer));
    expect(parsedAnswer(read.response)).toEqual(JSON.parse(JSON.stringify(answer)));
  });

  it("keeps the answer in the message's own memory: a copy of every answer filled the gateway's heap", () => {
    const text = '{"data":[{"id":3}],"total":1}';
    const data = bytes(serializer.serialize({ id: ID, response: new JsonText(text), isDisposed: true }).data);
    const answer = rawAnswer(data)!.response;
    expect(answer.bytes.toString('utf8')).toBe(text);
    expect(answer.bytes.buffer).toBe(data.buffer);
  });

  it('sends an answer written as JSON text as it is, and as its value where Nest writes the packet', async () => {
    const text = '{"data" : [{"id": 3, "when": "1970-01-01T00:00:00.000Z"}, \n {"id": 2}],"total":2}';
    const packet = serializer.serialize({ id: ID, response: new JsonText(text), isDisposed: true });
    const read = (await new RawAnswerDeserializer().deserialize(message(packet.data))) as { response: RawJson };
    expect(read.response.bytes.toString('utf8')).toBe(text);
    // Not the final packet of a request: Nest's own serializer writes it, with the text's value.
    const partial = serializer.serialize({ id: ID, response: new JsonText(text) } as never);
    expect(JSON.parse(partial.data as string)).toEqual({ id: ID, response: JSON.parse(text) });
  });

  it('leaves errors, answers that are not objects or lists, and packets not yet final to Nest', async () => {
    for (const packet of [
      { id: ID, err: { code: 'NOT_FOUND', message: 'gone' }, isDisposed: true },
      { id: ID, response: 42, isDisposed: true },
      { id: ID, response: 'text', isDisposed: true },
      { id: ID, response: null, isDisposed: true },
      { id: ID, response: { a: 1 } },
    ]) {
      const data = serializer.serialize(packet as never).data;
      expect(rawAnswer(bytes(data))).toBeUndefined();
      const read = await new RawAnswerDeserializer().deserialize(message(data));
      expect(read).toEqual(JSON.parse(JSON.stringify(packet)));
    }
  });

  it('reads a packet in any other layout by parsing it', async () => {
    const data = JSON.stringify({ response: { a: 1 }, isDisposed: true, id: ID });
    expect(await new RawAnswerDeserializer().deserialize(message(data))).toEqual({ response: { a: 1 }, isDisposed: true, id: ID });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { connect } from 'node:net';
import { drainOversizedBody } from './oversized-body.js';

const LIMIT = 1000;
const CAP = 100_000;
const fastify = new FastifyAdapter({ bodyLimit: LIMIT }).getInstance();

beforeAll(async () => {
  fastify.addHook('onRequest', drainOversizedBody(LIMIT, CAP) as never);
  fastify.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) => {
    void reply.status(error.statusCode ?? 500).send({ code: error.code });
  });
  fastify.put('/things', async () => ({ ok: true }));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await fastify.close();
});

/** Sends the head and the first part of a body, waits, then the rest; tells what came back and when. */
function sendSlowly(length: number, contentType = 'application/json') {
  const { port } = fastify.server.address() as { port: number };
  return new Promise<{ beforeRest: string; answer: string; error?: string }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let beforeRest: string | undefined;
    socket.on('data', (data) => (answer += data));
    // Closed before the rest was sent: all it answered came before the rest.
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ beforeRest: beforeRest ?? answer, answer, error: error.code }));
    socket.on('close', () => resolve({ beforeRest: beforeRest ?? answer, answer }));
    socket.write(`PUT /things HTTP/1.1\r\nHost: test\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`);
    socket.write('x'.repeat(100));
    setTimeout(() => {
      if (socket.destroyed) return;
      beforeRest = answer;
      socket.write('x'.repeat(length - 100), () => setTimeout(() => socket.end(), 200));
    }, 300);
  });
}

describe('drainOversizedBody', () => {
  it('reads a body somewhat over the limit to its end, then answers 413, so the sender gets the answer', async () => {
    const { beforeRest, answer, error } = await sendSlowly(20_000);
    expect(beforeRest).toBe('');
    expect(error).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('refuses at once a body past what is worth reading, and leaves forms to their own limits', async () => {
    expect((await sendSlowly(CAP + 1)).beforeRest).toMatch(/^HTTP\/1\.1 413 /);
    expect((await sendSlowly(20_000, 'multipart/form-data; boundary=x')).beforeRest).not.toBe('');
  });

  it('lets a body within the limit through', async () => {
    const { port } = fastify.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/things`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(res.status).toBe(200);
  });
});

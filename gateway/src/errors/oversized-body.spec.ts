import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { connect } from 'node:net';
import { refuseOversizedBody } from './oversized-body.js';

const LIMIT = 1000;
const LINGER_MS = 600;
const fastify = new FastifyAdapter({ bodyLimit: LIMIT }).getInstance();

beforeAll(async () => {
  fastify.addHook('onRequest', refuseOversizedBody(LIMIT, LINGER_MS) as never);
  fastify.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) => {
    void reply.status(error.statusCode ?? 500).send({ code: error.code });
  });
  fastify.put('/things', async () => ({ ok: true }));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await fastify.close();
});

const head = (length: number, contentType = 'application/json') =>
  `PUT /things HTTP/1.1\r\nHost: test\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`;

/**
 * Sends the head and the first 100 bytes of a body, waits `pauseMs`, then the rest (unless `stopAfterStart`)
 * and a second request on the same connection; tells what came back before the rest, in all, and whether
 * the connection was closed under the sender.
 */
function sendSlowly(length: number, { contentType = 'application/json', pauseMs = 300, stopAfterStart = false } = {}) {
  const { port } = fastify.server.address() as { port: number };
  return new Promise<{ beforeRest: string; answer: string; closed: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let beforeRest: string | undefined;
    const finish = (closed: boolean) => resolve({ beforeRest: beforeRest ?? answer, answer, closed });
    socket.on('data', (data) => (answer += data));
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(head(length, contentType));
    socket.write('x'.repeat(100));
    setTimeout(() => {
      beforeRest = answer;
      if (socket.destroyed || stopAfterStart) return;
      socket.write(`${'x'.repeat(length - 100)}${head(7)}{"a":1}`, () =>
        setTimeout(() => {
          finish(false);
          socket.destroy();
        }, 300),
      );
    }, pauseMs);
  });
}

describe('refuseOversizedBody', () => {
  it('answers 413 before the body has arrived, reads the rest, and the connection serves the next request', async () => {
    const { beforeRest, answer, closed } = await sendSlowly(200_000);
    expect(beforeRest).toMatch(/^HTTP\/1\.1 413 /);
    expect(beforeRest).toContain('FST_ERR_CTP_BODY_TOO_LARGE');
    expect(beforeRest).not.toMatch(/connection: close/i);
    expect(closed).toBe(false);
    expect(
      answer
        .split('HTTP/1.1 ')
        .slice(1)
        .map((a) => a.slice(0, 3)),
    ).toEqual(['413', '200']);
  });

  it('closes the connection of a sender still sending after the linger time', async () => {
    const { beforeRest, closed } = await sendSlowly(200_000, { pauseMs: LINGER_MS + 400, stopAfterStart: true });
    expect(beforeRest).toMatch(/^HTTP\/1\.1 413 /);
    expect(closed).toBe(true);
  });

  it('leaves forms to their own limits (here, no form parser: 415)', async () => {
    expect((await sendSlowly(20_000, { contentType: 'multipart/form-data; boundary=x' })).beforeRest).toMatch(/^HTTP\/1\.1 415 /);
  });

  it('lets a body within the limit through', async () => {
    const { port } = fastify.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/things`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(res.status).toBe(200);
  });
});

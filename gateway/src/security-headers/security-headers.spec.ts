import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { addSecurityHeaders } from './security-headers.js';

const fastify = new FastifyAdapter().getInstance();

beforeAll(async () => {
  addSecurityHeaders(fastify as never);
  fastify.get('/things', async () => ({ ok: true }));
  fastify.get('/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('data: 1\n\n');
  });
  fastify.get('/broken', async () => {
    throw new Error('broken');
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
});

async function get(path: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { port } = fastify.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  await res.arrayBuffer();
  return { status: res.status, headers: Object.fromEntries(res.headers) };
}

afterAll(async () => {
  await fastify.close();
});

describe('the security headers', () => {
  it('are on an answer, with the policy of the API explorer and reads from the web apps allowed', async () => {
    const res = await get('/things');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;" +
        "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests",
    );
    expect(res.headers).toMatchObject({
      'cross-origin-resource-policy': 'cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'x-dns-prefetch-control': 'off',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('are on errors, unknown paths and streamed answers too', async () => {
    for (const url of ['/broken', '/nowhere', '/stream']) {
      const res = await get(url);
      expect([url, res.headers['x-content-type-options'], res.headers['content-security-policy']]).toEqual([
        url,
        'nosniff',
        expect.stringContaining("default-src 'self'"),
      ]);
    }
  });
});

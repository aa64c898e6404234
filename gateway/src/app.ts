import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { readGatewayConfig } from './config.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { EXPORT_HEADERS } from './exports/csv-export.controller.js';
import { depthGuardedJsonParser, type JsonBodyParser } from './errors/json-body.js';
import { refuseOversizedBody } from './errors/oversized-body.js';
import { addSecurityHeaders } from './security-headers/security-headers.js';
import { UPLOAD_FORM_LIMITS } from './vehicles/upload-form.js';

const BODY_LIMIT = 1_048_576;
/** How long the rest of a refused body is read and dropped before its connection is closed. */
const OVERSIZED_LINGER_MS = 10_000;

/** Builds the gateway without listening, so tests can drive it with `inject`. */
export async function createGateway(): Promise<NestFastifyApplication> {
  const config = readGatewayConfig();
  // Behind the named proxies, request.ip is the client's (X-Forwarded-For), so the per-address limits count per client.
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT, trustProxy: config.trustedProxies.length ? config.trustedProxies : false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, { logger: ['error', 'warn', 'log'] });
  const fastify = app.getHttpAdapter().getInstance();
  app.useBodyParser(
    'application/json',
    { bodyLimit: BODY_LIMIT },
    depthGuardedJsonParser(fastify.getDefaultJsonParser('error', 'error') as JsonBodyParser) as never,
  );
  fastify.addHook('onRequest', refuseOversizedBody(BODY_LIMIT, OVERSIZED_LINGER_MS) as never);
  // Uploads (vehicle images and files): one file per request, a few small fields beside it.
  await app.register(multipart as never, {
    limits: UPLOAD_FORM_LIMITS,
    throwFileSizeLimit: true,
  });
  addSecurityHeaders(fastify);
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A download's name and, for a CSV, how many rows it holds of how many matched.
    exposedHeaders: ['Content-Disposition', EXPORT_HEADERS.rows, EXPORT_HEADERS.total],
    maxAge: 600,
  });
  const errors = new HttpErrorFilter();
  app.useGlobalFilters(errors);
  // Fastify refuses some requests (a body that is not JSON, one too large) before Nest sees them.
  fastify.setErrorHandler((error: unknown, request: unknown, reply: unknown) => errors.reply(error, reply as never, request as never));
  app.enableShutdownHooks();
  await app.init();
  await fastify.ready();
  return app;
}

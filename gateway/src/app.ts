import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { readGatewayConfig } from './config.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { MAX_UPLOAD_BYTES } from './vehicles/vehicle-images.controller.js';

/** Builds the gateway without listening, so tests can drive it with `inject`. */
export async function createGateway(): Promise<NestFastifyApplication> {
  const config = readGatewayConfig();
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter({ bodyLimit: 1_048_576 }), {
    logger: ['error', 'warn', 'log'],
  });
  // Uploads (vehicle images and files): one file per request, a few small fields beside it.
  await app.register(multipart as never, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 }, throwFileSizeLimit: true });
  await app.register(helmet as never, {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:', 'blob:'] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  const errors = new HttpErrorFilter();
  app.useGlobalFilters(errors);
  // Fastify refuses some requests (a body that is not JSON, one too large) before Nest sees them.
  app.getHttpAdapter().getInstance().setErrorHandler((error: unknown, _request: unknown, reply: unknown) => errors.reply(error, reply as never));
  app.enableShutdownHooks();
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

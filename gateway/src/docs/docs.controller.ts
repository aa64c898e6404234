import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Public } from '../auth/auth.decorators.js';
import { buildOpenApi } from './openapi.js';

interface Reply {
  header(name: string, value: string): Reply;
  send(body: unknown): void;
}

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
};

const uiFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** OpenAPI at /api/docs: the document as JSON and Swagger UI served from our own origin (no inline script). */
@Public()
@Controller('api/docs')
export class DocsController {
  private readonly document = buildOpenApi();

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal API</title>',
      '<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>',
      '<body><div id="ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/assets/init.js"></script></body></html>',
    ].join('');
  }

  @Get('openapi.json')
  openapi(): Record<string, unknown> {
    return this.document;
  }

  @Get('assets/:file')
  async asset(@Param('file') file: string, @Res() reply: Reply): Promise<void> {
    if (file === 'init.js') {
      reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .send("window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#ui' });");
      return;
    }
    const type = ASSETS[file];
    if (!type) throw new NotFoundException();
    reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=86400')
      .send(await readFile(join(uiFolder, file)));
  }
}

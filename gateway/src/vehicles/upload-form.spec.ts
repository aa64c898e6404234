import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import multipart from '@fastify/multipart';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DomainError } from '@portal/server-kit';
import { UPLOAD_FORM_LIMITS, readUploadForm, type MultipartRequest } from './upload-form.js';

const BOUNDARY = 'form-boundary';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

function part(name: string, data: Buffer | string, filename?: string): Buffer {
  const disposition = `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
  const type = filename ? '\r\nContent-Type: image/jpeg' : '';
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${disposition}${type}\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n')]);
}

const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

// The real multipart reader of the gateway, with its limits, behind a route that answers what the form held or how it was
// refused; reached over HTTP, as the bytes of a broken form only show their effect on a real request stream.
const fastify = new FastifyAdapter().getInstance();

beforeAll(async () => {
  await fastify.register(multipart as never, { limits: UPLOAD_FORM_LIMITS, throwFileSizeLimit: true });
  fastify.post('/upload', async (request, reply) => {
    try {
      const { fields, file } = await readUploadForm(request as unknown as MultipartRequest);
      return { fields, file: file && { field: file.field, filename: file.filename, bytes: file.data.length } };
    } catch (error) {
      const e = error as DomainError & { statusCode?: number };
      return reply.status(error instanceof DomainError ? 422 : (e.statusCode ?? 500)).send({ code: e.code, errors: e.errors ?? null });
    }
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await fastify.close();
});

async function upload(payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const { port } = fastify.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST', headers: { 'content-type': contentType }, body: payload });
  const body = await res.json();
  return { statusCode: res.status, json: () => body };
}

describe('readUploadForm', () => {
  it('reads the file and the fields of a whole form', async () => {
    const res = await upload(form(part('note', 'front left'), part('photo', JPEG_START, 'car.jpg')));
    expect(res.json()).toEqual({ fields: { note: 'front left' }, file: { field: 'photo', filename: 'car.jpg', bytes: JPEG_START.length } });
  });

  it.each([
    ['cut short inside the file', form(part('photo', JPEG_START, 'car.jpg')).subarray(0, 90)],
    ['without its closing boundary', part('photo', JPEG_START, 'car.jpg')],
    [
      'with bare line feeds',
      Buffer.from(
        form(part('photo', JPEG_START, 'car.jpg'))
          .toString('latin1')
          .replace(/\r\n/g, '\n'),
        'latin1',
      ),
    ],
  ])('refuses a body %s as a bad upload on file (422), not a failure of the gateway', async (_label, payload) => {
    const res = await upload(payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['file']);
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['another boundary', 'multipart/form-data; boundary=not-the-one'],
  ])('refuses a form with %s as a bad upload on file', async (_label, contentType) => {
    const res = await upload(form(part('photo', JPEG_START, 'car.jpg')), contentType);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['file']);
  });

  it('refuses a field longer than the form takes instead of cutting it', async () => {
    const res = await upload(form(part('note', 'n'.repeat(UPLOAD_FORM_LIMITS.fieldSize + 1)), part('photo', JPEG_START, 'car.jpg')));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ note: ['must be at most 10,000 characters'] });
  });

  it('refuses a file over the limit as a bad upload on file (422)', async () => {
    const res = await upload(form(part('photo', Buffer.alloc(UPLOAD_FORM_LIMITS.fileSize + 1, 1), 'big.jpg'), part('note', 'after the file')));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['must be at most 15 MB'] });
  });

  it('gives the same 422 when the reader reports the file over the limit while reading the parts, not the file', async () => {
    const tooLarge = Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE', statusCode: 413 });
    const request: MultipartRequest = {
      isMultipart: () => true,
      parts: () =>
        (async function* () {
          yield* [];
          throw tooLarge;
        })(),
    };
    await expect(readUploadForm(request)).rejects.toMatchObject({ errors: { file: ['must be at most 15 MB'] } });
  });

  it("leaves the form's own limits (one file) to their 413", async () => {
    const res = await upload(form(part('photo', JPEG_START, 'a.jpg'), part('file', JPEG_START, 'b.jpg')));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FST_FILES_LIMIT');
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { NotFoundException, BadRequestException, Logger } from '@nestjs/common';
import { ConflictError, ForbiddenError, NotFoundError, RpcCallError, UnauthorizedError, ValidationError } from '@portal/server-kit';
import { TooManySignInsError } from '../identity/sign-in-throttle.js';
import { HttpErrorFilter } from './http-error.filter.js';

function replyTo(exception: unknown, request?: { method?: string; url?: string }) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
    },
  };
  new HttpErrorFilter().reply(exception, reply, request);
  return sent;
}

describe('HttpErrorFilter', () => {
  it.each([
    [new UnauthorizedError('Unauthorized: sign in'), 401],
    [new ForbiddenError('no'), 403],
    [new NotFoundError('vehicles 9 not found'), 404],
    [new ConflictError('taken', { username: ['is already in use'] }), 409],
    [ValidationError.field('yr', 'must be a whole number'), 422],
    [new RpcCallError('UNAVAILABLE', 'The vehicles service is not available right now'), 503],
    [new RpcCallError('TIMEOUT', 'The vehicles service did not answer'), 504],
  ])('maps %s to %i with its message', (error, status) => {
    const sent = replyTo(error);
    expect(sent.status).toBe(status);
    expect((sent.body as { message: string }).message).toBe((error as Error).message);
  });

  it('answers too many sign-ins with 429 and a Retry-After in seconds', () => {
    const sent = replyTo(new TooManySignInsError('account', 840));
    expect(sent).toMatchObject({
      status: 429,
      headers: { 'retry-after': '840' },
      body: { message: 'Too many failed sign-ins for this account; try again in 14 minutes' },
    });
  });

  it('keeps the field errors of a refusal', () => {
    expect(replyTo(ValidationError.field('yr', 'must be a whole number')).body).toEqual({
      message: 'yr: must be a whole number',
      errors: { yr: ['must be a whole number'] },
    });
  });

  it('answers an unknown route with a plain 404', () => {
    expect(replyTo(new NotFoundException('Cannot GET /api/x/y/z'))).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('turns a body that is not JSON into a 422', () => {
    expect(replyTo(new BadRequestException("Body is not valid JSON but content-type is set to 'application/json'"))).toMatchObject({
      status: 422,
      body: { errors: { body: ['is not valid JSON'] } },
    });
  });

  it.each([
    ['FST_FILES_LIMIT', 413, 'Send one file per upload'],
    ['FST_FIELDS_LIMIT', 413, 'The form has too many fields'],
    ['FST_PARTS_LIMIT', 413, 'The form has too many parts'],
    ['FST_SOMETHING_NEW', 400, 'The request is not valid'],
  ])('tells what to change when the upload form breaks the limit %s', (code, status, message) => {
    expect(replyTo({ code, statusCode: status, message: 'reach files limit' })).toMatchObject({ status, body: { message } });
  });

  it('hides everything about an unexpected failure', () => {
    const sent = replyTo(new Error('relation "vehicles" does not exist at Query.run (/srv/db.js:1:1)'));
    expect(sent).toMatchObject({ status: 500, body: { message: 'The request could not be completed' } });
    expect(JSON.stringify(sent.body)).not.toMatch(/vehicles|Query|srv/);
  });

  describe('log', () => {
    afterEach(() => jest.restoreAllMocks());

    it('leaves one line per refused request: method, path, status and code, without query, body or token', () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      replyTo(ValidationError.field('vehiclevin', 'must be 17 characters'), { method: 'PUT', url: '/api/vehicles/5?token=secret&filters[]=x' });
      replyTo(new UnauthorizedError('Unauthorized: sign in'), { method: 'GET', url: '/api/vehicles' });
      replyTo({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413, message: 'Request body is too large' }, { method: 'POST', url: '/api/vehicles' });
      expect(warn.mock.calls.map((call) => call[0])).toEqual([
        'PUT /api/vehicles/5 422 VALIDATION',
        'GET /api/vehicles 401 UNAUTHORIZED',
        'POST /api/vehicles 413 FST_ERR_CTP_BODY_TOO_LARGE',
      ]);
      expect(error).not.toHaveBeenCalled();
    });

    it('keeps the whole story of a failure of ours', () => {
      const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      replyTo(new Error('relation "vehicles" does not exist'), { method: 'GET', url: '/api/vehicles' });
      replyTo(new RpcCallError('TIMEOUT', 'The vehicles service did not answer'), { method: 'GET', url: '/api/vehicles/1' });
      const lines = error.mock.calls.map((call) => String(call[0]));
      expect(lines[0]).toMatch(/^GET \/api\/vehicles 500 UNEXPECTED: Error: relation "vehicles" does not exist\n\s+at /);
      expect(lines[1]).toMatch(/^GET \/api\/vehicles\/1 504 TIMEOUT: .*did not answer/);
    });
  });
});

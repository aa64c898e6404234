import { describe, expect, it } from '@jest/globals';
import { authenticate, saveConformance, vehicleHistory } from '@portal/contracts';
import { signAccessToken } from '../auth/tokens.js';
import { refusal } from '../testing/index.js';
import { fieldErrorsOf, readCall } from './handles.js';

const secret = 'handles-test-secret-0123456789-abcdefghij';
const staff = { userid: 1, username: 'admin', name: null, roleid: 2, clientid: null, clientIds: [] };
const client = { userid: 5, username: 'alpha.user', name: null, roleid: 1, clientid: 3, clientIds: [3] };

describe('readCall', () => {
  it('takes the caller from the token, never from the message', async () => {
    const token = await signAccessToken(client, secret, 60);
    const { principal, message } = await readCall(vehicleHistory, { token, principal: staff, params: { id: '12' }, query: {} }, secret);
    expect(principal?.roleid).toBe(1);
    expect(message).toEqual({ params: { id: '12' }, query: {} });
  });

  it('refuses a message without a valid token, then a client user on a staff call, before reading any field', async () => {
    expect((await refusal(readCall(vehicleHistory, { principal: staff, params: { id: '12' } }, secret))).code).toBe('UNAUTHORIZED');
    expect((await refusal(readCall(vehicleHistory, { token: 'forged', params: { id: '12' } }, secret))).code).toBe('UNAUTHORIZED');
    const token = await signAccessToken(client, secret, 60);
    expect((await refusal(readCall(saveConformance, { token, params: { id: 'x' } }, secret))).code).toBe('FORBIDDEN');
  });

  it('names each refused field without its part', async () => {
    const token = await signAccessToken(staff, secret, 60);
    const error = await refusal(readCall(saveConformance, { token, params: { id: 'x' }, body: { items: 'all' } }, secret));
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['id', 'items']);
  });

  it('reads a public call without a token', async () => {
    const { principal, message } = await readCall(authenticate, { body: { username: 'admin', password: 'x' } }, secret);
    expect(principal).toBeNull();
    expect(message.body.username).toBe('admin');
    expect(Object.keys((await refusal(readCall(authenticate, { body: {} }, secret))).errors ?? {}).sort()).toEqual(['password', 'username']);
  });
});

describe('fieldErrorsOf', () => {
  it('names a field without its part, even one called constructor or __proto__', () => {
    const errors = fieldErrorsOf([
      { path: ['query', 'constructor'], message: 'must be text' },
      { path: ['query', '__proto__'], message: 'must be text' },
      { path: ['body', 'items', 0, 'id'], message: 'is required' },
    ]);
    expect(Object.entries(errors)).toEqual([
      ['constructor', ['must be text']],
      ['__proto__', ['must be text']],
      ['items.0.id', ['is required']],
    ]);
  });
});

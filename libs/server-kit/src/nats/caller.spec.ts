import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { signAccessToken } from '../auth/tokens.js';
import { STAFF, clientUser, refusal } from '../testing/index.js';
import { CallerVerifier, callerMessage } from './caller.js';

const secret = 'the-secret-the-identity-service-signs-with-0123456789';
const verifier = new CallerVerifier(secret);
const alpha = clientUser(3);

describe('CallerVerifier', () => {
  it('refuses a hand-made message that names a staff principal and carries no token', async () => {
    const error = await refusal(verifier.principalOf({ principal: STAFF, resource: 'vehicles' }));
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a staff token signed with another secret', async () => {
    const forged = await signAccessToken(STAFF, `${secret}-guessed`, 60);
    expect((await refusal(verifier.principalOf({ token: forged, principal: STAFF }))).code).toBe('UNAUTHORIZED');
  });

  it('refuses a token that is not a string', async () => {
    expect((await refusal(verifier.principalOf({ token: { roleid: 2 } }))).code).toBe('UNAUTHORIZED');
    expect((await refusal(verifier.principalOf(null))).code).toBe('UNAUTHORIZED');
  });

  it('takes the principal from the token, whatever principal the message names', async () => {
    const token = await signAccessToken(alpha, secret, 60);
    await expect(verifier.principalOf({ token, principal: STAFF })).resolves.toEqual(alpha);
  });

  it('checks the token before the fields, so a stranger learns nothing of the schema', async () => {
    const schema = z.object({ vehicleid: z.string() });
    expect((await refusal(verifier.read({ vehicleid: 5 }, schema))).code).toBe('UNAUTHORIZED');
    const token = await signAccessToken(alpha, secret, 60);
    expect((await refusal(verifier.read({ token, vehicleid: 5 }, schema))).code).toBe('VALIDATION');
    await expect(verifier.read({ token, vehicleid: '5' }, schema)).resolves.toEqual({ principal: alpha, message: { vehicleid: '5' } });
  });
});

describe('callerMessage', () => {
  it('sends the caller token and never a principal, and no field replaces the token', () => {
    expect(callerMessage({ token: 'T' }, { principal: STAFF, token: 'other', vehicleid: '7' })).toEqual({ vehicleid: '7', token: 'T' });
  });
});

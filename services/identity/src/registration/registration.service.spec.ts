import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_TEXT } from '@portal/contracts';
import { verifyPassword } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { verifyAccessToken, type MailMessage, type MailOutbox } from '@portal/server-kit';
import { SessionIssuer } from '../auth/session-issuer.js';
import { RegistrationService } from './registration.service.js';

const secret = 'identity-test-secret-0123456789-abcdefghij';
let db: TestDatabase;
const sent: MailMessage[] = [];
let service: RegistrationService;

const form = (email: string) => ({
  firstName: 'Robin',
  lastName: 'Importer',
  cbp: '',
  username: email,
  password: 'Robin-password-2026',
  phone: '555-0100',
  businessName: 'Robin Imports',
  country: 'Canada',
  street: '1 Main St',
  city: 'Windsor',
  state: 'ON',
  zip: 'N9A 1A1',
  services: { ri: false, titles: true },
  isAcuity: true,
});

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  const outbox = { send: async (m: MailMessage) => String(sent.push(m)) } as unknown as MailOutbox;
  service = new RegistrationService(db.prisma, outbox, new SessionIssuer(db.prisma, { secret, ttlSeconds: 600, refreshTtlSeconds: 3600 }));
});

afterAll(async () => {
  await db?.drop();
});

describe('registration', () => {
  it('creates a pending account, records the request with RI always on, signs in and sends the welcome e-mail', async () => {
    const answer = await service.register(form('robin@imports.example'));
    if (!answer.success) throw new Error(answer.message);
    const user = await db.prisma.webUser.findUniqueOrThrow({ where: { username: 'robin@imports.example' } });
    expect(user).toMatchObject({ roleid: 1, clientid: null, active: 0, useremail: 'robin@imports.example', name: 'Robin Importer' });
    expect(await verifyPassword(user.password, 'Robin-password-2026')).toBe(true);
    const request = await db.prisma.registration.findFirstOrThrow({ where: { userid: user.userid } });
    expect(request).toMatchObject({
      businessName: 'Robin Imports',
      isAcuity: true,
      cbp: null,
      services: { ri: true, titles: true, odo: false, transportation: false },
    });
    // Signed in, seeing no client's data until staff attach one.
    expect(await verifyAccessToken(answer.access_token, secret)).toMatchObject({ userid: user.userid, clientid: null, clientIds: [] });
    expect(sent[sent.length - 1]).toMatchObject({ to: 'robin@imports.example' });
  });

  it('tells a taken address on the check and on registration, ignoring case, and creates nothing', async () => {
    expect(await service.emailAvailable('ROBIN@imports.example')).toEqual({ success: false });
    expect(await service.emailAvailable('alex@alphamotors.example')).toEqual({ success: false });
    expect(await service.emailAvailable('someone.new@imports.example')).toEqual({ success: true });
    const users = await db.prisma.webUser.count();
    expect(await service.register(form('Robin@Imports.example'))).toEqual({ success: false, message: ACCOUNT_TEXT.emailTaken });
    expect(await db.prisma.webUser.count()).toBe(users);
  });
});

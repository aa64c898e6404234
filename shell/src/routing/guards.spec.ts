import { describe, expect, it } from '@jest/globals';
import { guardRedirect } from './guards.js';
import { ROUTE_ACCESS, accessFor, remoteRoutes, routeAccessTable } from './route-access.js';

const nobody = { user: null, webUser: null };
const withUser = (roleid: number) => ({ user: { userid: 1, roleid }, webUser: { userid: 1, roleid, clientid: 7 } });
const userWithoutWebUser = { user: { userid: 1, roleid: 2 }, webUser: null };

describe('route table (document 3 §2.12)', () => {
  it('knows public, login-guarded and admin-guarded prefixes', () => {
    expect(accessFor('/')).toBe('public');
    expect(accessFor('/login')).toBe('public');
    expect(accessFor('/reset/abc123')).toBe('public');
    expect(accessFor('/register/acuity')).toBe('public');
    expect(accessFor('/exitPhoto/lot-4')).toBe('public');
    expect(accessFor('/vehicles')).toBe('login');
    expect(accessFor('/vehicles/12/conformance')).toBe('login');
    expect(accessFor('/vehicle_notes/incomplete')).toBe('login');
    expect(accessFor('/mobile/ios')).toBe('login');
    expect(accessFor('/mobileApp')).toBe('public');
    expect(accessFor('/admin/clients/5')).toBe('admin');
    expect(accessFor('/accounting/one-off-invoices/3')).toBe('admin');
    expect(accessFor('/management/activity/created/2024-01-01/2024-01-31')).toBe('admin');
    expect(accessFor('/user/signature')).toBe('admin');
  });

  it('keeps the two client reports under /management login-guarded', () => {
    expect(accessFor('/management/ri-problems')).toBe('login');
    expect(accessFor('/management/ri-status')).toBe('login');
    expect(accessFor('/management/ri-dot-status')).toBe('admin');
  });

  it('does not know addresses outside the table', () => {
    expect(accessFor('/no/such/page')).toBeUndefined();
    expect(accessFor('/vehiclesX')).toBeUndefined();
  });
});

describe('guards (document 1 §2.4)', () => {
  it('sends someone without a stored user from a login-guarded page to /login', () => {
    expect(guardRedirect('/vehicles', nobody)).toBe('/login');
    expect(guardRedirect('/welcome', nobody)).toBe('/login');
    expect(guardRedirect('/access/admin', nobody)).toBe('/login');
    expect(guardRedirect('/vehicles', withUser(1))).toBeNull();
  });

  it('sends someone without a web user from an admin page to /login', () => {
    expect(guardRedirect('/admin/clients', nobody)).toBe('/login');
    expect(guardRedirect('/admin/clients', userWithoutWebUser)).toBe('/login');
  });

  it('sends client users and client admins from an admin page to /access/admin and lets staff in', () => {
    expect(guardRedirect('/admin/clients', withUser(1))).toBe('/access/admin');
    expect(guardRedirect('/admin/users', withUser(11))).toBe('/access/admin');
    expect(guardRedirect('/management/massUpdate', withUser(1))).toBe('/access/admin');
    expect(guardRedirect('/admin/clients', withUser(2))).toBeNull();
  });

  it('leaves public and unknown pages alone', () => {
    expect(guardRedirect('/', nobody)).toBeNull();
    expect(guardRedirect('/login', nobody)).toBeNull();
    expect(guardRedirect('/help', nobody)).toBeNull();
    expect(guardRedirect('/no/such/page', nobody)).toBeNull();
  });
});

describe('remote prefixes in the route table', () => {
  const remote = (access: 'staff' | 'signed-in') => ({
    name: 'mfe_loads',
    title: 'Loads',
    prefixes: ['/clientLoads', '/loadsboard'],
    defaultEntry: 'http://127.0.0.1:4299/mf-manifest.json',
    access,
  });

  it('guard a staff-only remote as admin pages and any other as login pages', () => {
    expect(remoteRoutes([remote('staff')])).toEqual([
      ['/clientLoads', 'admin'],
      ['/loadsboard', 'admin'],
    ]);
    expect(remoteRoutes([remote('signed-in')])).toEqual([
      ['/clientLoads', 'login'],
      ['/loadsboard', 'login'],
    ]);
  });

  it('take over a prefix of the spec table with the access the registry gives it', () => {
    const table = routeAccessTable([remote('staff')]);
    expect(table.filter(([prefix]) => prefix === '/clientLoads')).toEqual([['/clientLoads', 'admin']]);
    expect(table).toContainEqual(['/loadsboard', 'admin']);
    expect(table).toContainEqual(['/login', 'public']);
  });

  it('come from the registry for the remotes of this installation', () => {
    expect(ROUTE_ACCESS).toContainEqual(['/admin', 'admin']);
    expect(ROUTE_ACCESS).toContainEqual(['/vehicle_notes', 'login']);
  });
});

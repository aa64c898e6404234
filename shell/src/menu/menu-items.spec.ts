import { describe, expect, it } from '@jest/globals';
import { getSession } from '@portal/web-kit';
import { signInAs } from '../testing/sessions.js';
import { accessFor } from '../routing/route-access.js';
import { activeMenuPath, ADMIN_MENU, clientMenu, menuFor } from './menu-items.js';

const titles = (groups: ReadonlyArray<{ title: string }>) => groups.map((g) => g.title);
const labels = (groups: ReadonlyArray<{ items: Array<{ label: string }> }>) => groups.flatMap((g) => g.items.map((i) => i.label));
const paths = (groups: ReadonlyArray<{ items: Array<{ path: string }> }>) => groups.flatMap((g) => g.items.map((i) => i.path));

describe('menus (document 1 §2.1 and §2.2)', () => {
  it('gives staff every group of the admin menu', () => {
    expect(titles(ADMIN_MENU)).toEqual(['Main', 'RI Reports', 'Reports', 'Admin', 'Titles', 'Accounting', 'Transportation', 'Scanner/Photos']);
    expect(paths(ADMIN_MENU.slice(0, 1))).toEqual([
      '/',
      '/dashboard',
      '/vehicles',
      '/vehicle_notes/incomplete',
      '/clientLoads',
      '/clientLocations',
      '/clientTransporters',
      '/clientDrivers',
      '/invoicebatches',
      '/paperworkbatches',
    ]);
    expect(labels(ADMIN_MENU)).toEqual(expect.arrayContaining(["Assignments Rec'd", 'Notes Queue', 'Staff Volume']));
    expect(paths(ADMIN_MENU)).toEqual(
      expect.arrayContaining([
        '/management/ri-nhtsa-ivr',
        '/clientOpenContracts',
        '/clientHudsonPaperwork',
        '/admin/pdfFormFields',
        '/admin/titlesSent',
        '/accounting/user-time-report',
        '/transportation/transport-list',
        '/photouploaddynamsoft',
      ]),
    );
    expect(paths(ADMIN_MENU)).toHaveLength(new Set(paths(ADMIN_MENU)).size);
  });

  it('gives client users the reduced menu', () => {
    const menu = clientMenu('Acme Motors');
    expect(titles(menu)).toEqual(['Main', 'Reports']);
    expect(labels(menu)).toEqual([
      "Assignments Rec'd",
      'Loads',
      'Locations',
      'Transporters',
      'Drivers',
      'RI Problem Report',
      'RI Status Report',
      'Pending Titles',
    ]);
  });

  it('adds RI Open Contracts and the paperwork download only for the Hudson dealer', () => {
    expect(paths(clientMenu('Hudson Auto Group'))).toEqual(expect.arrayContaining(['/clientOpenContracts', '/clientHudsonPaperwork']));
    expect(paths(clientMenu('Acme Motors'))).not.toContain('/clientOpenContracts');
    expect(paths(clientMenu(''))).not.toContain('/clientHudsonPaperwork');
  });

  it('picks the menu from the stored role', () => {
    signInAs(2);
    expect(menuFor(getSession())).toBe(ADMIN_MENU);
    signInAs(1, 7, 'Hudson Motors');
    expect(paths(menuFor(getSession()))).toContain('/clientHudsonPaperwork');
    signInAs(11, 8, 'Acme Motors');
    expect(titles(menuFor(getSession()))).toEqual(['Main', 'Reports']);
  });

  it('marks the entry a page belongs to', () => {
    expect(activeMenuPath('/vehicles/12', ADMIN_MENU)).toBe('/vehicles');
    expect(activeMenuPath('/', ADMIN_MENU)).toBe('/');
    expect(activeMenuPath('/admin/clients/3', ADMIN_MENU)).toBe('/admin/clients');
    expect(activeMenuPath('/welcome', ADMIN_MENU)).toBeUndefined();
  });
});

describe('menus and the route table', () => {
  it('lead only to known addresses, and never offer a client user an admin-guarded page', () => {
    for (const path of paths(ADMIN_MENU)) expect([path, accessFor(path)]).toEqual([path, expect.any(String)]);
    for (const path of paths(clientMenu('Hudson Motors'))) expect([path, accessFor(path)]).toEqual([path, 'login']);
  });
});

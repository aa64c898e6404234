import { describe, expect, it } from '@jest/globals';
import { listParams } from '@portal/web-kit';
import { searchOutcome, unsearchableReason, vehicleSearchQuery } from './search-rule.js';

const staff = { user: { userid: 1, roleid: 2 }, webUser: { userid: 1, roleid: 2, clientid: null } };
const client = { user: { userid: 2, roleid: 1, clientid: 7 }, webUser: { userid: 2, roleid: 1, clientid: 7 } };
const clientAdmin = { user: { userid: 3, roleid: 11, clientid: 8 }, webUser: { userid: 3, roleid: 11, clientid: 8 } };

const params = (query: ReturnType<typeof vehicleSearchQuery>) => listParams(query!).map(([k, v]) => `${k}=${v}`);

describe('vehicle search rule (document 1 §2.6)', () => {
  it('searches last6 for equality when six characters are typed', () => {
    expect(params(vehicleSearchQuery(' 123abc ', staff))).toEqual(['per_page=2', 'page=1', 'filters[]=last6|eq|123ABC']);
  });

  it('searches the VIN with like for any other length', () => {
    expect(params(vehicleSearchQuery('1hgcm8', staff))).toEqual(['per_page=2', 'page=1', 'filters[]=last6|eq|1HGCM8']);
    expect(params(vehicleSearchQuery('1HGCM82', staff))).toEqual(['per_page=2', 'page=1', 'filters[]=vehiclevin|like|1HGCM82']);
    expect(params(vehicleSearchQuery('12345', staff))).toEqual(['per_page=2', 'page=1', 'filters[]=vehiclevin|like|12345']);
    expect(params(vehicleSearchQuery('1HGCM82633A004352', staff))).toEqual(['per_page=2', 'page=1', 'filters[]=vehiclevin|like|1HGCM82633A004352']);
  });

  it('refuses, with the reason, what a VIN cannot hold', () => {
    expect(unsearchableReason(' 1hgcm8 ')).toBeNull();
    expect(unsearchableReason('1HGCM82633A004352')).toBeNull();
    expect(unsearchableReason('')).toBeNull();
    expect(unsearchableReason('!!@@##')).toMatch(/^"!!@@##" cannot be searched: a VIN has only letters and digits/);
    expect(unsearchableReason('1HG-CM8')).toMatch(/last 6 characters of the VIN, or the VIN or part of it \(up to 17 characters\)/);
  });

  it('restricts roles below 2 to their own client', () => {
    expect(params(vehicleSearchQuery('123456', client))).toEqual(['per_page=2', 'page=1', 'filters[]=last6|eq|123456', 'filters[]=clientid|eq|7']);
    expect(params(vehicleSearchQuery('1HG', client))).toEqual(['per_page=2', 'page=1', 'filters[]=vehiclevin|like|1HG', 'filters[]=clientid|eq|7']);
  });

  it('does not add the client for staff or for roles above 2', () => {
    expect(params(vehicleSearchQuery('1HG', staff))).not.toContain('filters[]=clientid|eq|7');
    expect(params(vehicleSearchQuery('1HG', clientAdmin))).toEqual(['per_page=2', 'page=1', 'filters[]=vehiclevin|like|1HG']);
  });

  it('does nothing for an empty input', () => {
    expect(vehicleSearchQuery('   ', staff)).toBeNull();
  });

  it('opens the vehicle for one hit, the filtered list for several, and reports none', () => {
    expect(searchOutcome('123456', { data: [{ vehicleid: 42 }], total: 1, current_page: 1, per_page: 2 })).toEqual({ kind: 'open', url: '/vehicles/42' });
    expect(searchOutcome('1hg', { data: [{ vehicleid: 1 }, { vehicleid: 2 }], total: 9, current_page: 1, per_page: 2 })).toEqual({
      kind: 'open',
      url: '/vehicles?vin=1HG',
    });
    expect(searchOutcome('zzz', { data: [], total: 0, current_page: 1, per_page: 2 })).toEqual({ kind: 'none' });
  });
});

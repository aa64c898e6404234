import { describe, expect, it } from '@jest/globals';
import type { Session } from '@portal/web-kit';
import { aroundToday, filterFromText, thisMonth, vehicleFilters } from './report-filters.js';

describe('the report filters and their default ranges', () => {
  it('runs vault vs bond from yesterday to tomorrow, across a month end', () => {
    expect(aroundToday('2026-11-25')).toEqual({ from: '2026-11-24', to: '2026-11-26' });
    expect(aroundToday('2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-03-02' });
  });

  it('takes this month from its first to its last day, February and December included', () => {
    expect(thisMonth('2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(thisMonth('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(thisMonth('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('offers the client filter to staff only', () => {
    const staff = { user: { roleid: 2 } } as unknown as Session;
    const client = { user: { roleid: 1, clientid: 3 } } as unknown as Session;
    expect(vehicleFilters(staff).map((f) => f.key)).toEqual(['vin', 'client']);
    expect(vehicleFilters(client).map((f) => f.key)).toEqual(['vin']);
  });
});

describe('a clause written as text', () => {
  it('keeps the field, operator, value and an OR group label', () => {
    expect(filterFromText('submitteddotdate|isnull|1')).toEqual({ field: 'submitteddotdate', op: 'isnull', value: '1' });
    expect(filterFromText('norecall:has_recall|neq|1')).toEqual({ field: 'has_recall', op: 'neq', value: '1', group: 'norecall' });
    expect(filterFromText('titlestatusid|in|21,23')).toEqual({ field: 'titlestatusid', op: 'in', value: '21,23' });
  });
});

import { describe, expect, it } from '@jest/globals';
import { linkEntries, type HistoryLink } from './history.js';

const LOAD: HistoryLink = { field: 'client_load_id', objectType: 'client_load', as: 'vehicle', label: 'vehiclevin' };
const vehicle = (load: number | null, vin = '1HGCM82633A004352') => ({ vehicleid: 7, vehiclevin: vin, client_load_id: load });

describe('the history lines of linked records', () => {
  it('names a record that joins with its label as the new value, and one that leaves as the old value', () => {
    expect(linkEntries([LOAD], 'vehicleid', vehicle(null), vehicle(3))).toEqual([
      { object_type: 'client_load', object_type_id: 3, target_field: 'vehicle', value: '1HGCM82633A004352', old_value: null },
    ]);
    expect(linkEntries([LOAD], 'vehicleid', vehicle(3), vehicle(null))).toEqual([
      { object_type: 'client_load', object_type_id: 3, target_field: 'vehicle', value: null, old_value: '1HGCM82633A004352' },
    ]);
  });

  it('tells both records of a move, each under the label it knew', () => {
    expect(linkEntries([LOAD], 'vehicleid', vehicle(3, 'OLDVIN'), vehicle(4, 'NEWVIN'))).toEqual([
      expect.objectContaining({ object_type_id: 3, value: null, old_value: 'OLDVIN' }),
      expect.objectContaining({ object_type_id: 4, value: 'NEWVIN', old_value: null }),
    ]);
  });

  it('writes nothing when the link stays, and reads 0 as no record', () => {
    expect(linkEntries([LOAD], 'vehicleid', vehicle(3), vehicle(3, 'OTHERVIN'))).toEqual([]);
    expect(linkEntries([LOAD], 'vehicleid', vehicle(0), vehicle(null))).toEqual([]);
  });

  it('covers a create (no before) and a delete (no after), and names a record without a label by its key', () => {
    expect(linkEntries([LOAD], 'vehicleid', null, vehicle(5))).toEqual([expect.objectContaining({ object_type_id: 5, value: '1HGCM82633A004352' })]);
    expect(linkEntries([LOAD], 'vehicleid', vehicle(5, ''), null)).toEqual([expect.objectContaining({ object_type_id: 5, old_value: '7' })]);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import {
  changePhotoField,
  chosenLoad,
  loadButtonsDisabled,
  newLoadProblem,
  photoDraftOf,
  photoFieldProblems,
  photoFieldsBody,
  poundsText,
  quickAddEffect,
  riLabelBlocked,
  type PhotoFieldsDraft,
} from './photo-vehicle-rules.js';

const vehicle: Vehicle = { vehicleid: 5, vehiclevin: '1HGCM82633A004352', clientid: 7, mileage: 1000, cs_km: 1609, client_load_id: 40, has_recall: null };
const draft = (changes: Partial<PhotoFieldsDraft> = {}): PhotoFieldsDraft => ({ ...photoDraftOf(vehicle), ...changes });
const single = { id: 40, name: 'L-40', load_type: 'single' };
const multiple = { id: 41, name: 'L-41', load_type: 'multiple' };

describe('mileage and kilometers (document 3 §5)', () => {
  it('convert into each other as they are typed, rounded to whole', () => {
    expect(changePhotoField(draft(), 'mileage', '100').cs_km).toBe('161');
    expect(changePhotoField(draft(), 'cs_km', '100').mileage).toBe('62');
    expect(changePhotoField(draft(), 'mileage', '1').cs_km).toBe('2');
    expect(changePhotoField(draft(), 'cs_km', '1').mileage).toBe('1');
  });

  it('empty the other field with this one, and leave it while the text is not a number', () => {
    expect(changePhotoField(draft(), 'mileage', '').cs_km).toBe('');
    expect(changePhotoField(draft(), 'mileage', '12a').cs_km).toBe('1609');
  });

  it('are required, the mileage at least 1', () => {
    expect(photoFieldProblems(draft(), false)).toEqual({});
    expect(photoFieldProblems(draft({ mileage: '0', cs_km: '0' }), false)).toEqual({ mileage: 'mileage cannot be empty' });
    expect(photoFieldProblems(draft({ mileage: '', cs_km: '' }), false)).toEqual({ mileage: 'mileage cannot be empty', cs_km: 'mileage cannot be empty' });
  });
});

describe('the client (document 3 §5)', () => {
  it('must be chosen by staff, and a new one empties the load, transit number and driver', () => {
    expect(photoFieldProblems(draft({ clientid: '' }), true)).toEqual({ clientid: 'client must be selected' });
    expect(photoFieldProblems(draft({ clientid: '' }), false)).toEqual({});
    const moved = changePhotoField(draft({ transit_number: 'T1', client_driver_id: '3' }), 'clientid', '8');
    expect(moved).toMatchObject({ clientid: '8', client_load_id: '', transit_number: '', client_driver_id: '' });
  });
});

describe('what is saved', () => {
  it('sends only what changed, kilograms with their pounds truncated, dollars whole, has recall 0, 1 or null', () => {
    const typed = draft({ mileage: '1200', cs_km: '1931', gvwr_kg: '3000', value_us_dollars: '$12,345.60', has_recall: '1', manufacturer: ' Ford ' });
    expect(photoFieldsBody(vehicle, typed, false, single)).toEqual({
      mileage: 1200,
      cs_km: 1931,
      gvwr_kg: 3000,
      gvwr_lbs: 6613,
      value_us_dollars: 12346,
      has_recall: 1,
      manufacturer: 'Ford',
    });
    expect(photoFieldsBody({ ...vehicle, has_recall: 1 }, draft({ has_recall: 'x' }), false, single)).toEqual({ has_recall: null });
    expect(poundsText('1500')).toBe('3306');
    expect(poundsText('')).toBe('');
  });

  it('sends the client for staff only, and drops transit number and driver unless the load is single', () => {
    expect(photoFieldsBody(vehicle, draft({ clientid: '8' }), false, single)).toEqual({});
    expect(photoFieldsBody(vehicle, draft({ clientid: '8' }), true, single)).toEqual({ clientid: 8 });
    const withTransit = { ...vehicle, transit_number: 'T-1', client_driver_id: 3 };
    expect(photoFieldsBody(withTransit, photoDraftOf(withTransit), false, single)).toEqual({});
    expect(photoFieldsBody(withTransit, photoDraftOf(withTransit), false, multiple)).toEqual({ transit_number: null, client_driver_id: null });
  });
});

describe('the RI Label button (document 3 §5)', () => {
  it('waits for a client user until mileage and load are saved and unchanged', () => {
    expect(riLabelBlocked(vehicle, draft(), false)).toBeNull();
    expect(riLabelBlocked(vehicle, draft({ mileage: '1001' }), false)).not.toBeNull();
    expect(riLabelBlocked(vehicle, draft({ client_load_id: '41' }), false)).not.toBeNull();
    expect(riLabelBlocked({ ...vehicle, client_load_id: null }, photoDraftOf({ ...vehicle, client_load_id: null }), false)).not.toBeNull();
    expect(riLabelBlocked({ ...vehicle, client_load_id: 0 }, photoDraftOf({ ...vehicle, client_load_id: 0 }), false)).not.toBeNull();
    expect(riLabelBlocked({ ...vehicle, mileage: null }, photoDraftOf({ ...vehicle, mileage: null }), false)).not.toBeNull();
  });

  it('never waits for staff', () => {
    expect(riLabelBlocked({ ...vehicle, mileage: null, client_load_id: null }, draft({ mileage: '' }), true)).toBeNull();
  });
});

describe('new loads (document 3 §5)', () => {
  it('are offered only while no load is chosen', () => {
    expect(loadButtonsDisabled(draft())).toBe(true);
    expect(loadButtonsDisabled(draft({ client_load_id: '' }))).toBe(false);
  });

  it('need a number for a single load; a blank quick add is left to the service to ignore', () => {
    expect(newLoadProblem('  ', true)).toBe('Load Number is required');
    expect(newLoadProblem('  ', false)).toBeNull();
    expect(newLoadProblem('L-9', true)).toBeNull();
  });

  it('select the one load of that number, tell of several, select a created one, and do nothing for a blank', () => {
    expect(quickAddEffect({ outcome: 'selected', message: 'Load already exists, setting load', load: multiple })).toEqual({
      load: multiple,
      alert: { intent: 'info', text: 'Load already exists, setting load' },
    });
    expect(quickAddEffect({ outcome: 'ambiguous', message: 'More than one load with that name, please use dropdown', load: null })).toEqual({
      load: null,
      alert: { intent: 'warning', text: 'More than one load with that name, please use dropdown' },
    });
    expect(quickAddEffect({ outcome: 'created', message: null, load: single }).load).toEqual(single);
    expect(quickAddEffect({ outcome: 'ignored', message: null, load: null })).toEqual({ load: null, alert: null });
  });
});

describe('the chosen load', () => {
  it('is found among the known loads by id, none for no load', () => {
    expect(chosenLoad('41', [null, single, multiple])).toBe(multiple);
    expect(chosenLoad('', [single])).toBeNull();
    expect(chosenLoad('99', [single, undefined])).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import { describeHistoryItem } from './history-list.js';

describe('describeHistoryItem', () => {
  const labels = {
    fields: { client_transporter_id: 'Transporter', load_type: 'Load Type' },
    choices: { client_transporter_id: [{ value: '5', label: 'Acme Haulage' }], load_type: [{ value: 'multiple', label: 'Caravan' }] },
  };

  it('names the field and the chosen values as the page does', () => {
    expect(describeHistoryItem({ target_field: 'client_transporter_id', old_value: null, value: '5' }, labels)).toEqual({
      field: 'Transporter',
      oldValue: '',
      value: 'Acme Haulage',
    });
    expect(describeHistoryItem({ target_field: 'load_type', old_value: '"multiple"', value: '"single"' }, labels)).toEqual({
      field: 'Load Type',
      oldValue: 'Caravan',
      value: 'single',
    });
  });

  it('shows what it does not know as stored', () => {
    expect(describeHistoryItem({ target_field: 'vehicle', old_value: null, value: '1HGCM82633A004352' }, labels)).toEqual({
      field: 'vehicle',
      oldValue: '',
      value: '1HGCM82633A004352',
    });
    expect(describeHistoryItem({ target_field: 'client_transporter_id', old_value: '9', value: null })).toEqual({
      field: 'client_transporter_id',
      oldValue: '9',
      value: '',
    });
  });

  it("names a record's creation and deletion", () => {
    expect(describeHistoryItem({ target_field: 'created', old_value: null, value: null }).field).toBe('Created');
    expect(describeHistoryItem({ target_field: 'deleted', old_value: null, value: null }, labels).field).toBe('Deleted');
  });
});

import { describe, expect, it } from '@jest/globals';
import { vinListForm } from './vin-list-form.js';

describe('the form of a VIN list', () => {
  it('sends a chosen file as `file`', () => {
    const file = new File(['VIN\r\n1HGCM82633A004352'], 'cars.csv', { type: 'text/csv' });
    expect((vinListForm({ kind: 'file', file }).get('file') as File).name).toBe('cars.csv');
  });

  it('sends short pasted text as a field and long text as a one-column CSV', () => {
    expect(vinListForm({ kind: 'text', text: 'A B' }).get('text')).toBe('A B');
    const long = Array.from({ length: 700 }, () => '1HGCM82633A004352').join(' ');
    const sent = vinListForm({ kind: 'text', text: long });
    expect(sent.get('text')).toBeNull();
    const file = sent.get('file') as File;
    expect(file.name).toBe('pasted-vins.csv');
    expect(file.size).toBe(700 * 17 + 699 * 2);
  });
});

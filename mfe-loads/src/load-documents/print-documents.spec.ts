import { describe, expect, it } from '@jest/globals';
import { directPath, documentsName, jobBody, loadForms, printsDirectly } from './print-documents.js';

const choice = { vehicleIds: [4, 9], docs: [15, 17], printedName: ' Jane Doe ', partial: true, loadName: 'L 12/A' };

describe('Print Documents', () => {
  it('offers client users no staff-only form, and staff every form', () => {
    expect(loadForms(false).some((form) => form.staffOnly)).toBe(false);
    expect(loadForms(true).map((form) => form.n)).toContain(16);
  });

  it('prints up to 10 vehicles directly, with the forms in order, the printed name and partial', () => {
    expect(directPath(choice)).toBe('/api/vehicles/4,9/multipleForms/0?docs=15,17&downloadName=load-L-12-A-documents&printedName=Jane+Doe&partial=1');
    expect(printsDirectly({ vehicleIds: Array.from({ length: 10 }, (_, i) => i + 1) })).toBe(true);
    expect(printsDirectly({ vehicleIds: Array.from({ length: 11 }, (_, i) => i + 1) })).toBe(false);
  });

  it('queues more as a job with the same choice, leaving out a blank printed name', () => {
    expect(jobBody({ ...choice, printedName: '  ' })).toEqual({ vehicleIds: [4, 9], docs: [15, 17], partial: true, downloadName: 'load-L-12-A-documents' });
    expect(documentsName('///')).toBe('load-documents-documents');
  });
});

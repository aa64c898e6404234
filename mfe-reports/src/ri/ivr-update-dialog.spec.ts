import { describe, expect, it } from '@jest/globals';
import { EMPTY_IVR_DRAFT, ivrBody } from './ivr-update-dialog.js';

describe('the Update IVR body', () => {
  it("sends nothing for a field left at Don't Change", () => {
    expect(ivrBody(EMPTY_IVR_DRAFT)).toEqual({});
  });

  it('sends dates as days and the user and action as numbers', () => {
    const draft = { ...EMPTY_IVR_DRAFT, changeEntryPhoto: '2026-03-01', changeConformanceUser: '12', changeConformanceAction: '0' };
    expect(ivrBody(draft)).toEqual({ changeEntryPhoto: '2026-03-01', changeConformanceUser: 12, changeConformanceAction: 0 });
  });
});

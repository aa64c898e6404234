import { describe, expect, it } from '@jest/globals';
import { LOAD_TEXT } from '@portal/contracts/constants';
import type { Session } from '@portal/web-kit';
import { deleteRefusedText, loadFields, withSetupHints } from './load-fields.js';

const staff: Session = { user: { roleid: 2, clientid: null } as unknown as Session['user'], webUser: null, accessToken: 'token' };
const fields = loadFields(staff, 7);
const hintOf = (shown: ReturnType<typeof withSetupHints>, name: string) => shown.find((f) => f.name === name)?.hint;

describe('the load page fields', () => {
  it('says the client has no transporters or locations when those choices came back empty', () => {
    const shown = withSetupHints(fields, { client_transporter_id: [], location_from_id: [], location_to_id: [], location_pickup_id: [] }, true);
    expect(hintOf(shown, 'client_transporter_id')).toBe(LOAD_TEXT.CLIENT_HAS_NO_TRANSPORTERS);
    expect(hintOf(shown, 'location_from_id')).toBe(LOAD_TEXT.CLIENT_HAS_NO_LOCATIONS);
    expect(hintOf(shown, 'location_pickup_id')).toBe(LOAD_TEXT.CLIENT_HAS_NO_LOCATIONS);
    expect(hintOf(shown, 'client_driver_id')).toBeUndefined();
  });

  it('says nothing while the lookups are pending or failed, nor when the client has some', () => {
    expect(hintOf(withSetupHints(fields, {}, false), 'location_from_id')).toBeUndefined();
    expect(hintOf(withSetupHints(fields, { client_transporter_id: [] }, false), 'client_transporter_id')).toBeUndefined();
    const some = withSetupHints(fields, { client_transporter_id: [{ value: '1', label: 'Acme' }], location_from_id: [{ value: '2', label: 'Yard' }] }, true);
    expect(hintOf(some, 'client_transporter_id')).toBeUndefined();
    expect(hintOf(some, 'location_from_id')).toBeUndefined();
  });

  it('names a refused delete once, whether or not the reason already starts with it', () => {
    expect(deleteRefusedText('Unable to delete load: the load still has vehicles (2)')).toBe('Unable to delete load: the load still has vehicles (2)');
    expect(deleteRefusedText('Forbidden')).toBe('Unable to delete load: Forbidden');
  });
});

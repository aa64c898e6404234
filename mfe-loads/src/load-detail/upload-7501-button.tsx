import { Button } from '@fluentui/react-components';
import { LOAD_TEXT } from '@portal/contracts/constants';
import { alertError, alertSuccess, messageOf, useApi } from '@portal/web-kit';
import { useRef, useState } from 'react';
import type { ClientLoad } from './load-types.js';

/** The document type of a file upload (document 3 §7: a file is type 0) and the note the 7501 carries. */
const FILE_TYPE = '0';
const NOTE_7501 = '7501';

/**
 * Upload 7501 (document 2 §5, §7): the load's scanned CBP 7501 entry summary goes onto every vehicle of
 * the load at once, in one upload (`vehicleId` lists them). A load without vehicles says so.
 */
export function Upload7501Button({ load, onUploaded }: { load: ClientLoad; onUploaded: () => Promise<unknown> }) {
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const ids = (load.vehicles ?? []).map((v) => v.vehicleid);
  const choose = () => {
    if (ids.length === 0) alertError(LOAD_TEXT.NO_VEHICLES_FOR_7501);
    else input.current?.click();
  };
  const send = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    form.append('vehicleId', ids.join(','));
    form.append('type', FILE_TYPE);
    form.append('note', NOTE_7501);
    setBusy(true);
    try {
      await api.request({ method: 'POST', path: `/api/vehicles/${ids[0]}/images`, body: form });
      alertSuccess(`7501 uploaded to ${ids.length} vehicle${ids.length === 1 ? '' : 's'}`);
      await onUploaded();
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <Button disabled={busy} onClick={choose}>
        {busy ? 'Uploading 7501…' : 'Upload 7501'}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,image/*"
        aria-label="7501 file"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
    </>
  );
}

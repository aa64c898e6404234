import { Button } from '@fluentui/react-components';
import { renderRecallWarranty } from '@portal/contracts/call-routes';
import { useState } from 'react';
import { alertError } from '../alerts/alerts.js';
import { openAuthorizedFile } from '../api/authorized-file.js';
import { callPath } from '../api/call.js';
import { messageOf } from '../api/errors.js';

/**
 * Bay Recall Warranties (document 2 §2, document 3 §2.7): the recall warranty letters of the vehicles
 * listed, opened in a new tab. Disabled when no vehicle is listed; the Titles Sent list and Mass Update
 * both offer it.
 */
export function RecallWarrantiesButton({ vehicleIds }: { vehicleIds: readonly number[] }) {
  const [busy, setBusy] = useState(false);
  const ids = [...new Set(vehicleIds.filter((id) => id > 0))];
  const open = async () => {
    setBusy(true);
    try {
      await openAuthorizedFile(callPath(renderRecallWarranty, {}), false, 'recall-warranties.pdf', { vehicles: ids });
    } catch (error) {
      alertError(`Unable to print: ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={ids.length === 0 || busy} onClick={() => void open()}>
      Bay Recall Warranties
    </Button>
  );
}

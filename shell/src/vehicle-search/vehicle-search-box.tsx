import { makeStyles, SearchBox, Spinner, tokens } from '@fluentui/react-components';
import { alertError, alertInfo, messageOf, useApi, useSession } from '@portal/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { searchOutcome, unsearchableReason, vehicleSearchQuery, VIN_LENGTH } from './search-rule.js';

export const NO_VEHICLES_FOUND = 'No vehicles found';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  box: { width: '220px' },
});

export interface VehicleSearchBoxProps {
  /** Called once a search has led somewhere (the dialog on small screens closes itself). */
  onDone?: () => void;
  autoFocus?: boolean;
}

/** The VIN / Last6 box of the top bar; Enter searches. */
export function VehicleSearchBox({ onDone, autoFocus }: VehicleSearchBoxProps) {
  const styles = useStyles();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const query = vehicleSearchQuery(text, session);
    if (!query || busy) return;
    const unsearchable = unsearchableReason(text);
    if (unsearchable) {
      alertError(unsearchable);
      return;
    }
    setBusy(true);
    try {
      const outcome = searchOutcome(text, await api.listResource('vehicles', query));
      if (outcome.kind === 'none') {
        alertInfo(NO_VEHICLES_FOUND);
        return;
      }
      setText('');
      navigate(outcome.url);
      onDone?.();
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <SearchBox
        className={styles.box}
        aria-label="Search by VIN or last 6"
        placeholder="VIN / Last6"
        value={text}
        maxLength={VIN_LENGTH}
        autoFocus={autoFocus}
        disabled={busy}
        onChange={(_, data) => setText(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void search();
        }}
      />
      {busy ? <Spinner size="extra-tiny" aria-label="Searching" /> : null}
    </div>
  );
}

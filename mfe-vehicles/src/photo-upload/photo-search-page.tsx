import { Body1, Button, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { LAST6_LENGTH, PHOTO_TEXT, VIN_LENGTH } from '@portal/contracts/constants';
import { iosWithoutSafari, isAdmin, messageOf, ownClientId, requestVehicleRegistration, useApi, VinSearchBar } from '@portal/web-kit';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';
import { normalisePhotoSearch, photoSearchProblem, photoSearchQuery } from './photo-rules.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: 0, listStyleType: 'none' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Users without a client of their own may not use the photo screens, staff aside (document 3 §2.4, §6). */
export function photoScreensClosed(): boolean {
  return !isAdmin() && ownClientId() === null;
}

/**
 * /photoupload (document 3 §2.4): find a vehicle by VIN or last 6, typed or scanned (QR code, Data
 * Matrix, Code 39 or Code 128); one match opens its photo page, several are listed. A vehicle not
 * found can be registered from here: the register dialog starts from the VIN searched, and the new
 * vehicle opens on its photo page (a client user registers for its own client only).
 */
export function PhotoSearchPage() {
  const styles = useStyles();
  const api = useApi();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Vehicle[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the last search was for: the VIN a registration starts from when nothing was found.
  const [searched, setSearched] = useState('');
  const ios = typeof navigator !== 'undefined' && iosWithoutSafari(navigator.userAgent);

  const search = useCallback(
    async (typed: string) => {
      const query = photoSearchQuery(typed);
      setError(photoSearchProblem(typed));
      if (!query) return;
      setBusy(true);
      setSearched(normalisePhotoSearch(typed));
      try {
        const answer = await api.listResource<Vehicle>('vehicles', query);
        if (answer.data.length === 1) navigate(`/photoupload/${answer.data[0]!.vehicleid}`);
        else setFound(answer.data);
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        setBusy(false);
      }
    },
    [api, navigate],
  );

  if (photoScreensClosed()) return <Body1 role="alert">{PHOTO_TEXT.clientsOnly}</Body1>;
  const tooShort = normalisePhotoSearch(text).length < LAST6_LENGTH;
  return (
    <section className={styles.page} aria-label="Photo Upload">
      <Title2 as="h1">Photo Upload</Title2>
      <VinSearchBar label="VIN or last 6" value={text} onChange={setText} onSearch={(typed) => void search(typed)} searchDisabled={tooShort || busy} />
      {ios ? <Body1 className={styles.error}>{PHOTO_TEXT.iosNeedsSafari}</Body1> : null}
      {busy ? <Spinner size="tiny" label="Searching..." /> : null}
      {error ? (
        <Body1 role="alert" className={styles.error}>
          {error}
        </Body1>
      ) : null}
      {found === null ? null : found.length === 0 ? (
        <Body1>No vehicle found for {searched}</Body1>
      ) : (
        <ul className={styles.list} aria-label="Vehicles found">
          {found.map((vehicle) => (
            <li key={vehicle.vehicleid}>
              <AppLink to={`/photoupload/${vehicle.vehicleid}`}>
                {vehicle.vehiclevin} · {[vehicle.yr, vehicle.make, vehicle.model].filter(Boolean).join(' ')} · {vehicle.client?.clientname ?? ''}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          onClick={() => requestVehicleRegistration({ vin: found?.length === 0 && searched.length === VIN_LENGTH ? searched : undefined, opens: 'photos' })}
        >
          Register New Vehicle
        </Button>
      </div>
    </section>
  );
}

import { Body1, Button, Field, Input, makeStyles, Select, Spinner, tokens } from '@fluentui/react-components';
import { CLIENT_LOADS_DROPDOWN_SIZE, LOAD_TYPE } from '@portal/contracts/constants';
import { quickAddClientLoad } from '@portal/contracts/call-routes';
import { alertError, alertInfo, alertSuccess, alertWarning, call, messageOf, useApi, useResourceList } from '@portal/web-kit';
import { useState } from 'react';
import { loadButtonsDisabled, newLoadProblem, quickAddEffect, takesTransitAndDriver, type PhotoFieldsDraft, type PhotoLoad } from './photo-vehicle-rules.js';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

interface Driver {
  id: number;
  first_name: string | null;
  last_name: string | null;
}

/** The client's loads for the dropdown, newest first, 25 more at each asking (document 3 §9). */
export function useClientLoads(clientId: string) {
  const [pages, setPages] = useState(1);
  const list = useResourceList<PhotoLoad>(
    'client_loads',
    {
      per_page: CLIENT_LOADS_DROPDOWN_SIZE * pages,
      filters: [{ field: 'client_id', op: 'eq', value: clientId }],
      order_by: [{ field: 'created_at', direction: 'desc' }],
    },
    { enabled: clientId !== '', keepPrevious: true },
  );
  const listed = list.data?.data ?? [];
  return { list, listed, more: (list.data?.total ?? 0) > listed.length, showMore: () => setPages((n) => n + 1) };
}

export type ClientLoads = ReturnType<typeof useClientLoads>;

export interface PhotoLoadFieldsProps {
  /** The client whose loads and drivers are offered; '' while staff have not chosen one. */
  clientId: string;
  loads: ClientLoads;
  draft: PhotoFieldsDraft;
  /** The load chosen now, when known (the vehicle's own, one just added, or one of the list). */
  load: PhotoLoad | null;
  /** The load went to the bay: the vehicle keeps it (document 3 §4, 'Sent to Bay'). */
  sentToBay?: boolean;
  problems: Partial<Record<keyof PhotoFieldsDraft, string>>;
  onChange(field: 'client_load_id' | 'transit_number' | 'client_driver_id', value: string): void;
  /** A load the quick add selected or created: the screen keeps it to name it and read its type. */
  onLoadAdded(load: PhotoLoad): void;
}

const driverName = (driver: Driver) => [driver.first_name, driver.last_name].filter(Boolean).join(' ') || `Driver ${driver.id}`;

/**
 * The load of the vehicle (document 3 §2.4, §5): the client's loads 25 at a time, a quick add by load
 * number that selects the one load of that number or creates it, a new single (caravan) load, and for
 * a single load the transit number and the driver (the client's drivers).
 */
export function PhotoLoadFields({ clientId, loads, draft, load, sentToBay = false, problems, onChange, onLoadAdded }: PhotoLoadFieldsProps) {
  const styles = useStyles();
  const api = useApi();
  const [newName, setNewName] = useState('');
  const [adding, setAdding] = useState(false);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const { list, listed, more } = loads;
  const single = takesTransitAndDriver(load);
  const drivers = useResourceList<Driver>(
    'client_drivers_full',
    { per_page: 1000, filters: [{ field: 'client_id', op: 'eq', value: clientId }] },
    { enabled: clientId !== '' && single },
  );
  const options = load && !listed.some((row) => row.id === load.id) ? [load, ...listed] : listed;
  const locked = loadButtonsDisabled(draft) || clientId === '';

  async function addLoad(type: 'quick' | 'single') {
    const problem = newLoadProblem(newName, type === 'single');
    setNameProblem(problem);
    if (problem) return;
    setAdding(true);
    try {
      const answer = await call(api, quickAddClientLoad, {
        body: { name: newName, client_id: Number(clientId), ...(type === 'single' ? { load_type: LOAD_TYPE.SINGLE } : {}) },
      });
      const effect = quickAddEffect(answer);
      if (effect.alert) ({ info: alertInfo, warning: alertWarning, success: alertSuccess })[effect.alert.intent](effect.alert.text);
      if (effect.load) {
        onLoadAdded(effect.load);
        onChange('client_load_id', String(effect.load.id));
        setNewName('');
        await list.refetch();
      }
    } catch (error) {
      alertError(`Unable to add the load: ${messageOf(error)}`);
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className={styles.group} role="group" aria-label="Vehicle load">
      <Field
        label="Load"
        validationState={problems.client_load_id || list.errorText ? 'error' : 'none'}
        validationMessage={problems.client_load_id ?? list.errorText ?? (clientId === '' ? 'Choose the client first' : sentToBay ? 'Sent to Bay' : undefined)}
      >
        <Select value={draft.client_load_id} disabled={clientId === '' || sentToBay} onChange={(_, data) => onChange('client_load_id', data.value)}>
          <option value="">No load</option>
          {options.map((row) => (
            <option key={row.id} value={String(row.id)}>
              {row.name} ({row.load_type})
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.row}>
        {list.loading && clientId !== '' ? <Spinner size="tiny" label="Loading loads..." /> : null}
        {!list.loading && clientId !== '' && !list.errorText && listed.length === 0 ? <Body1>The client has no loads yet</Body1> : null}
        {more ? (
          <Button size="small" disabled={list.fetching} onClick={loads.showMore}>
            {`Show ${CLIENT_LOADS_DROPDOWN_SIZE} more loads`}
          </Button>
        ) : null}
      </div>
      <Field label="New load number" validationState={nameProblem ? 'error' : 'none'} validationMessage={nameProblem ?? undefined}>
        <Input value={newName} disabled={locked || adding} onChange={(_, data) => setNewName(data.value)} />
      </Field>
      <div className={styles.row}>
        <Button disabled={locked || adding} onClick={() => void addLoad('quick')}>
          Quick Add Load
        </Button>
        <Button disabled={locked || adding} onClick={() => void addLoad('single')}>
          Create Single Load
        </Button>
      </div>
      {single ? (
        <>
          <Field label="Transit number">
            <Input value={draft.transit_number} onChange={(_, data) => onChange('transit_number', data.value)} />
          </Field>
          <Field label="Driver" validationState={drivers.errorText ? 'error' : 'none'} validationMessage={drivers.errorText}>
            <Select value={draft.client_driver_id} disabled={drivers.loading} onChange={(_, data) => onChange('client_driver_id', data.value)}>
              <option value="">
                {drivers.loading ? 'Loading drivers...' : (drivers.data?.data.length ?? 0) === 0 ? 'The client has no drivers' : 'No driver'}
              </option>
              {(drivers.data?.data ?? []).map((driver) => (
                <option key={driver.id} value={String(driver.id)}>
                  {driverName(driver)}
                </option>
              ))}
            </Select>
          </Field>
        </>
      ) : null}
    </div>
  );
}

import { Button, Card, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LOAD_HISTORY, LOAD_SHEET_TEXT, LOAD_TEXT, LOAD_UPDATED_ALERT_MS, type LoadType } from '@portal/contracts/constants';
import { clientLoadHistory, deleteClientLoad, refreshLoadBlackbook } from '@portal/contracts/call-routes';
import {
  FormFieldSet,
  HistoryList,
  RecordEditPage,
  alertError,
  alertSuccess,
  call,
  isAdmin,
  messageOf,
  useApi,
  useChoices,
  useLoadBayChanges,
  useRecordForm,
  useSession,
} from '@portal/web-kit';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BayPanel } from '../bay/bay-panel.js';
import { BayVehicleFixDialog } from '../bay/bay-vehicle-fix-dialog.js';
import { PrintDocumentsDialog } from '../load-documents/print-documents-dialog.js';
import { StaffDocumentButtons } from '../load-documents/staff-document-buttons.js';
import { LOAD_APPENDS, LOAD_RELATIONS, LOAD_TYPE_OPTIONS, STAFF_LOAD_APPENDS, deleteRefusedText, loadFields, withSetupHints } from './load-fields.js';
import { LoadVehiclesTab } from './load-vehicles-tab.js';
import type { ClientLoad } from './load-types.js';
import { MessageDialog } from './message-dialog.js';
import { useTypeChange } from './use-type-change.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type TabName = 'details' | 'vehicles' | 'bay';

/** /clientLoads/{id}: Basic Details, Vehicles (count) and Bay tabs, and the load's history (document 2 §2). */
export function LoadDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const staff = isAdmin(session);
  const styles = useStyles();
  const api = useApi();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabName>('details');
  const [printing, setPrinting] = useState(false);
  // The Bay Vehicle Fix dialog's vehicle. The dialog sits outside the record frame, whose children are
  // replaced while the load is read again after the fix: the dialog stays open with its outcome.
  const [fixing, setFixing] = useState<number | null>(null);
  const [saved, setSaved] = useState(0);
  const [clientId, setClientId] = useState<number | null>(null);
  const fields = useMemo(() => loadFields(session, clientId ?? 0), [session, clientId]);
  const form = useRecordForm({
    resource: 'client_loads',
    id,
    fields,
    with: LOAD_RELATIONS,
    appends: staff ? STAFF_LOAD_APPENDS : LOAD_APPENDS,
    savedText: LOAD_TEXT.LOAD_UPDATED,
    savedAlertMs: LOAD_UPDATED_ALERT_MS,
  });
  const load = form.status === 'loaded' ? (form.record as ClientLoad) : undefined;
  const chosenClient = form.values.client_id === undefined || form.values.client_id === null ? null : Number(form.values.client_id);
  if (form.status === 'loaded' && chosenClient !== clientId) setClientId(chosenClient);
  const choices = useChoices(fields);
  const shownFields = useMemo(
    () => withSetupHints(fields, choices.options, !!chosenClient && !choices.loading && !choices.error),
    [fields, choices.options, choices.loading, choices.error, chosenClient],
  );
  const historyLabels = useMemo(
    () => ({
      fields: { [LOAD_HISTORY.VEHICLE]: 'Vehicle', ...Object.fromEntries(fields.map((f) => [f.name, f.label])) },
      choices: { load_type: LOAD_TYPE_OPTIONS, ...choices.options },
    }),
    [fields, choices.options],
  );
  const refresh = async () => {
    await form.refresh();
    setSaved((n) => n + 1);
  };
  const typeChange = useTypeChange(load, refresh);
  // Another user's bay action, or the partner, changed what the bay holds for this load: the load is read
  // again (what was typed is kept) and the Bay tab checks again. A failed read keeps what is shown, quietly.
  const [bayChanges, setBayChanges] = useState(0);
  useLoadBayChanges(Number(id), () => {
    form.reload();
    setBayChanges((n) => n + 1);
  });
  const onChange = (name: string, value: unknown) => {
    if (name === 'load_type' && load && value !== load.load_type) return typeChange.ask(value as LoadType);
    form.setValue(name, value);
  };
  const save = async () => {
    const ok = await form.save();
    if (ok) setSaved((n) => n + 1);
    return ok;
  };
  const saveIfDirty = async () => (form.dirty ? save() : true);
  const remove = async () => {
    try {
      await call(api, deleteClientLoad, { params: { id } });
      alertSuccess('Load deleted');
      navigate('/clientLoads');
    } catch (error) {
      alertError(deleteRefusedText(messageOf(error)));
    }
  };
  const blackbook = async () => {
    try {
      const answer = await call(api, refreshLoadBlackbook, { params: { id } });
      alertSuccess(`Blackbook refreshed for ${answer.refreshed} vehicle(s)${answer.missing.length ? `; not found: ${answer.missing.join(', ')}` : ''}`);
      await refresh();
    } catch (error) {
      alertError(messageOf(error));
    }
  };
  const count = load?.vehicles_count ?? load?.vehicles?.length ?? 0;
  const fixVehicle = ((form.record as ClientLoad).vehicles ?? []).find((v) => v.vehicleid === fixing) ?? null;
  return (
    <>
      <RecordEditPage
        title={load ? `Load ${load.name}` : 'Client Load'}
        backTo={{ href: '/clientLoads', label: 'All Loads' }}
        form={{ ...form, save }}
        placedFields={fields}
        choices={choices.options}
        notFoundText="Load not found"
      >
        {load && (
          <>
            <div className={styles.buttons}>
              {/* The load sheet opens in a new tab (document 2 §2). */}
              <Button as="a" href={`/clientLoads/${id}/print`} target="_blank" rel="noopener">
                {LOAD_SHEET_TEXT.OPEN}
              </Button>
              {count > 0 && <Button onClick={() => setPrinting(true)}>Print Documents</Button>}
              {count === 0 && <Button onClick={() => void remove()}>Delete Load</Button>}
              {staff && <StaffDocumentButtons load={load} />}
              {staff && load.soc_ready === false && count > 0 && <Button onClick={() => void blackbook()}>SOC Refresh Blackbook</Button>}
            </div>
            <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabName)}>
              <Tab value="details">Basic Details</Tab>
              <Tab value="vehicles">Vehicles ({count})</Tab>
              <Tab value="bay">Bay</Tab>
            </TabList>
            {tab === 'details' && (
              <Card className={styles.card}>
                <FormFieldSet
                  fields={shownFields}
                  values={form.values}
                  record={form.record}
                  errors={form.errors}
                  onChange={onChange}
                  choices={choices.options}
                  disabled={form.saving}
                />
              </Card>
            )}
            {tab === 'vehicles' && <LoadVehiclesTab load={load} onChange={refresh} onFix={setFixing} />}
            {tab === 'bay' && (
              <BayPanel
                load={load}
                saveLoad={saveIfDirty}
                refresh={refresh}
                changes={bayChanges}
                values={form.values}
                setValue={form.setValue}
                disabled={form.saving}
                onFix={setFixing}
              />
            )}
            <HistoryList call={clientLoadHistory} recordId={id} reloadToken={saved} labels={historyLabels} />
            <MessageDialog
              title="Change Load Type"
              open={!!typeChange.asking}
              confirmLabel="Change Type"
              onConfirm={() => void typeChange.confirm()}
              onClose={typeChange.cancel}
            >
              <Text>{typeChange.question}</Text>
            </MessageDialog>
            <PrintDocumentsDialog
              open={printing}
              loadName={load.name}
              vehicleIds={(load.vehicles ?? []).map((vehicle) => vehicle.vehicleid)}
              onClose={() => setPrinting(false)}
            />
            <MessageDialog title="Error" open={!!typeChange.error} onClose={typeChange.closeError}>
              <Text>{typeChange.error}</Text>
            </MessageDialog>
          </>
        )}
      </RecordEditPage>
      <BayVehicleFixDialog vehicle={fixVehicle} onClose={() => setFixing(null)} onFixed={refresh} />
    </>
  );
}

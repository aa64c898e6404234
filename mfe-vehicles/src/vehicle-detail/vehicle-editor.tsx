import { makeStyles, MessageBar, MessageBarBody, Subtitle2, Tab, TabList, tokens } from '@fluentui/react-components';
import { vehicleHistory } from '@portal/contracts/call-routes';
import { FormFieldSet, HistoryList, useChoices, type FormErrors, type FormValues } from '@portal/web-kit';
import { useMemo, type ReactNode } from 'react';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { AppLink } from '../vehicle-shared/vehicle-link.js';
import { DotTimers } from './dot-timers.js';
import { useAgentOptions } from './use-agent-options.js';
import { fieldsFor, tabsFor, type TabKey, ALL_FIELDS } from './vehicle-tabs.js';
import { VehicleNotesList } from './vehicle-notes-list.js';
import { InvoiceChargesPanel } from './invoice-charges-panel.js';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingTop: tokens.spacingVerticalM },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  readOnly: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, opacity: 0.85 },
});

export interface VehicleEditorProps {
  vehicle: Vehicle;
  draft: FormValues;
  errors: FormErrors;
  tab: TabKey;
  onTab(tab: TabKey): void;
  onChange(name: string, value: unknown): void;
  staff: boolean;
  /** Staff and client admins (role 11) see the batch and load links. */
  titleLinks: boolean;
  reloadToken: unknown;
  onReload(): void;
  documents: ReactNode;
}

/** The tabs of document 3 §2.2, each a set of inputs this person may use or only read. */
export function VehicleEditor({ vehicle, draft, errors, tab, onTab, onChange, staff, titleLinks, reloadToken, onReload, documents }: VehicleEditorProps) {
  const styles = useStyles();
  const tabs = tabsFor(staff);
  const current = tabs.find((t) => t.key === tab) ?? tabs[0];
  const choices = useChoices(ALL_FIELDS);
  const agents = useAgentOptions(vehicle, draft);
  const options = useMemo(() => ({ ...choices.options, client_agent_id: agents }), [choices.options, agents]);
  // The draft carries the edits; readonly fields read the stored record.
  const shown = { ...vehicle, ...draft } as Vehicle;
  const fields = fieldsFor(current.fields, shown);
  // What this person may change comes first; the rest is grouped apart so it does not look editable.
  const editable = fields.filter((f) => f.kind !== 'readonly');
  const readOnly = fields.filter((f) => f.kind === 'readonly');

  return (
    <div>
      <TabList selectedValue={current.key} onTabSelect={(_, data) => onTab(data.value as TabKey)} aria-label="Vehicle sections">
        {tabs.map((t) => (
          <Tab key={t.key} value={t.key}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-label={current.label}>
        {choices.error ? (
          <MessageBar intent="error">
            <MessageBarBody>Unable to load choices: {choices.error}</MessageBarBody>
          </MessageBar>
        ) : null}
        {current.key === 'title' && titleLinks ? <TitleLinks vehicle={vehicle} /> : null}
        {editable.length > 0 ? <FormFieldSet fields={editable} values={shown} record={vehicle} onChange={onChange} errors={errors} choices={options} /> : null}
        {readOnly.length > 0 ? (
          <section className={styles.readOnly} aria-label="Not editable by you">
            {editable.length > 0 ? <Subtitle2 as="h3">Not editable by you</Subtitle2> : null}
            <FormFieldSet fields={readOnly} values={shown} record={vehicle} onChange={onChange} errors={errors} choices={options} />
          </section>
        ) : null}
        {current.key === 'documents' ? documents : null}
        {current.key === 'dates' ? (
          <>
            <DotTimers vehicle={vehicle} staff={staff} onAdded={onReload} />
            <VehicleNotesList vehicleId={vehicle.vehicleid} reloadToken={reloadToken} />
            <HistoryList call={vehicleHistory} recordId={vehicle.vehicleid} reloadToken={reloadToken} />
          </>
        ) : null}
        {current.key === 'invoice' ? <InvoiceChargesPanel vehicle={vehicle} /> : null}
      </div>
    </div>
  );
}

function TitleLinks({ vehicle }: { vehicle: Vehicle }) {
  const styles = useStyles();
  const links: Array<[string, string]> = [];
  if (Number(vehicle.titledocsbatchid) > 0) links.push([`/paperworkbatches/${vehicle.titledocsbatchid}`, `Paperwork Batch ${vehicle.titledocsbatchid}`]);
  if (Number(vehicle.invoiceid) > 0) links.push([`/invoicebatches/${vehicle.invoiceid}`, `Invoice Batch ${vehicle.invoiceid}`]);
  if (vehicle.client_load_id) links.push([`/clientLoads/${vehicle.client_load_id}`, `Load ${vehicle.client_load?.name ?? vehicle.client_load_id}`]);
  if (links.length === 0) return null;
  return (
    <nav className={styles.links} aria-label="Batches and load">
      {links.map(([to, label]) => (
        <AppLink key={to} to={to}>
          {label}
        </AppLink>
      ))}
    </nav>
  );
}

import { Card, makeStyles, MessageBar, MessageBarBody, Tab, TabList, tokens } from '@fluentui/react-components';
import { alertError, FormFieldSet, HistoryList, RecordEditPage, saveFailureText, useChoices, useRecordForm, type RecordForm } from '@portal/web-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ClientDefaultsTab } from './client-defaults-tab.js';
import { CLIENT_FIELDS, CLIENT_SECTIONS, DEFAULT_FIELDS } from './client-form.js';
import { ClientNotesTab } from './client-notes-tab.js';
import { ClientRackRatesTab } from './client-rack-rates-tab.js';
import { needsRiBanner, RI_BANNER } from './client.js';
import { useClientDefaults } from './use-client-defaults.js';

type TabName = 'basic' | 'notes' | 'rates' | 'defaults';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  banner: { backgroundColor: tokens.colorPaletteRedBackground3, color: tokens.colorNeutralForegroundOnBrand },
});

/** /admin/clients/{id}: tabs Basic Details, Notes, Rack Rates, Defaults; Save Changes (document 1 §2.9). */
export function ClientDetailPage() {
  const styles = useStyles();
  const { clientId = '' } = useParams();
  const [tab, setTab] = useState<TabName>('basic');
  const [saved, setSaved] = useState(0);
  const client = useRecordForm({ resource: 'clients', id: clientId, fields: CLIENT_FIELDS, savedText: 'Client Saved' });
  const defaults = useClientDefaults(clientId);
  const choices = useChoices(CLIENT_FIELDS);

  // One Save Changes for the client and its defaults: the defaults first, so a refused default stops the save.
  const form: RecordForm = {
    ...client,
    save: async () => {
      try {
        await defaults.save();
      } catch (failure) {
        setTab('defaults');
        alertError(saveFailureText(failure, DEFAULT_FIELDS));
        return false;
      }
      const ok = await client.save();
      if (ok) setSaved((n) => n + 1);
      else setTab('basic');
      return ok;
    },
  };

  const title = client.status === 'loaded' ? `Client: ${String(client.record.clientname ?? '')}` : 'Client';
  const banner = client.status === 'loaded' && needsRiBanner(client.record) && (
    <MessageBar intent="error" className={styles.banner} role="alert">
      <MessageBarBody>{RI_BANNER}</MessageBarBody>
    </MessageBar>
  );

  return (
    <RecordEditPage
      title={title}
      backTo={{ href: '/admin/clients', label: 'Clients' }}
      form={form}
      placedFields={CLIENT_FIELDS}
      banner={banner}
      notFoundText="Client not found"
    >
      <Card className={styles.card}>
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabName)}>
          <Tab value="basic">Basic Details</Tab>
          <Tab value="notes">Notes</Tab>
          <Tab value="rates">Rack Rates</Tab>
          <Tab value="defaults">Defaults</Tab>
        </TabList>
        {tab === 'basic' &&
          CLIENT_SECTIONS.map((section) => (
            <div key={section.title} className={styles.section}>
              <h3>{section.title}</h3>
              <FormFieldSet
                fields={section.fields}
                values={client.values}
                errors={client.errors}
                onChange={client.setValue}
                choices={choices.options}
                disabled={client.saving}
              />
            </div>
          ))}
        {tab === 'notes' && <ClientNotesTab clientid={clientId} />}
        {tab === 'rates' && <ClientRackRatesTab clientid={clientId} />}
        {tab === 'defaults' && <ClientDefaultsTab clientid={clientId} defaults={defaults} />}
      </Card>
      <HistoryList objectType="client" objectId={clientId} reloadToken={saved} />
    </RecordEditPage>
  );
}

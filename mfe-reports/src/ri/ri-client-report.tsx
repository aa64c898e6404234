import { Tab, TabList, Text } from '@fluentui/react-components';
import { PageFrame, ResourceTable, useResourceList, type Column, type Filter } from '@portal/web-kit';
import { useState } from 'react';
import { ClientSelect } from '../shared/choice-fields.js';
import { REPORT_WITH, type ReportRow } from '../shared/report-columns.js';

/** A tab of an RI report: its label before the count, and the filters it adds to the chosen client's. */
export interface RiReportTab {
  key: string;
  label: string;
  filters: Filter[];
}

export interface RiClientReportProps {
  title: string;
  resource: string;
  /** One tab per view of the client's vehicles, each labelled with its count: "DOT Outstanding (12)". */
  tabs: RiReportTab[];
  columns: Column<ReportRow>[];
  appends?: string[];
  order: { field: string; direction: 'asc' | 'desc' };
  csvFilename: string;
}

/** A tab's label with the number of vehicles behind it. */
function TabLabel({ resource, label, filters }: { resource: string; label: string; filters: Filter[] }) {
  const count = useResourceList(resource, { per_page: 1, filters });
  return <>{`${label} (${count.data?.total ?? '…'})`}</>;
}

/** An RI report of one RI client (document 3 §2.8, §4): pick the client, then a tab with its count, the table and its CSV. */
export function RiClientReport(props: RiClientReportProps) {
  const [clientId, setClientId] = useState('');
  const [tabKey, setTabKey] = useState(props.tabs[0].key);
  const clientFilters: Filter[] = clientId ? [{ field: 'clientid', op: 'eq', value: Number(clientId) }] : [];
  const tab = props.tabs.find((t) => t.key === tabKey) ?? props.tabs[0];
  return (
    <PageFrame title={props.title}>
      <ClientSelect value={clientId} onChange={setClientId} resource="clients_active_ri" label="RI Client" emptyLabel="Choose an RI client" />
      {!clientId && <Text>Choose an RI client to see its vehicles.</Text>}
      {clientId && (
        <>
          <TabList selectedValue={tab.key} onTabSelect={(_, d) => setTabKey(String(d.value))}>
            {props.tabs.map((t) => (
              <Tab key={t.key} value={t.key}>
                <TabLabel resource={props.resource} label={t.label} filters={[...clientFilters, ...t.filters]} />
              </Tab>
            ))}
          </TabList>
          <ResourceTable<ReportRow>
            key={`${clientId}-${tab.key}`}
            aria-label={tab.label}
            resource={props.resource}
            columns={props.columns}
            fixedFilters={[...clientFilters, ...tab.filters]}
            with={REPORT_WITH}
            appends={props.appends}
            defaultOrder={props.order}
            csvFilename={props.csvFilename}
            pageSizes={[10, 25, 50, 100]}
            rowKey={(r) => r.vehicleid}
          />
        </>
      )}
    </PageFrame>
  );
}

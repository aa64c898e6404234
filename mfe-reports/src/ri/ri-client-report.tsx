import { Field, Select, Tab, TabList, Text } from '@fluentui/react-components';
import { PageFrame, ResourceTable, useResourceList, type Column } from '@portal/web-kit';
import { useState } from 'react';
import { REPORT_WITH, type ReportRow } from '../shared/report-columns.js';

export interface RiClientReportProps {
  title: string;
  resource: string;
  /** The tab's label before its count: "DOT Outstanding (12)". */
  tab: string;
  columns: Column<ReportRow>[];
  appends?: string[];
  order: { field: string; direction: 'asc' | 'desc' };
  csvFilename: string;
}

/** An RI report of one RI client (document 3 §2.8): pick the client, then its tab with the count, the table and its CSV. */
export function RiClientReport(props: RiClientReportProps) {
  const [clientId, setClientId] = useState('');
  const clients = useResourceList<{ clientid: number; clientname: string }>('clients_active_ri', {
    per_page: 1000,
    order_by: [{ field: 'clientname', direction: 'asc' }],
  });
  const filters = clientId ? [{ field: 'clientid', op: 'eq' as const, value: Number(clientId) }] : [];
  const count = useResourceList(props.resource, { per_page: 1, filters }, { enabled: Boolean(clientId) });
  return (
    <PageFrame title={props.title}>
      <Field label="RI Client" validationMessage={clients.errorText} style={{ maxWidth: 360 }}>
        <Select value={clientId} onChange={(_, d) => setClientId(d.value)}>
          <option value="">Choose an RI client</option>
          {(clients.data?.data ?? []).map((c) => (
            <option key={c.clientid} value={String(c.clientid)}>
              {c.clientname}
            </option>
          ))}
        </Select>
      </Field>
      {!clientId && <Text>Choose an RI client to see its vehicles.</Text>}
      {clientId && (
        <>
          <TabList selectedValue="main">
            <Tab value="main">{`${props.tab} (${count.data?.total ?? '…'})`}</Tab>
          </TabList>
          <ResourceTable<ReportRow>
            key={clientId}
            aria-label={props.tab}
            resource={props.resource}
            columns={props.columns}
            fixedFilters={filters}
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

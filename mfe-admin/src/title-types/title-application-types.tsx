import { Body1, Caption1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { formatCurrency, ResourceTable, type Column, type FilterDef, type FormSection, type FormValues } from '@portal/web-kit';
import { AddRecordButton } from '../shared/add-record-button.js';
import { AppLink } from '../shared/app-link.js';
import { usStates } from '../shared/choices.js';
import { ListPage } from '../shared/list-page.js';
import { RecordPage } from '../shared/record-page.js';
import { ApplicationTypeCosts } from './application-type-costs.js';

export interface ApplicationType {
  titleapplicationid: number;
  titleapplicationtype: string;
  titleapplicationcost: number | string;
  titleapplicationconvenience: number | string;
  exemption_number: string | null;
  has_conforming_requirement: boolean;
  late_fee_in_days: number | null;
  price_breakdown?: number;
  state?: { stateabbreviation: string; statefull: string } | null;
  rack_rates?: { id: number; rack_rate?: { id: number; name: string; charge_amount: number | string } }[];
}

const useStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
});

function NameCell({ type }: { type: ApplicationType }) {
  const styles = useStyles();
  return (
    <span className={styles.name}>
      <AppLink to={`/admin/titleApplicationTypes/${type.titleapplicationid}`}>{type.titleapplicationtype}</AppLink>
      <Caption1>Price breakdown: {formatCurrency(type.price_breakdown ?? 0)}</Caption1>
    </span>
  );
}

const FILTERS: FilterDef[] = [{ kind: 'text', key: 'name', label: 'Name', field: 'titleapplicationtype' }];

const COLUMNS: Column<ApplicationType>[] = [
  {
    key: 'name',
    header: 'Name',
    value: (t) => t.titleapplicationtype,
    render: (t) => <NameCell type={t} />,
    sortField: 'titleapplicationtype',
    csv: 'titleapplicationtype',
  },
  { key: 'state', header: 'State', value: (t) => t.state?.stateabbreviation, sortField: 'state.stateabbreviation', csv: 'state.stateabbreviation' },
  {
    key: 'conforming',
    header: 'Conforming Required',
    value: (t) => (t.has_conforming_requirement ? 'Yes' : 'No'),
    sortField: 'has_conforming_requirement',
    csv: { field: 'has_conforming_requirement', format: 'yesNo' },
  },
  {
    key: 'cost',
    header: 'Cost',
    value: (t) => formatCurrency(t.titleapplicationcost),
    sortField: 'titleapplicationcost',
    csv: { field: 'titleapplicationcost', format: 'currency' },
  },
  {
    key: 'fee',
    header: 'Convenience Fee',
    value: (t) => formatCurrency(t.titleapplicationconvenience),
    sortField: 'titleapplicationconvenience',
    csv: { field: 'titleapplicationconvenience', format: 'currency' },
  },
  { key: 'exemption', header: 'ST108 Exemption #', value: (t) => t.exemption_number, sortField: 'exemption_number', csv: 'exemption_number' },
  { key: 'late', header: 'Late Days', value: (t) => t.late_fee_in_days, sortField: 'late_fee_in_days', csv: 'late_fee_in_days' },
];

/** /admin/titleApplicationTypes: 25 a page, filter by name (document 1 §2.11). */
export function ApplicationTypesListPage() {
  return (
    <ListPage title="Title Application Types">
      <ResourceTable<ApplicationType>
        aria-label="Title application types"
        resource="title_application_types"
        columns={COLUMNS}
        filters={FILTERS}
        with={['state', 'costs', 'rack_rates']}
        appends={['price_breakdown']}
        pageSize={25}
        csvFilename="title_application_types.csv"
        rowKey={(t) => t.titleapplicationid}
        actions={
          <AddRecordButton
            label="Add Title Application Type"
            resource="title_application_types"
            body={() => ({ titleapplicationcost: 0, stateid: 1 })}
            pathOf={(t) => `/admin/titleApplicationTypes/${String(t.titleapplicationid)}`}
          />
        }
      />
    </ListPage>
  );
}

const SECTIONS: FormSection[] = [
  {
    title: 'Title Application Type',
    fields: [
      { name: 'titleapplicationtype', label: 'Name', required: true },
      { name: 'stateid', label: 'State', kind: 'choice', loadOptions: usStates, required: true },
      { name: 'titleapplicationcost', label: 'Cost (BMV)', kind: 'money' },
      { name: 'titleapplicationconvenience', label: 'Convenience Fee', kind: 'money' },
      { name: 'exemption_number', label: 'ST108 Exemption #' },
      { name: 'has_conforming_requirement', label: 'Conforming Required', kind: 'yesNo', boolean: true },
      { name: 'late_fee_in_days', label: 'Late Days', kind: 'integer', hint: 'Days before a late fee applies' },
    ],
  },
];

function LinkedRates({ record }: { record: FormValues }) {
  const styles = useStyles();
  const type = record as unknown as ApplicationType;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h3">Rack Rates</Subtitle2>
      <Body1>Price breakdown (rack rate charges minus costs): {formatCurrency(type.price_breakdown ?? 0)}</Body1>
      {!type.rack_rates?.length && <Body1>No rack rates linked. Link them from a rack rate&apos;s page.</Body1>}
      {type.rack_rates?.map((link) => (
        <Body1 key={link.id}>
          <AppLink to={`/admin/rackRates/${link.rack_rate?.id}`}>{link.rack_rate?.name ?? ''}</AppLink> {formatCurrency(link.rack_rate?.charge_amount)}
        </Body1>
      ))}
    </Card>
  );
}

/** /admin/titleApplicationTypes/{id}: the type, its costs and the rack rates linked to it. */
export function ApplicationTypeEditPage() {
  return (
    <RecordPage
      resource="title_application_types"
      sections={SECTIONS}
      with={['state', 'costs', 'rack_rates']}
      appends={['price_breakdown']}
      title={(r) => `Title Application Type: ${String(r.titleapplicationtype ?? '')}`}
      backTo={{ href: '/admin/titleApplicationTypes', label: 'Title Application Types' }}
      savedText="Title Application Type Saved"
      notFoundText="Title application type not found"
      extra={(record, id, refresh) => (
        <>
          <ApplicationTypeCosts applicationTypeId={id} onChange={() => void refresh()} />
          <LinkedRates record={record} />
        </>
      )}
    />
  );
}

import { formatUsDate, isAdmin, AppLink, type Column, type Session } from '@portal/web-kit';

/** A report row: a vehicle with the names it is shown with (document 3 §3). */
export interface ReportRow extends Record<string, unknown> {
  vehicleid: number;
  vehiclevin: string;
  yr: number | null;
  make: string | null;
  model: string | null;
  clientid: number | null;
  client?: { clientid: number; clientname: string } | null;
  title_status?: { statusname: string } | null;
  application_type?: { titleapplicationtype: string } | null;
  state?: { stateabbreviation: string } | null;
  auction?: { auctionname: string } | null;
}

/** The relations every report loads for its columns. */
export const REPORT_WITH = ['client', 'title_status', 'application_type', 'state'] as const;

/** The VIN, linking to the vehicle's page. */
export const vinColumn: Column<ReportRow> = {
  key: 'vin',
  header: 'VIN',
  value: (r) => r.vehiclevin,
  render: (r) => <AppLink to={`/vehicles/${r.vehicleid}`}>{r.vehiclevin}</AppLink>,
  sortField: 'vehiclevin',
  csv: 'vehiclevin',
};

export const ymmColumn: Column<ReportRow> = {
  key: 'ymm',
  header: 'Year/Make/Model',
  value: (r) => [r.yr, r.make, r.model].filter((v) => v !== null && v !== undefined && v !== '').join(' '),
  csv: false,
};

/** The client's name: a link to the client's page for staff, plain text for anyone else (document 3 §2.7). */
export function clientColumn(session: Session | undefined): Column<ReportRow> {
  return {
    key: 'client',
    header: 'Client',
    value: (r) => r.client?.clientname ?? '',
    render: (r) =>
      r.client && isAdmin(session) ? <AppLink to={`/admin/clients/${r.client.clientid}`}>{r.client.clientname}</AppLink> : (r.client?.clientname ?? ''),
    sortField: 'client.clientname',
    csv: 'client.clientname',
  };
}

export const statusColumn: Column<ReportRow> = {
  key: 'status',
  header: 'Title Status',
  value: (r) => r.title_status?.statusname ?? '',
  sortField: 'title_status.statusname',
  csv: 'title_status.statusname',
};

export const applicationColumn: Column<ReportRow> = {
  key: 'application',
  header: 'Application Type',
  value: (r) => r.application_type?.titleapplicationtype ?? '',
  csv: 'application_type.titleapplicationtype',
};

export const processStateColumn: Column<ReportRow> = {
  key: 'processstate',
  header: 'Process State',
  value: (r) => r.state?.stateabbreviation ?? '',
  csv: 'state.stateabbreviation',
};

/** A date column (MM/DD/YYYY), sortable, written to the CSV as shown. */
export function dateColumn(field: string, header: string): Column<ReportRow> {
  return {
    key: field,
    header,
    value: (r) => formatUsDate(r[field] as string | null),
    sortField: field,
    csv: { field, format: 'usDate' },
  };
}

/** The dates an RI vehicle passes, in order: received, over the border, submitted to the DOT, bond released. */
export const riMilestoneColumns = (): Column<ReportRow>[] => [
  dateColumn('recordcreateddate', 'Received'),
  dateColumn('crossedborderdate', 'Crossed Border'),
  dateColumn('submitteddotdate', 'DOT Submitted'),
  dateColumn('bondreleasedate', 'Bond Release'),
];

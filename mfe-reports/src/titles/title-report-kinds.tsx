import { TITLE_REPORT_RESOURCE, type TitleReportType } from '@portal/contracts/constants';
import type { Column, FilterDef, FilterValues, Session } from '@portal/web-kit';
import {
  applicationColumn,
  clientColumn,
  dateColumn,
  processStateColumn,
  statusColumn,
  vinColumn,
  ymmColumn,
  type ReportRow,
} from '../shared/report-columns.js';
import { aroundToday, thisMonth } from '../shared/report-filters.js';

export interface TitleReportKind {
  title: string;
  resource: string;
  columns: (session: Session | undefined) => Column<ReportRow>[];
  /** A date range the report is read by, with its default (document 3 §9). */
  range?: { filter: FilterDef; preset: () => FilterValues };
  defaultField: string;
  defaultDirection: 'asc' | 'desc';
  csvFilename: string;
}

const received = dateColumn('recordcreateddate', 'Received');

/** The five title reports of document 3 §2.7, by their `reportType`. */
export const TITLE_REPORTS: Readonly<Record<TitleReportType, TitleReportKind>> = {
  vaultVsBond: {
    title: 'Vault vs Bond',
    resource: TITLE_REPORT_RESOURCE.vaultVsBond,
    columns: (s) => [
      vinColumn,
      ymmColumn,
      clientColumn(s),
      dateColumn('submitteddotdate', 'DOT Submitted'),
      dateColumn('vaultreleasedate', 'Vault Release'),
      dateColumn('bondreleasedate', 'Bond Release'),
      statusColumn,
    ],
    range: {
      filter: { kind: 'dateRange', key: 'vault', label: 'Vault Release', field: 'vaultreleasedate' },
      preset: () => ({ vault: aroundToday() }),
    },
    defaultField: 'vaultreleasedate',
    defaultDirection: 'asc',
    csvFilename: 'vault_vs_bond.csv',
  },
  pending: {
    title: 'Pending Titles',
    resource: TITLE_REPORT_RESOURCE.pending,
    columns: (s) => [
      vinColumn,
      ymmColumn,
      clientColumn(s),
      statusColumn,
      processStateColumn,
      received,
      dateColumn('titleregownershipdate', 'Ownership'),
      dateColumn('titlesenttobmvdate', 'Sent to BMV'),
    ],
    defaultField: 'recordcreateddate',
    defaultDirection: 'asc',
    csvFilename: 'pending_titles_report.csv',
  },
  pendingDOT: {
    title: 'Pending DOT',
    resource: TITLE_REPORT_RESOURCE.pendingDOT,
    columns: (s) => [vinColumn, ymmColumn, clientColumn(s), applicationColumn, received, dateColumn('crossedborderdate', 'Crossed Border'), statusColumn],
    defaultField: 'recordcreateddate',
    defaultDirection: 'asc',
    csvFilename: 'pending_dot.csv',
  },
  pendingBMV: {
    title: 'Pending BMV',
    resource: TITLE_REPORT_RESOURCE.pendingBMV,
    columns: (s) => [vinColumn, ymmColumn, clientColumn(s), processStateColumn, dateColumn('titlesenttobmvdate', 'Sent to BMV'), statusColumn],
    defaultField: 'titlesenttobmvdate',
    defaultDirection: 'asc',
    csvFilename: 'pending_bmv.csv',
  },
  titlesSent: {
    title: 'Titles Sent',
    resource: TITLE_REPORT_RESOURCE.titlesSent,
    columns: (s) => [
      vinColumn,
      ymmColumn,
      clientColumn(s),
      {
        key: 'auction',
        header: 'Auction',
        value: (r) => r.auction?.auctionname ?? '',
        sortField: 'auction.auctionname',
        csv: 'auction.auctionname',
      },
      dateColumn('titlesenttoauctiondate', 'Title Sent'),
    ],
    range: {
      filter: { kind: 'dateRange', key: 'sent', label: 'Title Sent', field: 'titlesenttoauctiondate' },
      preset: () => ({ sent: thisMonth() }),
    },
    defaultField: 'titlesenttoauctiondate',
    defaultDirection: 'desc',
    csvFilename: 'titles_sent.csv',
  },
};

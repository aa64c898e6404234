import { labelsFormat, ResourceTable, type Column, type FilterDef, type FormSection } from '@portal/web-kit';
import { AddRecordButton } from '../shared/add-record-button.js';
import { AppLink } from '../shared/app-link.js';
import { AUCTION_COUNTRIES, labelOf, usStates } from '../shared/choices.js';
import { ListPage } from '../shared/list-page.js';
import { RecordPage } from '../shared/record-page.js';

interface Auction {
  auctionid: number;
  auctionname: string;
  auctioncity: string | null;
  auctioncontactname: string | null;
  auctionphonenumber: string | null;
  country: number;
  state?: { stateabbreviation: string } | null;
}

const FILTERS: FilterDef[] = [
  { kind: 'text', key: 'name', label: 'Name', field: 'auctionname' },
  { kind: 'text', key: 'city', label: 'City', field: 'auctioncity' },
  { kind: 'text', key: 'contact', label: 'Contact Name', field: 'auctioncontactname' },
];

const COLUMNS: Column<Auction>[] = [
  { key: 'id', header: 'ID', value: (a) => a.auctionid, sortField: 'auctionid', csv: 'auctionid' },
  {
    key: 'name',
    header: 'Name',
    value: (a) => a.auctionname,
    render: (a) => <AppLink to={`/admin/auctions/${a.auctionid}`}>{a.auctionname}</AppLink>,
    sortField: 'auctionname',
    csv: 'auctionname',
  },
  { key: 'city', header: 'City', value: (a) => a.auctioncity, sortField: 'auctioncity', csv: 'auctioncity' },
  { key: 'state', header: 'State', value: (a) => a.state?.stateabbreviation, csv: 'state.stateabbreviation' },
  {
    key: 'country',
    header: 'Country',
    value: (a) => labelOf(AUCTION_COUNTRIES, a.country),
    sortField: 'country',
    csv: { field: 'country', format: labelsFormat(AUCTION_COUNTRIES) },
  },
  { key: 'contact', header: 'Contact Name', value: (a) => a.auctioncontactname, sortField: 'auctioncontactname', csv: 'auctioncontactname' },
  { key: 'phone', header: 'Phone', value: (a) => a.auctionphonenumber, csv: 'auctionphonenumber' },
];

/** /admin/auctions: filters name, city, contact name (document 1 §2.11). */
export function AuctionsListPage() {
  return (
    <ListPage title="Auctions">
      <ResourceTable<Auction>
        aria-label="Auctions"
        resource="auctions"
        columns={COLUMNS}
        filters={FILTERS}
        with={['state']}
        csvFilename="auctions.csv"
        rowKey={(a) => a.auctionid}
        actions={<AddRecordButton label="Add Auction" resource="auctions" pathOf={(a) => `/admin/auctions/${String(a.auctionid)}`} />}
      />
    </ListPage>
  );
}

// The auction's own address and its mailing address sit on one page: every label says which it is,
// so neither the screen reader nor a refusal's message leaves it to the section heading.
export const AUCTION_SECTIONS: FormSection[] = [
  {
    title: 'Primary Details',
    fields: [
      { name: 'auctionname', label: 'Name', required: true },
      { name: 'auctioncontactname', label: 'Contact Name' },
      { name: 'auctionphonenumber', label: 'Phone' },
      { name: 'country', label: 'Country', kind: 'choice', options: AUCTION_COUNTRIES, allowEmpty: false },
    ],
  },
  {
    title: 'Auction Address',
    fields: [
      { name: 'auctionstreetaddress', label: 'Auction Street Address' },
      { name: 'auctioncity', label: 'Auction City' },
      { name: 'auctionstateid', label: 'Auction State', kind: 'choice', loadOptions: usStates },
      { name: 'auctionzip', label: 'Auction Zip' },
    ],
  },
  {
    title: 'Mailing Address',
    fields: [
      { name: 'mailingaddress', label: 'Mailing Street Address' },
      { name: 'mailingcity', label: 'Mailing City' },
      { name: 'mailingstateid', label: 'Mailing State', kind: 'choice', loadOptions: usStates },
      { name: 'mailingzip', label: 'Mailing Zip' },
    ],
  },
];

export function AuctionEditPage() {
  return (
    <RecordPage
      resource="auctions"
      sections={AUCTION_SECTIONS}
      title={(r) => `Auction: ${String(r.auctionname ?? '')}`}
      backTo={{ href: '/admin/auctions', label: 'Auctions' }}
      savedText="Auction Saved"
      notFoundText="Auction not found"
    />
  );
}

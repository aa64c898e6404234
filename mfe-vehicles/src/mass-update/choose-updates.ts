import type { MassUpdateField } from '@portal/contracts/constants';

/** What Choose Updates holds: each input as typed, empty meaning "leave as it is". */
export interface UpdateChoices {
  auctionid: string;
  titlestatusid: string;
  dateField: string;
  dateValue: string;
  mileage: string;
  client_load_id: string;
  front_size: string;
  front_psi: string;
  front_kpa: string;
  rear_size: string;
  rear_psi: string;
  rear_kpa: string;
  note: string;
}

export const NO_CHOICES: UpdateChoices = {
  auctionid: '',
  titlestatusid: '',
  dateField: '',
  dateValue: '',
  mileage: '',
  client_load_id: '',
  front_size: '',
  front_psi: '',
  front_kpa: '',
  rear_size: '',
  rear_psi: '',
  rear_kpa: '',
  note: '',
};

/** The vehicle dates Choose Updates can set, as the vehicle page names them. */
export const DATE_CHOICES: ReadonlyArray<{ field: MassUpdateField; label: string }> = [
  { field: 'titlesenttoauctiondate', label: 'Title Sent to Auction' },
  { field: 'titleregownershipdate', label: 'Title/Reg/Ownership Received' },
  { field: 'title_reg_ownership_scan_date', label: 'Title/Reg/Ownership Scanned' },
  { field: 'submittedtocustomsdate', label: 'Submitted to Customs' },
  { field: 'crossedborderdate', label: 'Crossed Border' },
  { field: 'confirmedladeddate', label: 'Landed (Physical Possession)' },
  { field: 'scanned_7501_date', label: 'Scanned 7501' },
  { field: 'sent_7501_date', label: 'Sent 7501' },
  { field: 'submitteddotdate', label: 'Submitted to DOT' },
  { field: 'dot_inspection_date', label: 'Final Inspection' },
  { field: 'vehicleinspectiondate', label: 'Vehicle Inspection' },
  { field: 'vaultreleasedate', label: 'Vault Release' },
  { field: 'bondreleasedate', label: 'Bond Release' },
  { field: 'titlesenttobmvdate', label: 'Title Sent to State' },
  { field: 'state_white_copy_date', label: 'State White Copy' },
  { field: 'titlebackfrombmvdate', label: 'Title Back from State' },
  { field: 'speedo_pulled_date', label: 'Speedo Pulled' },
  { field: 'speedo_shipped_date', label: 'Speedo Shipped' },
  { field: 'speedo_received_date', label: 'Speedo Received' },
  { field: 'speedo_placed_date', label: 'Speedo Placed' },
];

const PLAIN: ReadonlyArray<keyof UpdateChoices & MassUpdateField> = [
  'auctionid',
  'titlestatusid',
  'mileage',
  'client_load_id',
  'front_size',
  'front_psi',
  'front_kpa',
  'rear_size',
  'rear_psi',
  'rear_kpa',
];

/** The apply button waits for an auction or a date (document 2 §5). */
export function canApply(choices: UpdateChoices): boolean {
  return choices.auctionid !== '' || (choices.dateField !== '' && choices.dateValue !== '');
}

/** The request body: only what was filled in; the service converts and checks each value. */
export function updateBody(choices: UpdateChoices): { changes: Record<string, string>; note: string | null } {
  const changes: Record<string, string> = {};
  for (const field of PLAIN) if (choices[field].trim() !== '') changes[field] = choices[field].trim();
  if (choices.dateField && choices.dateValue) changes[choices.dateField] = choices.dateValue;
  return { changes, note: choices.note.trim() === '' ? null : choices.note };
}

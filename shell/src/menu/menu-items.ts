import { isAdmin, ownClientName, type Session } from '@portal/web-kit';
import { isPaperworkDealer } from '@portal/contracts/constants';

export interface MenuItem {
  label: string;
  path: string;
  /** Shows the open notes count beside the label when above 0. */
  showsNotesCount?: boolean;
}

export interface MenuGroup {
  title: string;
  items: MenuItem[];
}

const ASSIGNMENTS: MenuItem = { label: "Assignments Rec'd", path: '/vehicles' };
const RI_OPEN_CONTRACTS: MenuItem = { label: 'RI Open Contracts', path: '/clientOpenContracts' };
const HUDSON_PAPERWORK: MenuItem = { label: 'Hudson Paperwork Download', path: '/clientHudsonPaperwork' };

/** The staff menu of document 1 §2.1. */
export const ADMIN_MENU: ReadonlyArray<MenuGroup> = [
  {
    title: 'Main',
    items: [
      { label: 'Home', path: '/' },
      { label: 'Dashboard', path: '/dashboard' },
      ASSIGNMENTS,
      { label: 'Notes Queue', path: '/vehicle_notes/incomplete', showsNotesCount: true },
      { label: 'Loads', path: '/clientLoads' },
      { label: 'Locations', path: '/clientLocations' },
      { label: 'Transporters', path: '/clientTransporters' },
      { label: 'Drivers', path: '/clientDrivers' },
      { label: 'Invoice Batches', path: '/invoicebatches' },
      { label: 'Paperwork Batches', path: '/paperworkbatches' },
    ],
  },
  {
    title: 'RI Reports',
    items: [
      { label: 'RI DOT Outstanding', path: '/management/ri-dot-outstanding' },
      { label: 'RI DOT Status', path: '/management/ri-dot-status' },
      { label: 'RI Needs Applied', path: '/management/ri-needs-applied' },
      { label: 'NHTSA Conformity Edit', path: '/management/nhtsaConformityEdit' },
      { label: 'NHTSA Conformity Generate', path: '/management/nhtsaConformityGenerate' },
      { label: 'RI Customs Submitted Report', path: '/management/ri-customs-submitted-report' },
      { label: 'RI NHTSA Audit Report', path: '/management/ri-nhtsa-audit-report' },
      { label: 'RI NHTSA IVR Generator', path: '/management/ri-nhtsa-ivr' },
    ],
  },
  {
    title: 'Reports',
    items: [
      RI_OPEN_CONTRACTS,
      HUDSON_PAPERWORK,
      { label: 'RI Problems', path: '/management/ri-problems' },
      { label: 'RI Status Report', path: '/management/ri-status' },
      { label: 'Staff Volume', path: '/management/activity' },
      { label: 'AutoIMS', path: '/management/autoims' },
      { label: 'Charge Breakdown', path: '/management/report-charges' },
      { label: 'GST Report', path: '/management/gst-report' },
      { label: 'Customer Volumes', path: '/management/customer-volumes' },
      { label: 'Customer Stats', path: '/management/customer-stats' },
    ],
  },
  {
    title: 'Admin',
    items: [
      { label: 'Vehicle Notes', path: '/vehicle_notes/all' },
      { label: 'Mass Update', path: '/management/massUpdate' },
      { label: 'Bond Release Mass Update', path: '/management/massUpdateBondReleases' },
      { label: 'Auctions', path: '/admin/auctions' },
      { label: 'Clients', path: '/admin/clients' },
      { label: 'Users', path: '/admin/users' },
      { label: 'Title Status Types', path: '/admin/titleStatusTypes' },
      { label: 'Title Application Types', path: '/admin/titleApplicationTypes' },
      { label: 'Rack Rates', path: '/admin/rackRates' },
      { label: 'PDF Form Fields', path: '/admin/pdfFormFields' },
    ],
  },
  {
    title: 'Titles',
    items: [
      { label: 'Pending Titles', path: '/titles/pending' },
      { label: 'Pending BMV', path: '/titles/pendingBMV' },
      { label: 'Pending DOT', path: '/titles/pendingDOT' },
      { label: 'Vault vs Bond', path: '/titles/vaultVsBond' },
      { label: 'Titles Sent', path: '/admin/titlesSent' },
    ],
  },
  {
    title: 'Accounting',
    items: [
      { label: 'Unbilled Units', path: '/accounting/unbilled-units' },
      { label: 'Invoice Summary', path: '/accounting/invoice-summary' },
      { label: 'Auction Invoice Report', path: '/accounting/auction-invoice-report' },
      { label: 'Monthly Summary', path: '/accounting/monthly-summary' },
      { label: 'One Off Invoices', path: '/accounting/one-off-invoices' },
      { label: 'Yearly Tax Report', path: '/accounting/yearly-tax-report' },
      { label: 'User Time Report', path: '/accounting/user-time-report' },
    ],
  },
  { title: 'Transportation', items: [{ label: 'Transport List', path: '/transportation/transport-list' }] },
  { title: 'Scanner/Photos', items: [{ label: 'Photo Upload', path: '/photouploaddynamsoft' }] },
];

/** The reduced menu of every other role (document 1 §2.2). */
export function clientMenu(clientName: string): MenuGroup[] {
  const dealerReports = isPaperworkDealer(clientName) ? [RI_OPEN_CONTRACTS, HUDSON_PAPERWORK] : [];
  return [
    {
      title: 'Main',
      items: [
        ASSIGNMENTS,
        { label: 'Loads', path: '/clientLoads' },
        { label: 'Locations', path: '/clientLocations' },
        { label: 'Transporters', path: '/clientTransporters' },
        { label: 'Drivers', path: '/clientDrivers' },
      ],
    },
    {
      title: 'Reports',
      items: [
        { label: 'RI Problem Report', path: '/management/ri-problems' },
        { label: 'RI Status Report', path: '/management/ri-status' },
        { label: 'Pending Titles', path: '/client-reports/pending-titles' },
        ...dealerReports,
      ],
    },
  ];
}

export function menuFor(session: Session): ReadonlyArray<MenuGroup> {
  return isAdmin(session) ? ADMIN_MENU : clientMenu(ownClientName(session));
}

/** The menu entry a path belongs to: its own, else the one with the longest prefix. */
export function activeMenuPath(pathname: string, groups: ReadonlyArray<MenuGroup>): string | undefined {
  let best: string | undefined;
  for (const item of groups.flatMap((group) => group.items)) {
    const matches = item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (matches && (!best || item.path.length > best.length)) best = item.path;
  }
  return best;
}

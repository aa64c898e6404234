// Demo business data: clients, users, loads, batches and the plan of the demo vehicles.
import type { Prisma } from '../generated/prisma/client.js';
import { VIN_PATTERNS, buildVin, conformityClass, type VinPattern } from '../vin/patterns.js';
import { Random, addDays, dayOf } from './random.js';
import { stateId } from './reference-data.js';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'Portal-demo-2026';

export interface DemoUser {
  username: string;
  password: string;
  roleid: number;
  clientid: number | null;
  label: string;
}

export const CLIENT = {
  ALPHA: 1,
  BOREALIS: 2,
  CASCADE: 3,
  DELTA: 4,
  EVERGREEN: 5,
  FAIRWAY: 6,
  GRANITE: 7,
  HUDSON: 8,
} as const;

/** The demo sign-ins (all with DEMO_PASSWORD). */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', password: DEMO_PASSWORD, roleid: 2, clientid: null, label: 'Staff administrator (all clients)' },
  { username: 'alpha.user', password: DEMO_PASSWORD, roleid: 1, clientid: CLIENT.ALPHA, label: 'Alpha Motors - client user' },
  { username: 'alpha.admin', password: DEMO_PASSWORD, roleid: 11, clientid: CLIENT.ALPHA, label: 'Alpha Motors - client admin' },
  { username: 'borealis.user', password: DEMO_PASSWORD, roleid: 1, clientid: CLIENT.BOREALIS, label: 'Borealis Imports - client user' },
  { username: 'borealis.admin', password: DEMO_PASSWORD, roleid: 11, clientid: CLIENT.BOREALIS, label: 'Borealis Imports - client admin' },
  { username: 'disabled.user', password: DEMO_PASSWORD, roleid: 1, clientid: CLIENT.ALPHA, label: 'Disabled user (sign-in refused)' },
  { username: 'hudson.user', password: DEMO_PASSWORD, roleid: 1, clientid: CLIENT.HUDSON, label: 'Hudson Auto Exchange - client user (the paperwork dealer)' },
];

export const USER = { ADMIN: 1, ALPHA_USER: 2, ALPHA_ADMIN: 3, BOREALIS_USER: 4, BOREALIS_ADMIN: 5, DISABLED: 6, HUDSON_USER: 7 } as const;

type WebUserSeed = Omit<Prisma.WebUserUncheckedCreateInput, 'password'> & { userid: number; username: string };

export const WEB_USERS: readonly WebUserSeed[] = [
  {
    userid: USER.ADMIN,
    username: 'admin',
    firstname: 'Ada',
    lastname: 'Admin',
    name: 'Ada Admin',
    useremail: 'admin@portal.example',
    phonenumber: '317-555-0100',
    roleid: 2,
    clientid: null,
    active: 0,
    can_sign_soc: 1,
    titlemodule: 1,
    clientcontactmodule: 1,
    managementmodule: 1,
  },
  {
    userid: USER.ALPHA_USER,
    username: 'alpha.user',
    firstname: 'Alex',
    lastname: 'Alvarez',
    name: 'Alex Alvarez',
    useremail: 'alex@alphamotors.example',
    phonenumber: '317-555-0111',
    roleid: 1,
    clientid: CLIENT.ALPHA,
    active: 0,
    titlessent: 1,
    titlehistory: 1,
    reportmenu: 1,
    vehiclesearch: 1,
    lienverifications: 0,
  },
  {
    userid: USER.ALPHA_ADMIN,
    username: 'alpha.admin',
    firstname: 'Avery',
    lastname: 'Adams',
    name: 'Avery Adams',
    useremail: 'avery@alphamotors.example',
    phonenumber: '317-555-0112',
    roleid: 11,
    clientid: CLIENT.ALPHA,
    active: 0,
    titlessent: 1,
    titlehistory: 1,
    reportmenu: 1,
    vehiclesearch: 1,
    lienverifications: 1,
  },
  {
    userid: USER.BOREALIS_USER,
    username: 'borealis.user',
    firstname: 'Blake',
    lastname: 'Bouchard',
    name: 'Blake Bouchard',
    useremail: 'blake@borealisimports.example',
    phonenumber: '313-555-0121',
    roleid: 1,
    clientid: CLIENT.BOREALIS,
    active: 0,
    titlessent: 1,
    titlehistory: 1,
    reportmenu: 1,
    vehiclesearch: 1,
    lienverifications: 0,
  },
  {
    userid: USER.BOREALIS_ADMIN,
    username: 'borealis.admin',
    firstname: 'Brooke',
    lastname: 'Belanger',
    name: 'Brooke Belanger',
    useremail: 'brooke@borealisimports.example',
    phonenumber: '313-555-0122',
    roleid: 11,
    clientid: CLIENT.BOREALIS,
    active: 0,
    titlessent: 1,
    titlehistory: 1,
    reportmenu: 1,
    vehiclesearch: 1,
    lienverifications: 1,
  },
  {
    userid: USER.DISABLED,
    username: 'disabled.user',
    firstname: 'Dana',
    lastname: 'Disabled',
    name: 'Dana Disabled',
    useremail: 'dana@alphamotors.example',
    phonenumber: '317-555-0113',
    roleid: 1,
    clientid: CLIENT.ALPHA,
    active: 1,
  },
  {
    userid: USER.HUDSON_USER,
    username: 'hudson.user',
    firstname: 'Harper',
    lastname: 'Hudson',
    name: 'Harper Hudson',
    useremail: 'harper@hudsonauto.example',
    phonenumber: '201-555-0181',
    roleid: 1,
    clientid: CLIENT.HUDSON,
    active: 0,
    reportmenu: 1,
    vehiclesearch: 1,
  },
];

export const CLIENT_GROUPS = [{ id: 1, name: 'Delta Group' }] as const;

type ClientSeed = Prisma.ClientUncheckedCreateInput & { clientid: number; clientname: string };

const client = (c: ClientSeed): ClientSeed => c;

export const CLIENTS: readonly ClientSeed[] = [
  client({
    clientid: CLIENT.ALPHA,
    clientname: 'Alpha Motors',
    clientactive: 2,
    is_ri: 0,
    ri_reg_docs_complete: 0,
    clienttypeid: 1,
    paymenttype: 2,
    clientstreetaddress: '1450 W 86th St',
    clientcity: 'Indianapolis',
    clientstateid: stateId('IN'),
    clientzip: '46260',
    clientphonenumber: '317-555-0110',
    clientfaxnumber: '317-555-0119',
    clientemailaddress: 'office@alphamotors.example',
    invoiceemailaddress: 'billing@alphamotors.example',
    clientcontactname: 'Alex Alvarez',
    fidno: '35-1948221',
    dealerlicenseno: 'IN-D-40117',
    clientsingleinvoice: 2,
    clientinvoicedetails: 1,
    clientspecialmailing: 1,
    legal_name: 'Alpha Motors LLC',
    legal_address: '1450 W 86th St, Indianapolis, IN 46260',
    requires_transportation: 0,
  }),
  client({
    clientid: CLIENT.BOREALIS,
    clientname: 'Borealis Imports',
    clientactive: 2,
    is_ri: 1,
    ri_reg_docs_complete: 1,
    clienttypeid: 3,
    paymenttype: 4,
    clientstreetaddress: '2200 Michigan Ave',
    clientcity: 'Detroit',
    clientstateid: stateId('MI'),
    clientzip: '48216',
    clientphonenumber: '313-555-0120',
    clientemailaddress: 'info@borealisimports.example',
    invoiceemailaddress: 'ap@borealisimports.example',
    clientcontactname: 'Blake Bouchard',
    fidno: '38-4410972',
    rrmcno: 'RI-2291',
    exemptionno: 'EX-88120',
    clientsingleinvoice: 1,
    clientinvoicedetails: 1,
    clientspecialmailing: 2,
    legal_name: 'Borealis Imports Inc.',
    legal_address: '2200 Michigan Ave, Detroit, MI 48216',
    requires_transportation: 1,
  }),
  client({
    clientid: CLIENT.CASCADE,
    clientname: 'Cascade RI Partners',
    clientactive: 2,
    is_ri: 1,
    ri_reg_docs_complete: 1,
    clienttypeid: 3,
    paymenttype: 2,
    clientstreetaddress: '88 E Broad St',
    clientcity: 'Columbus',
    clientstateid: stateId('OH'),
    clientzip: '43215',
    clientphonenumber: '614-555-0130',
    clientemailaddress: 'ops@cascaderi.example',
    invoiceemailaddress: 'billing@cascaderi.example',
    clientcontactname: 'Carmen Cruz',
    rrmcno: 'RI-3307',
    clientsingleinvoice: 2,
    clientinvoicedetails: 0,
    legal_name: 'Cascade RI Partners LP',
    client_group_id: 1,
  }),
  client({
    clientid: CLIENT.DELTA,
    clientname: 'Delta Northern Imports',
    clientactive: 2,
    is_ri: 1,
    ri_reg_docs_complete: 0,
    clienttypeid: 3,
    paymenttype: 3,
    clientstreetaddress: '410 Monroe Ave NW',
    clientcity: 'Grand Rapids',
    clientstateid: stateId('MI'),
    clientzip: '49503',
    clientphonenumber: '616-555-0140',
    clientemailaddress: 'hello@deltanorthern.example',
    invoiceemailaddress: '',
    clientcontactname: 'Derek Dunn',
    clientsingleinvoice: 2,
    clientinvoicedetails: 0,
    legal_name: 'Delta Northern Imports Corp.',
    client_group_id: 1,
  }),
  client({
    clientid: CLIENT.EVERGREEN,
    clientname: 'Evergreen Auto Group',
    clientactive: 1,
    is_ri: 0,
    clienttypeid: 1,
    paymenttype: 1,
    clientstreetaddress: '3100 Bardstown Rd',
    clientcity: 'Louisville',
    clientstateid: stateId('KY'),
    clientzip: '40205',
    clientphonenumber: '502-555-0150',
    clientemailaddress: 'sales@evergreenauto.example',
    invoiceemailaddress: 'billing@evergreenauto.example',
    clientcontactname: 'Erin Ellis',
    dealerlicenseno: 'KY-D-2231',
    clientsingleinvoice: 2,
  }),
  client({
    clientid: CLIENT.FAIRWAY,
    clientname: 'Fairway Auto Auction',
    clientactive: 2,
    is_ri: 0,
    clienttypeid: 2,
    paymenttype: 5,
    clientstreetaddress: '5200 W Washington St',
    clientcity: 'Indianapolis',
    clientstateid: stateId('IN'),
    clientzip: '46241',
    clientphonenumber: '317-555-0160',
    clientemailaddress: 'titles@fairwayauction.example',
    invoiceemailaddress: 'invoices@fairwayauction.example',
    clientcontactname: 'Frank Foster',
    dealerlicenseno: 'IN-A-0092',
    clientsingleinvoice: 2,
    clientinvoicedetails: 1,
    clientspecialmailing: 2,
    legal_name: 'Fairway Auto Auction Inc.',
  }),
  client({
    clientid: CLIENT.GRANITE,
    clientname: 'Granite Motor Finance',
    clientactive: 2,
    is_ri: 0,
    clienttypeid: 4,
    paymenttype: 2,
    clientstreetaddress: '200 W Madison St',
    clientcity: 'Chicago',
    clientstateid: stateId('IL'),
    clientzip: '60606',
    clientphonenumber: '312-555-0170',
    clientemailaddress: 'recovery@granitefinance.example',
    invoiceemailaddress: 'ap@granitefinance.example',
    clientcontactname: 'Grace Gupta',
    fidno: '36-7710923',
    clientsingleinvoice: 1,
  }),
  client({
    clientid: CLIENT.HUDSON,
    clientname: 'Hudson Auto Exchange',
    clientactive: 2,
    is_ri: 0,
    clienttypeid: 1,
    paymenttype: 1,
    clientstreetaddress: '6510 W Jefferson Blvd',
    clientcity: 'Fort Wayne',
    clientstateid: stateId('IN'),
    clientzip: '46804',
    clientphonenumber: '260-555-0180',
    clientemailaddress: 'office@hudsonauto.example',
    invoiceemailaddress: 'billing@hudsonauto.example',
    clientcontactname: 'Hank Howard',
    dealerlicenseno: 'IN-D-51170',
    clientsingleinvoice: 2,
    client_id_parent: CLIENT.GRANITE,
    client_id_odo_purchase: CLIENT.FAIRWAY,
  }),
];

export const RI_CLIENTS: readonly number[] = [CLIENT.BOREALIS, CLIENT.CASCADE, CLIENT.DELTA];

export const CLIENT_DEFAULTS: readonly Prisma.ClientDefaultUncheckedCreateInput[] = CLIENTS.map((c, i) => {
  const ri = RI_CLIENTS.includes(c.clientid);
  return {
    id: i + 1,
    clientid: c.clientid,
    nhtsa_auto_location: ri ? 1 : null,
    nhtsa_auto_date: ri ? 1 : 0,
    auctionid: c.clientid === CLIENT.FAIRWAY ? 1 : null,
    speedyesno: ri ? 1 : 0,
    billtoclientid: c.clientid === CLIENT.HUDSON ? CLIENT.GRANITE : c.clientid,
    purchaseclientid: c.clientid === CLIENT.HUDSON ? CLIENT.FAIRWAY : null,
    titleprocessingtype: ri ? 18 : 1,
    titlestatus: 2,
    invoice_vehicle_details: c.clientinvoicedetails === 1 ? 1 : 0,
    invoice_vehicle_extra_info: c.clientid === CLIENT.FAIRWAY ? 1 : 0,
    vehicle_release_days: 21,
    lotvision_domain: c.clientid === CLIENT.ALPHA ? 'alphamotors.lotvision.example' : null,
  };
});

export const CLIENT_AGENTS = [
  { id: 1, client_id: CLIENT.ALPHA, name: 'Jordan Reyes' },
  { id: 2, client_id: CLIENT.ALPHA, name: 'Casey Lin' },
  { id: 3, client_id: CLIENT.BOREALIS, name: 'Marc Tremblay' },
  { id: 4, client_id: CLIENT.FAIRWAY, name: 'Lot Office' },
  { id: 5, client_id: CLIENT.HUDSON, name: 'Pat Nguyen' },
] as const;

export const CLIENT_NOTES = [
  { id: 1, clientid: CLIENT.ALPHA, notes: 'Prefers e-mail for title questions; invoices go to billing.', days: 120 },
  { id: 2, clientid: CLIENT.ALPHA, notes: 'Asked about 48-hour accelerated titles for auction units.', days: 14 },
  { id: 3, clientid: CLIENT.BOREALIS, notes: 'RI registration documents received and verified (POA, CBP 5106).', days: 200 },
  { id: 4, clientid: CLIENT.DELTA, notes: 'Reminder sent: importer identity form CBP 5106 still missing.', days: 9 },
  { id: 5, clientid: CLIENT.EVERGREEN, notes: 'Account closed at client request.', days: 400 },
  { id: 6, clientid: CLIENT.FAIRWAY, notes: 'Overnight titles to the auction office every Thursday.', days: 60 },
] as const;

/** Rack rate overrides per client. */
export const RACK_RATE_OVERRIDES = [
  { id: 1, rack_rate_id: 3, clientid: CLIENT.ALPHA, charge_amount: '65.00', every_vehicle: true },
  { id: 2, rack_rate_id: 5, clientid: CLIENT.BOREALIS, charge_amount: '400.00', every_vehicle: true },
  { id: 3, rack_rate_id: 7, clientid: CLIENT.FAIRWAY, charge_amount: '20.00', every_vehicle: false },
  { id: 4, rack_rate_id: 3, clientid: CLIENT.FAIRWAY, charge_amount: '55.00', every_vehicle: true },
] as const;

export const CLIENT_LOCATIONS = [
  {
    id: 1,
    client_id: CLIENT.ALPHA,
    alias: 'MAIN',
    name: 'Alpha Main Lot',
    street: '1450 W 86th St',
    city: 'Indianapolis',
    state: 'IN',
    zip: '46260',
    phone: '317-555-0110',
  },
  {
    id: 2,
    client_id: CLIENT.ALPHA,
    alias: 'RECON',
    name: 'Alpha Reconditioning Center',
    street: '7702 Zionsville Rd',
    city: 'Indianapolis',
    state: 'IN',
    zip: '46268',
    phone: '317-555-0115',
  },
  {
    id: 3,
    client_id: CLIENT.BOREALIS,
    alias: 'WINDSOR',
    name: 'Borealis Windsor Yard',
    street: '3900 Walker Rd',
    city: 'Windsor',
    state: 'ON',
    zip: 'N8W 3S6',
    phone: '519-555-0123',
  },
  {
    id: 4,
    client_id: CLIENT.BOREALIS,
    alias: 'DET',
    name: 'Borealis Detroit Receiving',
    street: '2200 Michigan Ave',
    city: 'Detroit',
    state: 'MI',
    zip: '48216',
    phone: '313-555-0120',
  },
  {
    id: 5,
    client_id: CLIENT.CASCADE,
    alias: 'TOR',
    name: 'Cascade Toronto Pickup',
    street: '120 Carrier Dr',
    city: 'Toronto',
    state: 'ON',
    zip: 'M9W 5R1',
    phone: '416-555-0131',
  },
  {
    id: 6,
    client_id: 0,
    alias: 'DVS-IND',
    name: 'DVS RI Facility Indianapolis',
    street: '7120 Intech Blvd',
    city: 'Indianapolis',
    state: 'IN',
    zip: '46278',
    phone: '317-555-0199',
  },
] as const;

export const CLIENT_DRIVERS = [
  {
    id: 1,
    client_id: CLIENT.ALPHA,
    first_name: 'Miguel',
    last_name: 'Santos',
    dob: '1984-03-12',
    drivers_license_number: 'IN-7741-2210',
    drivers_license_state: 'IN',
    passport_number: null,
  },
  {
    id: 2,
    client_id: CLIENT.BOREALIS,
    first_name: 'Jean',
    last_name: 'Gagnon',
    dob: '1979-11-02',
    drivers_license_number: 'G1021-55890-91102',
    drivers_license_state: 'ON',
    passport_number: 'GA441920',
  },
  {
    id: 3,
    client_id: CLIENT.BOREALIS,
    first_name: 'Emily',
    last_name: 'Clarke',
    dob: '1990-06-21',
    drivers_license_number: 'C4410-22871-90621',
    drivers_license_state: 'ON',
    passport_number: 'HC118273',
  },
  {
    id: 4,
    client_id: 0,
    first_name: 'Sam',
    last_name: 'Okafor',
    dob: '1988-01-30',
    drivers_license_number: 'MI-O210-771-004',
    drivers_license_state: 'MI',
    passport_number: null,
  },
] as const;

export const CLIENT_TRANSPORTERS = [
  { id: 1, client_id: CLIENT.ALPHA, name: 'Hoosier Haulers', scac_code: 'HOHL' },
  { id: 2, client_id: CLIENT.BOREALIS, name: 'Great Lakes Carriers', scac_code: 'GLCR' },
  { id: 3, client_id: CLIENT.CASCADE, name: 'Maple Leaf Transport', scac_code: 'MLTX' },
  { id: 4, client_id: 0, name: 'Open Road Logistics', scac_code: 'ORLG' },
] as const;

// ---------------------------------------------------------------------------------------------
// Vehicles
// ---------------------------------------------------------------------------------------------

export interface DemoVehicle {
  /** Position in the plan (0-based); the VIN serial derives from it. */
  index: number;
  pattern: VinPattern;
  ri: boolean;
  data: Prisma.VehicleUncheckedCreateInput & { vehiclevin: string; clientid: number; recordcreateddate: Date };
  /** Notes to add (roleid 1 notes are client notes; complete false ones fill the Notes Queue). */
  notes: Array<{ note: string; userid: number; roleid: number; complete: boolean; daysAfterCreated: number }>;
}

/** Vehicles per client (320 in all). */
const CLIENT_VEHICLE_COUNTS: ReadonlyArray<readonly [number, number]> = [
  [CLIENT.ALPHA, 70],
  [CLIENT.BOREALIS, 60],
  [CLIENT.CASCADE, 45],
  [CLIENT.DELTA, 35],
  [CLIENT.EVERGREEN, 15],
  [CLIENT.FAIRWAY, 40],
  [CLIENT.GRANITE, 25],
  [CLIENT.HUDSON, 30],
];

/** Demo VIN serials are 010000-0xxxxx; the scale seed uses 100000 and up, so they never collide. */
export const DEMO_SERIAL_BASE = 10_000;

const COLORS = ['WHITE', 'BLACK', 'SILVER', 'GRAY', 'BLUE', 'RED', 'GREEN', 'BROWN', 'BEIGE'];
const CANCEL_REASONS = ['Duplicate submission', 'Deal unwound', 'Client sold vehicle before titling', 'Vehicle failed import eligibility'];
const DEBTORS = [
  ['Marcus Bell', '1818 S Halsted St', 'Chicago', 'IL', '60608'],
  ['Tanya Fields', '902 N Main St', 'Rockford', 'IL', '61103'],
  ['Owen Park', '77 E Ontario St', 'Chicago', 'IL', '60611'],
  ['Linda Moreau', '4501 W Touhy Ave', 'Lincolnwood', 'IL', '60712'],
] as const;

const TIRES: Record<string, { size: string; kpa: number; psi: number }> = {
  car: { size: '215/55R17', kpa: 240, psi: 35 },
  truck: { size: '275/65R18', kpa: 241, psi: 35 },
  truck_heavy: { size: 'LT275/70R18', kpa: 448, psi: 65 },
  mpv: { size: '225/65R17', kpa: 230, psi: 33 },
};

function riApplicationType(pattern: VinPattern): number {
  const cls = conformityClass(pattern);
  if (cls === 'truck_heavy') return 27;
  return pattern.vehicletype === 'PASSENGER CAR' ? 18 : 19;
}

/** Non-RI application types: [id, processtype, processstate abbreviation or null]. */
const TITLE_TYPES: ReadonlyArray<readonly [number, number, string | null]> = [
  [1, 1, null],
  [1, 1, null],
  [2, 1, null],
  [2, 1, null],
  [3, 1, null],
  [10, 1, null],
  [5, 2, 'OH'],
  [6, 2, 'MI'],
  [7, 2, 'IL'],
  [8, 2, 'KY'],
  [9, 2, 'TN'],
  [9, 2, 'WI'],
];

/**
 * The plan of the demo vehicles: 320 vehicles over the 8 demo clients with real, decodable VINs,
 * consistent dates and statuses. `today` anchors the dates (a Date at 00:00 UTC).
 */
export function planDemoVehicles(today: Date): DemoVehicle[] {
  const rnd = new Random(20261101);
  const owners: number[] = [];
  for (const [clientid, count] of CLIENT_VEHICLE_COUNTS) for (let i = 0; i < count; i += 1) owners.push(clientid);
  rnd.shuffle(owners);

  return owners.map((clientid, index) => {
    const pattern = VIN_PATTERNS[index % VIN_PATTERNS.length]!;
    const ri = RI_CLIENTS.includes(clientid);
    const vin = buildVin(pattern, DEMO_SERIAL_BASE + index);
    // Skewed toward recent: a few every day of the current week, fewer in older months.
    const age = index % 29 === 0 ? index % 5 : Math.floor(Math.pow(rnd.next(), 1.7) * 700);
    const created = addDays(today, -age);
    const recordcreateddate = new Date(created.getTime() + rnd.int(13, 21) * 3_600_000 + rnd.int(0, 59) * 60_000);
    const cancelled = rnd.chance(0.05);
    const cls = conformityClass(pattern);
    const tire = TIRES[pattern.vehicletype === 'MULTIPURPOSE PASSENGER VEHICLE (MPV)' ? 'mpv' : cls]!;
    const mileage = Math.max(1200, (today.getUTCFullYear() - pattern.yr) * rnd.int(9000, 15000) + rnd.int(0, 5000));
    const d = (days: number): Date => dayOf(addDays(recordcreateddate, days));
    const past = (date: Date | null): Date | null => (date && date.getTime() <= today.getTime() ? date : null);
    const enteredby =
      clientid === CLIENT.ALPHA && rnd.chance(0.4) ? USER.ALPHA_USER : clientid === CLIENT.BOREALIS && rnd.chance(0.4) ? USER.BOREALIS_USER : USER.ADMIN;

    const data: DemoVehicle['data'] = {
      vehiclevin: vin,
      yr: pattern.yr,
      modelyear: pattern.yr,
      make: pattern.make,
      model: pattern.model,
      series: pattern.series,
      color: rnd.pick(COLORS),
      vehicletype: pattern.vehicletype,
      mileage,
      clientid,
      billtoclientid: clientid === CLIENT.HUDSON && rnd.chance(0.5) ? CLIENT.GRANITE : clientid,
      purchaseclientid: clientid === CLIENT.HUDSON ? CLIENT.FAIRWAY : null,
      client_agent_id: clientid === CLIENT.ALPHA ? rnd.pick([1, 2, null]) : clientid === CLIENT.BOREALIS ? rnd.pick([3, null]) : null,
      auctionid: clientid === CLIENT.FAIRWAY ? 1 : clientid === CLIENT.GRANITE ? null : rnd.chance(0.35) ? rnd.int(1, 5) : null,
      clientstocknumber: `STK${String(rnd.int(10000, 99999))}`,
      statusid: 1,
      titlestatusid: 2,
      processtype: 1,
      processstate: null,
      neworusedid: 2,
      cancelled: 0,
      enteredby,
      recordcreateddate,
      manufacturer: pattern.manufacturer,
      gvwr_lbs: pattern.gvwrLbs,
      gvwr_kg: Math.round(pattern.gvwrLbs / 2.20462),
      value_us_dollars: rnd.int(4, 45) * 1000 + rnd.int(0, 9) * 100,
      front_size: tire.size,
      front_kpa: tire.kpa,
      front_psi: tire.psi,
      rear_size: tire.size,
      rear_kpa: tire.kpa,
      rear_psi: tire.psi,
    };

    if (ri) {
      data.titleprocessingtype = riApplicationType(pattern);
      data.processtype = 1;
      data.cs_km = Math.round(mileage * 1.60934);
      data.cs_mileage = Math.round(mileage);
      data.has_recall = rnd.chance(0.08) ? 1 : 0;
      data.is_ri_new_vehicle = rnd.chance(0.06) ? 1 : 0;
      data.is_pass_airbag_modified = rnd.chance(0.1) ? null : rnd.chance(0.15);
      data.nhtsa_conformance_location_id = 1;
      data.customer_load_number = `CL-${String(clientid)}${String(rnd.int(1000, 9999))}`;
      data.manufacture_date = dayOf(new Date(Date.UTC(pattern.yr - 1, rnd.int(6, 11), 1)));
      data.manufacture_city = pattern.manufacturer.includes('CANADA') ? 'Alliston' : 'Detroit';
      data.manufacture_state = pattern.manufacturer.includes('CANADA') ? 'ON' : 'MI';
      const customs = past(d(rnd.int(1, 3)));
      const crossed = customs && past(d(rnd.int(4, 7)));
      const dot = crossed && past(d(rnd.int(9, 16)));
      const bond = dot && !data.has_recall && rnd.chance(0.8) ? past(addDays(dot, rnd.int(30, 45))) : null;
      const ownership = crossed && past(d(rnd.int(12, 35)));
      const bmv = ownership && bond ? past(addDays(bond, rnd.int(1, 5))) : null;
      const white = bmv && past(addDays(bmv, rnd.int(7, 18)));
      const sent = white && past(addDays(white, rnd.int(1, 4)));
      Object.assign(data, {
        submittedtocustomsdate: customs,
        crossedborderdate: crossed,
        repossessiondate: crossed,
        confirmedladeddate: crossed,
        scanned_7501_date: crossed,
        submitteddotdate: dot,
        vaultreleasedate: dot ? addDays(dot, 30) : null,
        dot_inspection_date: dot ? addDays(dot, 21) : null,
        vehicleinspectiondate: crossed ? past(addDays(crossed, 2)) : null,
        bondreleasedate: bond,
        titleregownershipdate: ownership,
        titlesenttobmvdate: bmv,
        state_white_copy_date: white,
        titlesenttoauctiondate: sent,
      });
      data.titlestatusid = sent ? 6 : white ? 8 : bmv ? 7 : bond ? 17 : dot ? (rnd.chance(0.1) ? 21 : 15) : crossed ? 13 : customs ? 12 : 2;
      if (data.has_recall === 1 && dot) data.titlestatusid = rnd.chance(0.5) ? 19 : 23;
      if (!dot && crossed && rnd.chance(0.15)) data.titlestatusid = 14;
      data.statusid = bond ? 6 : crossed ? 5 : customs ? 3 : 1;
    } else {
      const [type, processtype, state] = rnd.pick(TITLE_TYPES);
      data.titleprocessingtype = type;
      data.processtype = processtype;
      data.processstate = state ? stateId(state) : null;
      const ownership = past(d(rnd.int(1, 8)));
      const bmv = ownership && past(addDays(ownership, rnd.int(1, 5)));
      const white = bmv && past(addDays(bmv, rnd.int(7, 20)));
      const back = white && past(addDays(white, rnd.int(3, 12)));
      const sent = back && past(addDays(back, rnd.int(1, 4)));
      Object.assign(data, {
        titleregownershipdate: ownership,
        title_reg_ownership_scan_date: ownership,
        titlesenttobmvdate: bmv,
        state_white_copy_date: white,
        titlebackfrombmvdate: back,
        titlesenttoauctiondate: sent,
      });
      data.titlestatusid = sent
        ? rnd.chance(0.85)
          ? 6
          : 9
        : back
          ? 9
          : white
            ? 8
            : bmv
              ? rnd.chance(0.5)
                ? 7
                : 3
              : ownership
                ? 22
                : rnd.pick([2, 2, 2, 1, 11, 4]);
      if (processtype === 2 && !sent && bmv) data.titlestatusid = 18;
      if (clientid === CLIENT.GRANITE) {
        const debtor = DEBTORS[index % DEBTORS.length]!;
        Object.assign(data, {
          debtorname: debtor[0],
          debtoraddress: debtor[1],
          debtorcity: debtor[2],
          debtorstate: debtor[3],
          debtorzip: debtor[4],
          dateoflien: dayOf(addDays(recordcreateddate, -rnd.int(300, 1200))),
          repossessiondate: dayOf(addDays(recordcreateddate, -rnd.int(5, 30))),
          is_lienholder: 1,
        });
        if (!sent && rnd.chance(0.3)) data.titlestatusid = 10;
      }
      data.statusid = sent ? 6 : 1;
      data.speedyesno = 0;
      data.retaildeal = rnd.chance(0.3) ? 1 : 0;
    }

    if (cancelled) {
      data.cancelled = 1;
      data.titlestatusid = 5;
      data.cancelledreason = rnd.pick(CANCEL_REASONS);
    }

    const notes: DemoVehicle['notes'] = [];
    if (enteredby !== USER.ADMIN && data.statusid === 1) {
      notes.push({ note: 'waiting upon load', userid: enteredby, roleid: 1, complete: true, daysAfterCreated: 0 });
    }
    if (index % 11 === 3 && !cancelled) {
      const author = clientid === CLIENT.ALPHA ? USER.ALPHA_USER : clientid === CLIENT.BOREALIS ? USER.BOREALIS_USER : null;
      if (author) {
        notes.push({
          note: rnd.pick([
            'Please confirm title status, buyer is waiting.',
            'Lien payoff sent, please release.',
            'Odometer photo re-uploaded.',
            'Can we expedite this one?',
          ]),
          userid: author,
          roleid: 1,
          complete: false,
          daysAfterCreated: Math.min(age, 2),
        });
      }
    }
    if (index % 13 === 5) {
      notes.push({
        note: rnd.pick(['Called client about missing POA.', 'Title copy requested from BMV.', 'Bond paperwork filed.', 'Recall remedy receipt on file.']),
        userid: USER.ADMIN,
        roleid: 2,
        complete: rnd.chance(0.6),
        daysAfterCreated: Math.min(age, 5),
      });
    }

    return { index, pattern, ri, data, notes };
  });
}

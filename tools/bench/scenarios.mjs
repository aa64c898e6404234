// The calls the benchmark measures, each with the hand-written SQL that is its physical limit. A call
// the product does not offer (`built: false`) is shown in the table, neither measured nor failed.
import { EXPORT_ROWS, IMPORT_DUPLICATES, PENDING_TITLES, TOTAL_FROM_COUNTS, VEHICLE_DETAIL, vehiclePage } from './sql-statements.mjs';

const PAGE = 'with[]=client&with[]=title_status';
export const EXPORT_ROW_COUNT = 10_000;
export const IMPORT_ROW_COUNT = 10_000;
const EXPORT_COLUMNS = [
  'vehicleid|ID',
  'vehiclevin|VIN',
  'yr|Year',
  'make|Make',
  'model|Model',
  'recordcreateddate|Created',
  'client.clientname|Client',
  'title_status.statusname|Title Status',
];

/** The middle of a VIN: what a person types into the VIN filter when the last six are not enough. */
const vinPart = (vin) => vin.slice(4, 11);
const turn = (list, i) => list[i % list.length];

/**
 * kind: 'list' and 'read' carry the latency targets of list and read calls; 'export' and 'import' their own.
 * sample: { vehicles: [{ vehicleid, vehiclevin }], clientId, titleType, importVins } chosen at random from the loaded data.
 */
export const SCENARIOS = [
  {
    id: 'first-page',
    name: 'staff vehicle list, first page',
    kind: 'list',
    who: 'staff',
    paths: () => [`/api/vehicles?${PAGE}`],
    sql: () => ({ name: 'first-page', text: vehiclePage({ total: TOTAL_FROM_COUNTS }), values: () => [] }),
  },
  {
    id: 'vin-like',
    name: 'staff vehicle list, VIN like',
    kind: 'list',
    who: 'staff',
    paths: ({ vehicles }) => vehicles.map((v) => `/api/vehicles?${PAGE}&filters[]=vehiclevin|like|${vinPart(v.vehiclevin)}`),
    sql: ({ vehicles }) => ({
      name: 'vin-like',
      // The page's vehicles are the first keys the VIN suffixes starting with the part point at, and the total
      // how many different ones; the suffixes as the range from the part to the next text (migration 0023;
      // server-kit's partRange and compile, partsPage).
      text: vehiclePage({
        where: 'v.vehicleid IN (SELECT DISTINCT p.vehicleid FROM vehicle_vin_parts p WHERE p.part >= $1 AND p.part < $2 ORDER BY p.vehicleid DESC LIMIT 10)',
        total: 'SELECT count(DISTINCT p.vehicleid) FROM vehicle_vin_parts p WHERE p.part >= $1 AND p.part < $2',
      }),
      values: (i) => {
        const part = vinPart(turn(vehicles, i).vehiclevin).toLowerCase();
        return [part, part.slice(0, -1) + String.fromCharCode(part.charCodeAt(part.length - 1) + 1)];
      },
    }),
  },
  {
    id: 'last6',
    name: 'last6 search',
    kind: 'list',
    who: 'staff',
    // The top bar's search: two rows tell it whether to open the vehicle or the list.
    paths: ({ vehicles }) => vehicles.map((v) => `/api/vehicles?per_page=2&filters[]=last6|eq|${v.vehiclevin.slice(-6)}`),
    sql: ({ vehicles }) => ({
      name: 'last6',
      text: `SELECT v.*, (SELECT count(*) FROM vehicles WHERE last6 = $1) AS total FROM vehicles v WHERE v.last6 = $1 ORDER BY v.vehicleid DESC LIMIT 2`,
      values: (i) => [turn(vehicles, i).vehiclevin.slice(-6)],
    }),
  },
  {
    id: 'client-list',
    name: "client user's vehicle list",
    kind: 'list',
    who: 'client',
    paths: () => [`/api/vehicles?${PAGE}`],
    sql: ({ clientId }) => ({
      name: 'client-page',
      text: vehiclePage({ where: 'v.clientid = $1', total: `${TOTAL_FROM_COUNTS} WHERE clientid = $1` }),
      values: () => [clientId],
    }),
  },
  {
    id: 'detail',
    name: 'vehicle by id, detail relations',
    kind: 'read',
    who: 'staff',
    paths: ({ vehicles }) => vehicles.map((v) => `/api/vehicles/${v.vehicleid}?appends[]=editable_fields&appends[]=dot_vault_date&appends[]=images_count`),
    sql: ({ vehicles }) => ({ name: 'detail', text: VEHICLE_DETAIL, values: (i) => [turn(vehicles, i).vehicleid] }),
  },
  {
    id: 'report-pending-titles',
    name: 'report: pending titles',
    kind: 'list',
    who: 'staff',
    // The first page of /titles/pending as the screen asks for it: oldest first, with the four relations it shows.
    paths: () => [`/api/vehicles_titles_pending?with[]=client&with[]=title_status&with[]=application_type&with[]=state&order_by[]=recordcreateddate|asc`],
    sql: () => ({ name: 'pending-titles', text: PENDING_TITLES, values: () => [] }),
  },
  {
    id: 'export-csv',
    name: `CSV export, ${EXPORT_ROW_COUNT} rows`,
    kind: 'export',
    who: 'staff',
    // Downloads are one person's action, not a crowd's: measured at one connection.
    connections: [1],
    paths: () => [`/api/vehicles/export.csv?${PAGE}&order_by[]=vehicleid|desc&${EXPORT_COLUMNS.map((c) => `columns[]=${c}`).join('&')}`],
    expectRows: EXPORT_ROW_COUNT,
    sql: () => ({ name: 'export', text: EXPORT_ROWS, values: () => [EXPORT_ROW_COUNT] }),
  },
  {
    id: 'import-dry-run',
    name: `import dry run, ${IMPORT_ROW_COUNT} rows`,
    kind: 'import',
    who: 'staff',
    // An import is one person's action: measured at one connection, from the request to the job's outcome.
    connections: [1],
    paths: () => ['/api/vehicles/import'],
    body: ({ clientId, titleType, importVins }) => ({
      clientid: clientId,
      titleprocessingtype: titleType,
      filename: 'bench.csv',
      dryRun: true,
      rows: importVins.map((vin, i) => ({ row: i + 2, vin, odo: 1000 + i, price: 5000 })),
    }),
    jobPath: (id) => `/api/vehicles/import/jobs/${id}`,
    // The database's share of a dry run: which of the file's VINs are already registered.
    sql: ({ importVins }) => ({ name: 'import-duplicates', text: IMPORT_DUPLICATES, values: () => [importVins] }),
  },
];

/**
 * The scenarios `ids` names (`--calls`), in the order named, an id as often as it is named; every one of
 * `among` when none is named. An id not among them is refused before anything is loaded.
 */
export function scenariosNamed(ids, among = SCENARIOS, tool = 'bench') {
  if (!ids) return among;
  const unknown = ids.filter((id) => !among.some((s) => s.id === id));
  if (unknown.length) throw new Error(`${tool}: no call ${unknown.join(', ')}; the calls are ${among.map((s) => s.id).join(', ')}`);
  return ids.map((id) => among.find((s) => s.id === id));
}
